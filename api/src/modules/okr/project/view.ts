import type { Project } from '@dure/shared/contracts/okr/project';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, customer, department, marketSegment, project, projectType } from '../../../db/schema';
import { anyOfIds, idsParam, preparedPer } from '../../../lib/prepared';

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A project column named with its table, so it still means the outer project row inside a subquery of a one-table select. */
const col = (name: string) => sql`${project}.${sql.identifier(name)}`;

/**
 * progressPct (DOMAIN §5, ∑): with weighted milestones, Σ weight of the DONE ones ÷ Σ weight (100 when the
 * weights add up to 100, as they should); otherwise COMPLETED is 100 and any other state the elapsed share
 * of the period on `today`, 0–100.
 */
export function progressSql(today: string | SQL): SQL<number> {
  return sql<number>`(case
    when exists (select 1 from milestone m where m.project_id = ${col('id')} and m.weight_pct is not null)
      then (select round(100 * sum(case when m.status = 'DONE' then m.weight_pct else 0 end) / nullif(sum(m.weight_pct), 0), 2)
        from milestone m where m.project_id = ${col('id')} and m.weight_pct is not null)
    when ${col('status')} = 'COMPLETED' then 100
    else greatest(0, least(100, round(100.0 * ((cast(${today} as date) - ${col('start_date')}) + 1) / ((${col('end_date')} - ${col('start_date')}) + 1), 2)))
  end)`.mapWith(Number);
}

export const memberCountSql = sql<number>`(select count(*) from project_member pm where pm.project_id = ${col('id')})`.mapWith(Number);

function columns(today: string | SQL) {
  return {
    id: project.id,
    projectNo: project.projectNo,
    name: project.name,
    projectTypeId: project.projectTypeId,
    projectTypeName: projectType.name,
    customerId: project.customerId,
    customerName: customer.name,
    segmentId: project.segmentId,
    segmentName: marketSegment.name,
    pmUserId: project.pmUserId,
    pmUserName: appUser.name,
    startDate: project.startDate,
    endDate: project.endDate,
    actualEndDate: project.actualEndDate,
    status: project.status,
    health: project.health,
    progressPct: progressSql(today),
    budgetRevenue: project.budgetRevenue,
    budgetLabor: project.budgetLabor,
    budgetDirect: project.budgetDirect,
    budgetHours: sql<number | null>`${project.budgetHours}`.mapWith(numberOrNull),
    memberCount: memberCountSql,
    ownerDeptId: project.ownerDeptId,
    ownerDeptName: department.name,
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    version: project.version,
  };
}

/** Projects with their names and ∑ figures; `extra` adds columns (the list's `cappedCount`). */
export function selectProjects<E extends Record<string, SQL>>(db: Executor, today: string | SQL, extra: E = {} as E) {
  return db
    .select({ ...columns(today), ...extra })
    .from(project)
    .innerJoin(projectType, eq(projectType.id, project.projectTypeId))
    .innerJoin(appUser, eq(appUser.id, project.pmUserId))
    .leftJoin(customer, eq(customer.id, project.customerId))
    .leftJoin(marketSegment, eq(marketSegment.id, project.segmentId))
    .leftJoin(department, eq(department.id, project.ownerDeptId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectProjects>['where']>>[number];

export const toProject = ({ createdAt: _c, ...row }: Row): Project => ({ ...row, updatedAt: row.updatedAt.toISOString() });

/**
 * The rows of a list's page by id, one prepared statement (`today` and the ids bound): the list picks the page's ids on
 * the project table alone, so the names are joined and the ∑ figures computed for those rows only.
 */
const projectsByIds = preparedPer((db) =>
  selectProjects(db, sql`${sql.placeholder('today')}::date`)
    .where(anyOfIds(project.id))
    .prepare('project_rows_by_ids'),
);

export async function loadProjects(db: Executor, today: string, ids: number[]): Promise<Project[]> {
  if (ids.length === 0) return [];
  return (await projectsByIds(db).execute({ today, ids: idsParam(ids) })).map(toProject);
}
