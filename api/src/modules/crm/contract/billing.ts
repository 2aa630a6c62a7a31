import type { Executor } from '../../../db/database';

/** What has been invoiced and collected on a contract, in won (DOMAIN §4 Contract computed fields). */
export type ContractBilling = { billedAmount: number; collectedAmount: number };

/**
 * Billed (Σ issued SALES tax-invoice supply, amendments included) and collected amounts per contract.
 * The tax-invoice module fills this from its invoices and receivables; until it exists nothing is billed.
 */
export async function contractBilling(_db: Executor, ids: readonly number[]): Promise<Map<number, ContractBilling>> {
  return new Map(ids.map((id) => [id, { billedAmount: 0, collectedAmount: 0 }]));
}
