import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import type { ContractStatus } from '../../../db/schema';
import type { SalesPlanDimension } from '@dure/shared/contracts/crm/salesPlan';
import type { MonthlyActuals } from './salesActuals';

/**
 * Contracts that count as won orders: ACTIVE and every state reached only through
 * ACTIVE (DOMAIN §4 SalesPlan "ACTIVE-or-later"); DRAFT and PENDING_APPROVAL never do.
 */
export const ORDERED_CONTRACT_STATUSES: readonly ContractStatus[] = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'RENEWED', 'TERMINATED'];

/**
 * 수주 실적 per key and month = Σ krwSupplyAmount by contractDate; DEPT counts the owner department's subtree,
 * USER the owner, SEGMENT the contracts of the segment's customers (a market: also its segments' customers).
 */
export async function orderActuals(db: Executor, year: number, dimension: SalesPlanDimension, keys: number[]): Promise<MonthlyActuals> {
  const byKey: MonthlyActuals = new Map();
  if (keys.length === 0) return byKey;
  const statuses = sql.join(ORDERED_CONTRACT_STATUSES.map((s) => sql`${s}`), sql`, `);
  const keyList = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const range = sql`c.contract_date between ${`${year}-01-01`} and ${`${year}-12-31`} and c.deleted_yn = 'N' and c.status in (${statuses})`;
  const rows =
    dimension === 'DEPT'
      ? await rowsOf<{ key: string; month: number; amount: string }>(
          db,
          sql`select k.id as key, extract(month from c.contract_date)::int as month, sum(c.krw_supply_amount) as amount
              from department k
              join department d on d.path like k.path || '%'
              join contract c on c.owner_dept_id = d.id
              where k.id in (${keyList}) and ${range}
              group by k.id, extract(month from c.contract_date)`,
        )
      : dimension === 'SEGMENT'
        ? await rowsOf<{ key: string; month: number; amount: string }>(
            db,
            sql`select k.id as key, extract(month from c.contract_date)::int as month, sum(c.krw_supply_amount) as amount
                from market_segment k
                join market_segment m on m.id = k.id or m.parent_id = k.id
                join customer cu on cu.segment_id = m.id
                join contract c on c.customer_id = cu.id
                where k.id in (${keyList}) and ${range}
                group by k.id, extract(month from c.contract_date)`,
          )
        : await rowsOf<{ key: string; month: number; amount: string }>(
            db,
            sql`select c.owner_user_id as key, extract(month from c.contract_date)::int as month, sum(c.krw_supply_amount) as amount
                from contract c
                where c.owner_user_id in (${keyList}) and ${range}
                group by c.owner_user_id, extract(month from c.contract_date)`,
          );
  for (const r of rows) {
    const key = Number(r.key);
    const months = byKey.get(key) ?? Array<number>(12).fill(0);
    months[Number(r.month) - 1] += Number(r.amount);
    byKey.set(key, months);
  }
  return byKey;
}
