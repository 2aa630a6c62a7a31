import type { DashboardCommonQuery } from '@dure/shared/contracts/crm/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { type RowFilter, idList, num } from '../../../lib/dashboard';

/** The common filters as list query parameters (the lists understand deptId / ownerUserId). */
export const listParams = (query: DashboardCommonQuery) => ({ deptId: query.deptId, ownerUserId: query.ownerUserId });

/** The row of records without the key of a breakdown (no segment, industry, grade, lost reason). */
export const UNASSIGNED_LABEL = '미지정';

/**
 * Order / sales targets per month from the latest revision of the sales plan. With an
 * owner filter: that person's USER row. Otherwise DEPT rows of the departments in view,
 * counting only the top-most planned department of each branch (the plan keeps a
 * division = Σ its teams, so adding both would double it).
 */
export async function planTargets(db: Executor, f: RowFilter, fromYm: string, toYm: string): Promise<Map<string, { orderTarget: number; salesTarget: number }>> {
  const latest = sql`p.deleted_yn = 'N' and p.ym between ${fromYm} and ${toYm}
    and p.revision_no = (select max(q.revision_no) from sales_plan q where q.deleted_yn = 'N' and q.dimension = p.dimension and q.key_id = p.key_id and q.ym = p.ym)`;
  let rows: { ym: string; order_target: string; sales_target: string }[];
  if (f.ownerUserId || f.scope.kind === 'SELF') {
    const user = f.ownerUserId ?? f.userId;
    rows = await rowsOf(db, sql`select p.ym, sum(p.order_target) as order_target, sum(p.sales_target) as sales_target from sales_plan p where ${latest} and p.dimension = 'USER' and p.key_id = ${user} group by p.ym`);
  } else {
    const keys: SQL[] = [];
    if (f.deptIds) keys.push(sql`p.key_id in (${idList(f.deptIds)})`);
    if (f.scope.kind === 'DEPT') keys.push(f.scope.deptIds.length > 0 ? sql`p.key_id in (${idList(f.scope.deptIds)})` : sql`false`);
    if (f.scope.kind === 'NONE') keys.push(sql`false`);
    const inView = keys.length > 0 ? sql.join(keys, sql` and `) : sql`true`;
    rows = await rowsOf(
      db,
      sql`with p as (select p.ym, p.key_id, p.order_target, p.sales_target from sales_plan p where ${latest} and p.dimension = 'DEPT' and ${inView})
          select p.ym, sum(p.order_target) as order_target, sum(p.sales_target) as sales_target
          from p join department d on d.id = p.key_id
          where not exists (select 1 from p p2 join department d2 on d2.id = p2.key_id where p2.ym = p.ym and p2.key_id <> p.key_id and d.path like d2.path || '%')
          group by p.ym`,
    );
  }
  return new Map(rows.map((r) => [r.ym, { orderTarget: num(r.order_target), salesTarget: num(r.sales_target) }]));
}

