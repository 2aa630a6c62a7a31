import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import type { SalesPlanDimension } from '@dure/shared/contracts/crm/salesPlan';

/** Actuals per key and month (1–12), in won. */
export type MonthlyActuals = Map<number, number[]>;

/**
 * 매출 실적 per key and month = Σ SalesLedger.amount by its month (DOMAIN §4 SalesPlan).
 * DEPT counts ledger rows of the key department's subtree (the ledger's own dept); USER
 * counts them for the person accountable for the sale: the owner of the tax invoice
 * behind the row, else of its contract, else of its customer (manual rows). SEGMENT counts
 * the rows of the segment's customers (DOMAIN: SEGMENT = customer segment; a market adds its segments).
 */
export async function salesActuals(
  db: Executor,
  year: number,
  dimension: SalesPlanDimension,
  keys: number[],
): Promise<{ available: boolean; byKey: MonthlyActuals }> {
  const byKey: MonthlyActuals = new Map();
  if (keys.length === 0) return { available: true, byKey };
  const keyList = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const range = sql`l.ym between ${`${year}-01`} and ${`${year}-12`} and l.deleted_yn = 'N'`;
  const rows =
    dimension === 'DEPT'
      ? await rowsOf<{ key: string; month: string; amount: string }>(
          db,
          sql`select k.id as key, substr(l.ym, 6, 2) as month, sum(l.amount) as amount
              from department k
              join department d on d.path like k.path || '%'
              join sales_ledger l on l.dept_id = d.id
              where k.id in (${keyList}) and ${range}
              group by k.id, substr(l.ym, 6, 2)`,
        )
      : dimension === 'SEGMENT'
        ? await rowsOf<{ key: string; month: string; amount: string }>(
            db,
            sql`select k.id as key, substr(l.ym, 6, 2) as month, sum(l.amount) as amount
                from market_segment k
                join market_segment m on m.id = k.id or m.parent_id = k.id
                join customer cu on cu.segment_id = m.id
                join sales_ledger l on l.customer_id = cu.id
                where k.id in (${keyList}) and ${range}
                group by k.id, substr(l.ym, 6, 2)`,
          )
        : await rowsOf<{ key: string; month: string; amount: string }>(
            db,
            sql`select coalesce(i.owner_user_id, c.owner_user_id, cu.owner_user_id) as key, substr(l.ym, 6, 2) as month, sum(l.amount) as amount
                from sales_ledger l
                left join tax_invoice i on i.id = l.tax_invoice_id
                left join contract c on c.id = l.contract_id
                join customer cu on cu.id = l.customer_id
                where ${range} and coalesce(i.owner_user_id, c.owner_user_id, cu.owner_user_id) in (${keyList})
                group by 1, 2`,
          );
  for (const r of rows) {
    const key = Number(r.key);
    const months = byKey.get(key) ?? Array<number>(12).fill(0);
    months[Number(r.month) - 1] += Number(r.amount);
    byKey.set(key, months);
  }
  return { available: true, byKey };
}
