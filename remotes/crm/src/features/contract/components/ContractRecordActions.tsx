import { LogActivityButton } from '../../crmRecord';
import type { Contract } from '../api/contractApi';

/** The next thing a salesperson does about a contract, from its page: log the visit or call, linked to the contract. */
export function ContractRecordActions({ contract: c, onChanged }: { contract: Contract; onChanged: () => void }) {
  return <LogActivityButton about={{ customerId: c.customerId, customerName: c.customerName, contractId: c.id }} onLogged={onChanged} />;
}
