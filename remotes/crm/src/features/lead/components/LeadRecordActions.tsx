import { LogActivityButton } from '../../crmRecord';
import type { LeadDetail } from '../api/leadApi';

/** The next thing a salesperson does about a lead, from its page: log the visit or call, linked to the lead. */
export function LeadRecordActions({ lead, onChanged }: { lead: LeadDetail; onChanged: () => void }) {
  return (
    <LogActivityButton
      about={lead.customerId !== null && lead.customerName ? { customerId: lead.customerId, customerName: lead.customerName, leadId: lead.id } : null}
      unavailable="영업활동은 고객사에 남깁니다. 먼저 고객사를 지정해 주세요."
      onLogged={onChanged}
    />
  );
}
