import type { Page } from '@dure/shared/contracts';
import {
  MEMBER_ROLE,
  PROJECT_HEALTH,
  PROJECT_MOVES,
  PROJECT_STATUS,
  type Project,
  type ProjectBody,
  type ProjectContract,
  type ProjectDetail,
  type ProjectListQuery,
  type ProjectStatus,
} from '@dure/shared/contracts/okr/project';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, contract, customer, milestone, project, projectMember } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { nextDocNumber } from '../../../lib/docNumber';
import { forbidden, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { keywordPage, pageRequest } from '../../../lib/page';
import { kstDate } from '../../../lib/time';
import { recordActivity } from '../../cross/activity/service';
import { notify } from '../../cross/notification/notify';
import type { Viewer } from '../../cross/record/registry';
import { visibleContracts } from '../../crm/contract/access';
import { nameKeyOf } from '../../crm/customer/normalize';
import { segmentProblem } from '../segment/service';
import { projectTypeProblem } from '../projectType/service';
import { PROJECT_ENTITY, actionsFor, isClosed, isProjectAdmin, lockProject, requireProject, visibleProjects } from './access';
import { loadProjects, progressSql, selectProjects, toProject } from './view';

type ProjectRow = typeof project.$inferSelect;
type Values = Partial<Pick<ProjectRow, (typeof AUDITED)[number]>>;

export const AUDITED = [
  'name',
  'projectTypeId',
  'customerId',
  'segmentId',
  'pmUserId',
  'startDate',
  'endDate',
  'budgetRevenue',
  'budgetLabor',
  'budgetDirect',
  'budgetHours',
  'health',
] as const satisfies readonly (keyof ProjectRow)[];

/** The allocation the PM gets as the automatic member; the PM may change it like any member's. */
export const PM_ALLOCATION_PCT = 50;

const live = eq(project.deletedYn, 'N');
const todayOf = (viewer: Viewer) => kstDate(viewer.now ?? new Date());

// ---------------------------------------------------------------- list

/**
 * Sort keys on the project table alone (the page's ids are picked there): a joined name is read for the row it sorts,
 * so only a sort by it pays for it.
 */
const SORTS: Record<string, SQL> = {
  projectNo: sql`${project.projectNo}`,
  name: sql`${project.name}`,
  projectTypeName: sql`(select t.sort_order from project_type t where t.id = ${project.projectTypeId})`,
  customerName: sql`(select c.name from customer c where c.id = ${project.customerId})`,
  pmUserName: sql`(select u.name from app_user u where u.id = ${project.pmUserId})`,
  startDate: sql`${project.startDate}`,
  endDate: sql`${project.endDate}`,
  status: sql`case ${project.status} when 'PLANNED' then 1 when 'IN_PROGRESS' then 2 when 'ON_HOLD' then 3 when 'COMPLETED' then 4 else 5 end`,
  health: sql`case ${project.health} when 'RED' then 1 when 'AMBER' then 2 when 'GREEN' then 3 end`,
  budgetRevenue: sql`${project.budgetRevenue}`,
  updatedAt: sql`${project.updatedAt}`,
};

function orderOf(sort: string | undefined, today: string): SQL[] {
  const [field = 'startDate', dir = 'desc'] = (sort || 'startDate,desc').split(',').map((s) => s.trim());
  const column = field === 'progressPct' ? progressSql(today) : SORTS[field];
  if (!column || !['asc', 'desc'].includes(dir.toLowerCase())) throw validationError({ sort: API_MESSAGES.fieldChoice });
  return [dir.toLowerCase() === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, desc(project.id)];
}

function codes<T extends string>(raw: string | undefined, allowed: readonly T[], field: string): T[] {
  const values = (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (values.some((v) => !allowed.includes(v as T))) throw validationError({ [field]: API_MESSAGES.fieldChoice });
  return values as T[];
}

const given = <T>(v: T | '' | undefined): T | undefined => (v === '' ? undefined : v);

/**
 * Projects whose customer a customer search for `keyword` finds (name, number or business number; DOMAIN §4's rule):
 * through the customers' trigram index when the key holds a trigram; a shorter key, which would read every customer,
 * is matched on each project's own customer instead.
 */
function customerMatches(keyword: string): SQL | undefined {
  const key = nameKeyOf(keyword);
  if (!key) return undefined;
  const pattern = containsPattern(key);
  return key.length >= 3
    ? sql`${project.customerId} in (select c.id from customer c where c.search_text like ${pattern})`
    : sql`(select c.search_text from customer c where c.id = ${project.customerId}) like ${pattern}`;
}

export async function listProjects(db: Executor, viewer: Viewer, query: ProjectListQuery, maxSize?: number): Promise<Page<Project>> {
  const today = todayOf(viewer);
  const request = pageRequest(query, maxSize);
  const conditions: (SQL | undefined)[] = [live, await visibleProjects(db, viewer)];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = containsPattern(keyword);
    conditions.push(or(ilike(project.projectNo, like), ilike(project.name, like), customerMatches(keyword)));
  }
  const statuses = codes(query.statusList, PROJECT_STATUS.codes, 'statusList');
  if (statuses.length > 0) conditions.push(inArray(project.status, statuses));
  const healths = codes(query.healthList, PROJECT_HEALTH.codes, 'healthList');
  if (healths.length > 0) conditions.push(inArray(project.health, healths));
  const typeId = given(query.projectTypeId);
  if (typeId) conditions.push(eq(project.projectTypeId, typeId));
  const pmId = given(query.pmUserId);
  if (pmId) conditions.push(eq(project.pmUserId, pmId));
  const customerId = given(query.customerId);
  if (customerId) conditions.push(eq(project.customerId, customerId));
  const segmentId = given(query.segmentId);
  if (segmentId) conditions.push(sql`${project.segmentId} in (select x.id from market_segment x where x.id = ${segmentId} or x.parent_id = ${segmentId})`);
  const from = given(query.dateFrom);
  if (from) conditions.push(gte(project.endDate, from));
  const to = given(query.dateTo);
  if (to) conditions.push(lte(project.startDate, to));
  const where = and(...conditions);
  // The page's ids and the count up to the cap in one statement on the project table alone, then their rows by id:
  // joining the names and computing progress for every match before the sort cost 20 ms at 2,000 projects.
  const sortedBy = orderOf(query.sort, today);
  const ordered = () => db.select({ id: project.id }).from(project).where(where).orderBy(...sortedBy);
  return keywordPage(db, request, {
    matching: db.select({ id: project.id }).from(project).where(where),
    // Without a keyword the filters are cheap to apply again: the page is the top of that scan. Re-reading a department's
    // few hundred matches one by one through the primary key to sort them was four fifths of the scoped list's reads.
    sorted: keyword ? (matched) => db.select({ id: project.id }).from(project).where(matched(project.id)).orderBy(...sortedBy) : ordered,
    ordered: ordered(),
    load: (ids) => loadProjects(db, today, ids),
  });
}

// ---------------------------------------------------------------- detail

export async function getProject(db: Executor, viewer: Viewer, id: number): Promise<ProjectDetail> {
  const { level } = await requireProject(db, viewer, id, 'READ');
  const today = todayOf(viewer);
  const [row] = await selectProjects(db, today).where(eq(project.id, id));
  const [counts] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${milestone.status} = 'DONE')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${milestone.status} = 'PLANNED' and ${milestone.dueDate} < ${today})`.mapWith(Number),
    })
    .from(milestone)
    .where(eq(milestone.projectId, id));
  return {
    ...toProject(row),
    createdAt: row.createdAt.toISOString(),
    milestoneCount: counts.all,
    doneMilestoneCount: counts.done,
    overdueMilestoneCount: counts.overdue,
    actions: actionsFor(viewer, level, row.status),
  };
}

/** Contracts of the project (Contract.projectId) the caller may see in the contract list. */
export async function projectContracts(db: Executor, viewer: Viewer, id: number): Promise<ProjectContract[]> {
  await requireProject(db, viewer, id, 'READ');
  return db
    .select({
      id: contract.id,
      contractNo: contract.contractNo,
      title: contract.title,
      customerName: customer.name,
      status: contract.status,
      contractDate: contract.contractDate,
      startDate: contract.startDate,
      endDate: contract.endDate,
      krwSupplyAmount: contract.krwSupplyAmount,
    })
    .from(contract)
    .innerJoin(customer, eq(customer.id, contract.customerId))
    .where(and(eq(contract.projectId, id), eq(contract.deletedYn, 'N'), await visibleContracts(db, viewer)))
    .orderBy(asc(contract.contractDate), asc(contract.id));
}

// ---------------------------------------------------------------- writing

function parse(input: ProjectBody): Values {
  const { version: _v, budgetHours, ...rest } = input;
  const values: Values = { ...rest };
  const errors: Record<string, string> = {};
  if (rest.name !== undefined) values.name = rest.name.trim();
  if (budgetHours !== undefined) {
    if (budgetHours !== null && Math.round(budgetHours * 100) !== budgetHours * 100) errors.budgetHours = API_MESSAGES.projectBudgetHours;
    else values.budgetHours = budgetHours === null ? null : budgetHours.toFixed(2);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

/** Required fields and the period as they will be stored; references that must exist (and be active when newly chosen). */
async function check(tx: Executor, next: Values, current: ProjectRow | null): Promise<void> {
  const errors: Record<string, string> = {};
  if (!next.name) errors.name = API_MESSAGES.projectNameRequired;
  if (!next.projectTypeId) errors.projectTypeId = API_MESSAGES.projectTypeRequired;
  if (!next.pmUserId) errors.pmUserId = API_MESSAGES.projectPmRequired;
  if (!next.startDate) errors.startDate = API_MESSAGES.projectStartRequired;
  if (!next.endDate) errors.endDate = API_MESSAGES.projectEndRequired;
  if (next.startDate && next.endDate && next.endDate < next.startDate) errors.endDate = API_MESSAGES.projectEndBeforeStart;
  if (next.projectTypeId && next.projectTypeId !== current?.projectTypeId) {
    const problem = await projectTypeProblem(tx, next.projectTypeId, current?.projectTypeId ?? null);
    if (problem) errors.projectTypeId = problem;
  }
  if (next.segmentId && next.segmentId !== current?.segmentId) {
    const problem = await segmentProblem(tx, next.segmentId, current?.segmentId ?? null);
    if (problem) errors.segmentId = problem;
  }
  if (next.customerId && next.customerId !== current?.customerId) {
    const [found] = await tx.select({ id: customer.id }).from(customer).where(and(eq(customer.id, next.customerId), eq(customer.deletedYn, 'N')));
    if (!found) errors.customerId = API_MESSAGES.projectCustomerUnknown;
  }
  if (next.pmUserId && next.pmUserId !== current?.pmUserId && !(await activeUser(tx, next.pmUserId))) errors.pmUserId = API_MESSAGES.projectPmUnknown;
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

export async function activeUser(tx: Executor, userId: number): Promise<{ name: string; deptId: number | null } | null> {
  const [user] = await tx
    .select({ name: appUser.name, deptId: appUser.deptId })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  return user ?? null;
}

type Named = { id: number; projectNo: string; name: string };

/** N-PROJECT-MEMBER-ADDED (DOMAIN §9) to a new member, unless they added themselves. */
export async function announceMember(tx: Executor, actor: Actor, p: Named, m: { userId: number; role: keyof typeof MEMBER_ROLE.labels; allocationPct: number; fromDate: string; toDate: string }) {
  if (m.userId === actor.actorId) return;
  await notify(tx, {
    userIds: [m.userId],
    category: 'OKR',
    type: 'PROJECT_MEMBER_ADDED',
    title: `프로젝트 참여: ${p.projectNo}`,
    body: `${p.name} 프로젝트에 ${MEMBER_ROLE.labels[m.role]} 역할로 참여합니다 (${m.fromDate} ~ ${m.toDate}, 투입률 ${m.allocationPct}%).`,
    contentLocation: `/project/${p.id}`,
    targetType: PROJECT_ENTITY,
    targetId: p.id,
    actorId: actor.actorId,
    now: actor.now,
  });
}

/** POST /api/project: number PRJ-YYYY-NNN from the start year, the PM as its first member, audit, in one transaction. */
export async function createProject(db: Database, viewer: Viewer, actor: Actor, input: ProjectBody): Promise<ProjectDetail> {
  const values = parse(input);
  const id = await db.transaction(async (tx) => {
    await check(tx, values, null);
    const home = await activeUser(tx, viewer.userId);
    const projectNo = await nextDocNumber(tx, 'PROJECT', values.startDate!);
    const [row] = await tx
      .insert(project)
      .values({
        ...values,
        name: values.name!,
        projectTypeId: values.projectTypeId!,
        pmUserId: values.pmUserId!,
        startDate: values.startDate!,
        endDate: values.endDate!,
        projectNo,
        ownerDeptId: home?.deptId ?? null,
        createdAt: actor.now,
        createdBy: actor.actorId,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .returning();
    const pm = { userId: row.pmUserId, role: 'PM' as const, allocationPct: PM_ALLOCATION_PCT, fromDate: row.startDate, toDate: row.endDate };
    await tx.insert(projectMember).values({ ...pm, projectId: row.id, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId });
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: row.id, action: 'CREATE', changes: [{ field: 'projectNo', old: null, new: projectNo }, ...created(row, AUDITED)] });
    await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: row.id, verb: 'CREATED', summary: `프로젝트 등록: ${projectNo}` });
    await announceMember(tx, actor, row, pm);
    return row.id;
  });
  return getProject(db, viewer, id);
}

/**
 * Members follow a new period: a member's dates that sat on the project's old start or end move with it, then
 * every member is kept inside the period; a member left with no day inside refuses the change.
 */
async function fitMembers(tx: Executor, actor: Actor, current: ProjectRow, start: string, end: string): Promise<void> {
  const members = await tx.select().from(projectMember).where(eq(projectMember.projectId, current.id));
  for (const m of members) {
    const from = m.fromDate === current.startDate || m.fromDate < start ? start : m.fromDate;
    const to = m.toDate === current.endDate || m.toDate > end ? end : m.toDate;
    if (from > to) throw validationError({ endDate: API_MESSAGES.projectMembersOutsidePeriod });
    if (from !== m.fromDate || to !== m.toDate) {
      await tx.update(projectMember).set({ fromDate: from, toDate: to, version: m.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(projectMember.id, m.id));
    }
  }
}

/** A new PM becomes the PM member (added, or their member row takes the role); the previous PM stays on as PL. */
async function handOver(tx: Executor, actor: Actor, current: ProjectRow, next: ProjectRow): Promise<void> {
  const stamp = { updatedAt: actor.now, updatedBy: actor.actorId };
  await tx.update(projectMember).set({ role: 'PL', ...stamp }).where(and(eq(projectMember.projectId, current.id), eq(projectMember.userId, current.pmUserId)));
  const [existing] = await tx.select().from(projectMember).where(and(eq(projectMember.projectId, current.id), eq(projectMember.userId, next.pmUserId)));
  if (existing) {
    await tx.update(projectMember).set({ role: 'PM', version: existing.version + 1, ...stamp }).where(eq(projectMember.id, existing.id));
    return;
  }
  const pm = { userId: next.pmUserId, role: 'PM' as const, allocationPct: PM_ALLOCATION_PCT, fromDate: next.startDate, toDate: next.endDate };
  await tx.insert(projectMember).values({ ...pm, projectId: current.id, createdAt: actor.now, createdBy: actor.actorId, ...stamp });
  await announceMember(tx, actor, next, pm);
}

/** PUT /api/project/{id}: version must match (409), closed projects refuse edits. */
export async function updateProject(db: Database, viewer: Viewer, actor: Actor, id: number, input: ProjectBody): Promise<ProjectDetail> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const values = parse(input);
  await db.transaction(async (tx) => {
    const current = await lockProject(tx, viewer, id, input.version!);
    const next = { ...current, ...values };
    await check(tx, next, current);
    const changes = diff(current, values, AUDITED);
    if (changes.length === 0) return;
    if (next.startDate !== current.startDate || next.endDate !== current.endDate) await fitMembers(tx, actor, current, next.startDate, next.endDate);
    if (next.pmUserId !== current.pmUserId) await handOver(tx, actor, current, next);
    await tx.update(project).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(project.id, id));
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: id, action: 'UPDATE', changes });
    await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: id, verb: 'UPDATED', summary: `프로젝트 수정 (${changes.length}개 항목)` });
  });
  return getProject(db, viewer, id);
}

/**
 * POST /api/project/{id}/status: a move of the lifecycle (DOMAIN §5). COMPLETED stamps actualEndDate with
 * today; reopening a COMPLETED or CANCELED project needs PROJECT_ADMIN and clears it.
 */
export async function moveProject(db: Database, viewer: Viewer, actor: Actor, id: number, status: ProjectStatus, version: number): Promise<ProjectDetail> {
  await db.transaction(async (tx) => {
    await requireProject(tx, viewer, id, 'WRITE');
    const [current] = await tx.select().from(project).where(eq(project.id, id)).for('update');
    if (current.version !== version) throw staleVersion();
    if (!PROJECT_MOVES[current.status].includes(status)) throw stateConflict(API_MESSAGES.projectMoveNotAllowed);
    const reopening = isClosed(current.status);
    if (reopening && !isProjectAdmin(viewer)) throw forbidden(API_MESSAGES.projectReopenAdminOnly);
    const actualEndDate = status === 'COMPLETED' ? kstDate(actor.now) : null;
    await tx.update(project).set({ status, actualEndDate, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(project.id, id));
    const changes = [{ field: 'status', old: current.status, new: status }];
    if (actualEndDate !== current.actualEndDate) changes.push({ field: 'actualEndDate', old: current.actualEndDate, new: actualEndDate } as never);
    await writeAudit(tx, actor, { entityType: PROJECT_ENTITY, entityId: id, action: 'STATE', changes });
    const summary = `${reopening ? '재개' : '상태 변경'}: ${PROJECT_STATUS.labels[current.status]} → ${PROJECT_STATUS.labels[status]}`;
    await recordActivity(tx, actor, { targetType: PROJECT_ENTITY, targetId: id, verb: 'STATE_CHANGED', summary });
  });
  return getProject(db, viewer, id);
}
