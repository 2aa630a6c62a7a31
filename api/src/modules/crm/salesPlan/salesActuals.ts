import type { Executor } from '../../../db/database';
import type { PlanDimension } from './keys';

/** Actuals per key and month (1–12), in won. */
export type MonthlyActuals = Map<number, number[]>;

/**
 * 매출 실적 per key and month = Σ SalesLedger.amount (DOMAIN §4 SalesPlan): DEPT by the
 * ledger's dept subtree, USER by the owner of its contract/customer.
 *
 * The sales_ledger table comes with the tax-invoice module (branch crm-taxinvoice).
 * Until it is wired here, sales actuals are not available: the grid reports
 * `salesActualsAvailable: false` and the screen hides the column instead of showing zeros.
 */
export async function salesActuals(
  _db: Executor,
  _year: number,
  _dimension: PlanDimension,
  _keys: number[],
): Promise<{ available: boolean; byKey: MonthlyActuals }> {
  return { available: false, byKey: new Map() };
}
