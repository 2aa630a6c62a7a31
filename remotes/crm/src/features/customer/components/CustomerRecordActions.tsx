import { LogActivityButton } from '../../crmRecord';
import { NewLeadButton } from '../../lead';
import type { CustomerDetail } from '../api/customerApi';

type Props = { customer: CustomerDetail; onChanged: () => void };

/** The next things a salesperson does about a customer, from its page: log a visit or call, open a lead. */
export function CustomerRecordActions({ customer: c, onChanged }: Props) {
  if (c.status === 'MERGED') return null;
  return (
    <>
      <LogActivityButton about={{ customerId: c.id, customerName: c.name }} onLogged={onChanged} />
      {/* A closed business takes no new leads (the 폐업 처리 confirmation says so). */}
      {c.status !== 'CLOSED' && <NewLeadButton customer={{ id: c.id, name: c.name }} onCreated={onChanged} />}
    </>
  );
}
