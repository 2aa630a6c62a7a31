import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';

/** What has been invoiced and collected on a contract, in won (DOMAIN §4 Contract computed fields). */
export type ContractBilling = { billedAmount: number; collectedAmount: number };

/** Invoice states from issue on: the invoice counts, whatever happened to its transmission. */
const ISSUED = sql`('ISSUED', 'TRANSMITTED', 'TRANSMIT_FAILED')`;

/**
 * Billed = Σ supply of the contract's issued SALES tax invoices, amendments included (they are
 * negative where they reduce); collected = Σ collected on the receivables of those invoices.
 */
export async function contractBilling(db: Executor, ids: readonly number[]): Promise<Map<number, ContractBilling>> {
  const billing = new Map(ids.map((id) => [id, { billedAmount: 0, collectedAmount: 0 }]));
  if (ids.length === 0) return billing;
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const billed = await rowsOf<{ id: string; amount: string }>(
    db,
    sql`select contract_id as id, sum(supply_amount) as amount from tax_invoice
        where contract_id in (${list}) and direction = 'SALES' and status in ${ISSUED} and deleted_yn = 'N'
        group by contract_id`,
  );
  const collected = await rowsOf<{ id: string; amount: string }>(
    db,
    sql`select contract_id as id, sum(collected_amount) as amount from receivable
        where contract_id in (${list}) and deleted_yn = 'N'
        group by contract_id`,
  );
  for (const r of billed) billing.get(Number(r.id))!.billedAmount = Number(r.amount);
  for (const r of collected) billing.get(Number(r.id))!.collectedAmount = Number(r.amount);
  return billing;
}
