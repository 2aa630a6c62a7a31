import { dayjs } from '@dure/shared/format';
import { CRM_RECORD_LIMITS } from '@dure/shared/contracts/crm/crmRecord';
import type { CrmDraft, CrmRecord } from '../api/crmRecordApi';
import { LOCATION_TYPES } from './rules';

/**
 * A planned follow-up of a record, as the form starts it: the same customer, contacts, lead and contract; the type,
 * time and note of its next action when it has one (else the record's own type, at the next full hour).
 */
export function followUpDraft(record: CrmRecord, now = dayjs()): CrmDraft {
  const activityType = record.nextActionType ?? record.activityType;
  const planned = record.nextActionAt && dayjs(record.nextActionAt).isAfter(now) ? dayjs(record.nextActionAt) : now.add(1, 'hour').startOf('hour');
  return {
    activityType,
    subject: (record.nextActionNote?.trim() || `${record.subject} 후속`).slice(0, CRM_RECORD_LIMITS.subject),
    customerId: record.customerId,
    customerName: record.customerName,
    contactIds: record.contacts.map((c) => c.id),
    contacts: record.contacts,
    leadId: record.leadId,
    contractId: record.contractId,
    status: 'PLANNED',
    activityAt: planned.format('YYYY-MM-DDTHH:mm:ssZ'),
    location: LOCATION_TYPES.includes(activityType) ? record.location : null,
    followUpOfId: record.id,
  };
}
