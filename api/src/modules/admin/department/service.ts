import {
  DEPARTMENT_CODE_PATTERN,
  DEPARTMENT_LIMITS,
  type Department,
  type DepartmentCreateBody,
  type DepartmentMembersBody,
  type DepartmentMoveBody,
  type DepartmentSummary,
  type DepartmentUpdateBody,
  type MembersMoved,
} from '@dure/shared/contracts/admin/department';
import { write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, eq, inArray, isNull, like, max, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { alias } from 'drizzle-orm/pg-core';
import { appUser, department, type DepartmentLevel } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, scopeOf } from '../../../lib/dataScope';
import { recordActivity } from '../../cross/activity/service';
import { notify } from '../../cross/notification/notify';
import { uniqueViolation } from '../../../lib/dbErrors';
import { badRequest, notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { isDate, kstDate, toKst } from '../../../lib/time';
import { childLevelOf, childPath, levelRank, pathIds, treeOrder } from './tree';
import { invalidateOwners } from '../../auth/token/invalidation';
import { josaOf } from '@dure/shared/format';

const ENTITY = 'DEPARTMENT';
const MEMBER_AUDITED = ['deptId'] as const;
const AUDITED = ['code', 'name', 'parentId', 'level', 'leaderUserId', 'costCenterCode', 'sortOrder', 'validFrom', 'validTo', 'path'] as const;
/** Korean field names for activity summaries (the history dialog takes them from the record registry). */
const FIELD_LABELS: Record<string, string> = { code: '부서코드', name: '부서명', leaderUserId: '부서장', costCenterCode: '코스트센터', sortOrder: '정렬순서' };
/** Serialises department moves so two concurrent moves cannot build a cycle together. */
const MOVE_LOCK_KEY = 4_711_2025;

type Row = typeof department.$inferSelect;
type Fields = Record<string, string>;

const live = eq(department.deletedYn, 'N');
/** A member is a non-deleted user who has not retired (LOCKED users still belong to their department). */
const memberOf = and(eq(appUser.deletedYn, 'N'), ne(appUser.status, 'RETIRED'));

// ---------------------------------------------------------------- reading

/** Every live department as the screen shows it, in tree order. */
async function loadViews(db: Executor): Promise<Department[]> {
  const leader = alias(appUser, 'leader');
  const rows = await db
    .select({ dept: department, leaderName: leader.name })
    .from(department)
    .leftJoin(leader, eq(leader.id, department.leaderUserId))
    .where(live);
  const members = await db.select({ deptId: appUser.deptId, n: count() }).from(appUser).where(memberOf).groupBy(appUser.deptId);

  const direct = new Map(members.map((m) => [m.deptId, Number(m.n)]));
  const subtree = new Map<number, number>();
  const children = new Map<number, number>();
  for (const { dept } of rows) {
    const n = direct.get(dept.id) ?? 0;
    for (const ancestor of pathIds(dept.path)) subtree.set(ancestor, (subtree.get(ancestor) ?? 0) + n);
    if (dept.parentId !== null) children.set(dept.parentId, (children.get(dept.parentId) ?? 0) + 1);
  }
  const views = rows.map(({ dept, leaderName }) => ({
    id: dept.id,
    code: dept.code,
    name: dept.name,
    parentId: dept.parentId,
    level: dept.level,
    sortOrder: dept.sortOrder,
    leaderUserId: dept.leaderUserId,
    leaderName: leaderName ?? null,
    costCenterCode: dept.costCenterCode,
    validFrom: dept.validFrom,
    validTo: dept.validTo,
    memberCount: subtree.get(dept.id) ?? 0,
    directMemberCount: direct.get(dept.id) ?? 0,
    subtreeMemberCount: subtree.get(dept.id) ?? 0,
    childCount: children.get(dept.id) ?? 0,
    hasChildren: (children.get(dept.id) ?? 0) > 0,
    version: dept.version,
    path: dept.path,
    updatedAt: toKst(dept.updatedAt),
  }));
  return treeOrder(views);
}

/**
 * Live departments; with a keyword, those whose name or code contains it plus their ancestors (so a tree can be drawn);
 * with `parentId` only that department's children (`root` = the top), for a lazily opened tree, and with `depth`
 * the levels below them too (`depth` levels in all, in tree order), so a tree opened two levels deep is one request.
 */
export async function listDepartments(db: Database, keyword?: string, parentId?: string, depth = 1): Promise<Department[]> {
  let views = await loadViews(db);
  if (parentId !== undefined) {
    const parent = parentId === 'root' ? null : Number(parentId);
    const wanted = new Set<number | null>([parent]);
    const kept = new Set<number>();
    for (let level = 0; level < depth; level++) {
      const found = views.filter((v) => wanted.has(v.parentId) && !kept.has(v.id));
      for (const v of found) kept.add(v.id);
      wanted.clear();
      for (const v of found) wanted.add(v.id);
    }
    views = views.filter((v) => kept.has(v.id));
  }
  const needle = keyword?.trim().toLowerCase();
  if (!needle) return views;
  const keep = new Set<number>();
  for (const v of views) {
    if (v.name.toLowerCase().includes(needle) || v.code.toLowerCase().includes(needle)) for (const id of pathIds(v.path)) keep.add(id);
  }
  return views.filter((v) => keep.has(v.id));
}

/** Every department's name and place in the tree — what an org chart shows — for department pickers on any screen. */
export async function departmentDirectory(db: Database): Promise<DepartmentSummary[]> {
  const views = await loadViews(db);
  const byId = new Map(views.map((v) => [v.id, v]));
  return views.map(({ id, name, parentId, sortOrder, validTo, path }) => ({
    id,
    name,
    parentId,
    sortOrder,
    validTo,
    pathName: pathIds(path)
      .map((p) => byId.get(p)?.name)
      .filter(Boolean)
      .join(' > '),
  }));
}

export async function getDepartment(db: Executor, id: number): Promise<Department> {
  const found = (await loadViews(db)).find((v) => v.id === id);
  if (!found) throw notFound(API_MESSAGES.departmentNotFound);
  return found;
}

// ---------------------------------------------------------------- checks

async function lockLive(tx: Executor, id: number): Promise<Row> {
  const [row] = await tx.select().from(department).where(and(eq(department.id, id), live)).limit(1).for('update');
  if (!row) throw notFound(API_MESSAGES.departmentNotFound);
  return row;
}

async function findLive(tx: Executor, id: number): Promise<Row | null> {
  const [row] = await tx.select().from(department).where(and(eq(department.id, id), live)).limit(1);
  return row ?? null;
}

function normaliseCode(raw: string, fields: Fields): string {
  const code = raw.trim().toUpperCase();
  if (!code) fields.code = API_MESSAGES.departmentCodeRequired;
  else if (!DEPARTMENT_CODE_PATTERN.test(code)) fields.code = API_MESSAGES.departmentCodeFormat;
  return code;
}

function normaliseName(raw: string, fields: Fields): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) fields.name = API_MESSAGES.departmentNameRequired;
  else if (name.length > DEPARTMENT_LIMITS.name) fields.name = API_MESSAGES.departmentNameTooLong;
  return name;
}

function normaliseCostCenter(raw: string | null | undefined, fields: Fields): string | null | undefined {
  if (raw === undefined) return undefined;
  const value = raw?.trim() || null;
  if (value && value.length > DEPARTMENT_LIMITS.costCenterCode) fields.costCenterCode = API_MESSAGES.departmentCostCenterTooLong;
  return value;
}

async function checkLeader(tx: Executor, leaderUserId: number | null | undefined, fields: Fields): Promise<void> {
  if (leaderUserId === undefined || leaderUserId === null) return;
  const [user] = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.id, leaderUserId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  if (!user) fields.leaderUserId = API_MESSAGES.departmentLeaderNotFound;
}

async function codeTaken(tx: Executor, code: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: department.id })
    .from(department)
    .where(and(eq(department.code, code), live, exceptId ? ne(department.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

async function siblingNameTaken(tx: Executor, parentId: number | null, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: department.id })
    .from(department)
    .where(
      and(
        parentId === null ? isNull(department.parentId) : eq(department.parentId, parentId),
        eq(department.name, name),
        live,
        exceptId ? ne(department.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function nextSortOrder(tx: Executor, parentId: number): Promise<number> {
  const [row] = await tx.select({ top: max(department.sortOrder) }).from(department).where(and(eq(department.parentId, parentId), live));
  return (row?.top ?? 0) + 10;
}

/** Runs a write; a unique-index race lost to another request becomes the same 400 the pre-checks give. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'department_code_uq') throw validationError({ code: API_MESSAGES.departmentCodeDuplicate });
    if (constraint === 'department_sibling_name_uq') throw validationError({ name: API_MESSAGES.departmentNameDuplicate });
    throw error;
  }
}

const stamp = (actor: Actor) => ({ updatedAt: actor.now, updatedBy: actor.actorId });

// ---------------------------------------------------------------- writing

export function createDepartment(db: Database, actor: Actor, input: DepartmentCreateBody): Promise<Department> {
  return guarded(() => db.transaction((tx) => createIn(tx, actor, input)));
}

export async function createIn(tx: Executor, actor: Actor, input: DepartmentCreateBody): Promise<Department> {
  const fields: Fields = {};
  const code = normaliseCode(input.code, fields);
  const name = normaliseName(input.name, fields);
  const costCenterCode = normaliseCostCenter(input.costCenterCode, fields) ?? null;
  await checkLeader(tx, input.leaderUserId, fields);

  const parentId = input.parentId ?? null;
  let parent: Row | null = null;
  let level: DepartmentLevel | null = input.level ?? null;
  if (parentId === null) {
    // Only the very first department (the company) has no parent.
    const [root] = await tx.select({ id: department.id }).from(department).where(and(isNull(department.parentId), live)).limit(1);
    if (root) fields.parentId = API_MESSAGES.departmentParentRequired;
    if (level !== null && level !== 'COMPANY') fields.level = API_MESSAGES.fieldChoice;
    level = 'COMPANY';
  } else {
    parent = await findLive(tx, parentId);
    if (!parent) fields.parentId = API_MESSAGES.departmentParentNotFound;
    else if (level === null) level = childLevelOf(parent.level);
    if (parent && (level === null || levelRank(level) <= levelRank(parent.level))) fields.level = API_MESSAGES.departmentLevelTooHigh;
  }
  if (!fields.code && (await codeTaken(tx, code))) fields.code = API_MESSAGES.departmentCodeDuplicate;
  if (!fields.name && !fields.parentId && (await siblingNameTaken(tx, parentId, name))) fields.name = API_MESSAGES.departmentNameDuplicate;
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const [row] = await tx
    .insert(department)
    .values({
      code,
      name,
      parentId,
      level: level!,
      costCenterCode,
      leaderUserId: input.leaderUserId ?? null,
      sortOrder: input.sortOrder ?? (parent ? await nextSortOrder(tx, parent.id) : 0),
      validFrom: kstDate(actor.now),
      createdAt: actor.now,
      createdBy: actor.actorId,
      ...stamp(actor),
    })
    .returning();
  const path = childPath(parent?.path ?? '/', row.id);
  await tx.update(department).set({ path }).where(eq(department.id, row.id));
  // A department inside someone's subtree widens their scope.
  await invalidateOwners(tx, 'all');
  await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created({ ...row, path }, AUDITED) });
  await recordActivity(tx, actor, { targetType: ENTITY, targetId: row.id, verb: 'CREATED', summary: `부서 '${name}' 등록` });
  return getDepartment(tx, row.id);
}

export function updateDepartment(db: Database, actor: Actor, id: number, input: DepartmentUpdateBody): Promise<Department> {
  return guarded(() => db.transaction((tx) => updateIn(tx, actor, id, input)));
}

export async function updateIn(tx: Executor, actor: Actor, id: number, input: DepartmentUpdateBody): Promise<Department> {
  const current = await lockLive(tx, id);
  if (current.version !== input.version) throw staleVersion();

  const fields: Fields = {};
  const next: Partial<Row> = {
    code: normaliseCode(input.code, fields),
    name: normaliseName(input.name, fields),
  };
  const costCenterCode = normaliseCostCenter(input.costCenterCode, fields);
  if (costCenterCode !== undefined) next.costCenterCode = costCenterCode;
  if (input.leaderUserId !== undefined) {
    await checkLeader(tx, input.leaderUserId, fields);
    next.leaderUserId = input.leaderUserId;
  }
  if (input.sortOrder !== undefined) next.sortOrder = input.sortOrder;
  await applyValidity(tx, current, input, next, fields, kstDate(actor.now));
  if (!fields.code && (await codeTaken(tx, next.code!, id))) fields.code = API_MESSAGES.departmentCodeDuplicate;
  if (!fields.name && (await siblingNameTaken(tx, current.parentId, next.name!, id))) fields.name = API_MESSAGES.departmentNameDuplicate;
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const changes = diff(current, next, AUDITED);
  if (changes.length === 0) return getDepartment(tx, id);
  await tx
    .update(department)
    .set({ ...next, version: current.version + 1, ...stamp(actor) })
    .where(eq(department.id, id));
  // Members' cached owners carry the department name (GET /api/user/me).
  if (next.name !== current.name) await invalidateOwners(tx, 'all');
  await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes });
  await recordActivity(tx, actor, { targetType: ENTITY, targetId: id, verb: 'UPDATED', summary: `${changes.map((c) => FIELD_LABELS[c.field] ?? c.field).join(', ')} 수정` });
  if (next.leaderUserId !== undefined && next.leaderUserId !== current.leaderUserId) {
    await notifyLeaderChange(tx, actor, { id, name: next.name!, oldLeader: current.leaderUserId, newLeader: next.leaderUserId });
  }
  return getDepartment(tx, id);
}

/**
 * validFrom / validTo edits (reorganisation, DOMAIN §3): the range must be ordered,
 * and closing a department (validTo today or earlier) needs it empty of members.
 */
async function applyValidity(tx: Executor, current: Row, input: DepartmentUpdateBody, next: Partial<Row>, fields: Fields, today: string): Promise<void> {
  if (input.validFrom !== undefined) {
    if (!isDate(input.validFrom)) fields.validFrom = API_MESSAGES.dateFormat;
    else next.validFrom = input.validFrom;
  }
  if (input.validTo !== undefined) {
    if (input.validTo !== null && !isDate(input.validTo)) fields.validTo = API_MESSAGES.dateFormat;
    else next.validTo = input.validTo;
  }
  const from = next.validFrom ?? current.validFrom;
  const to = next.validTo === undefined ? current.validTo : next.validTo;
  if (to && to < from) fields.validTo ??= API_MESSAGES.departmentValidRange;
  const closing = to !== null && to <= today && (current.validTo === null || current.validTo > today);
  if (closing && !fields.validTo) {
    const [{ members }] = await tx.select({ members: count() }).from(appUser).where(and(eq(appUser.deptId, current.id), memberOf));
    if (members > 0) throw stateConflict(fill(API_MESSAGES.departmentHasMembers, { members, children: 0 }));
  }
}

/** DEPT_LEADER_CHANGED (DOMAIN §3, §9) to the old and the new leader, delivered after commit. */
async function notifyLeaderChange(
  tx: Executor,
  actor: Actor,
  change: { id: number; name: string; oldLeader: number | null; newLeader: number | null },
): Promise<void> {
  const base = { category: 'SYSTEM' as const, type: 'DEPT_LEADER_CHANGED', contentLocation: '/department', targetType: ENTITY, targetId: change.id, actorId: actor.actorId };
  if (change.newLeader !== null) {
    await notify(tx, { ...base, userIds: [change.newLeader], title: '부서장 지정', body: `'${change.name}' 부서장으로 지정되었습니다.` });
  }
  if (change.oldLeader !== null) {
    await notify(tx, { ...base, userIds: [change.oldLeader], title: '부서장 변경', body: `'${change.name}' 부서장이 다른 사람으로 바뀌었습니다.` });
  }
}

/** Re-parents a department; the materialised paths of its whole subtree change in the same transaction. */
export function moveDepartment(db: Database, actor: Actor, id: number, input: DepartmentMoveBody): Promise<Department> {
  return guarded(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MOVE_LOCK_KEY})`);
      const current = await lockLive(tx, id);
      if (current.version !== input.version) throw staleVersion();
      if (current.parentId === null) throw validationError({ parentId: API_MESSAGES.departmentRootMove });

      const parent = await findLive(tx, input.parentId);
      if (!parent) throw validationError({ parentId: API_MESSAGES.departmentParentNotFound });
      if (parent.path.startsWith(current.path)) throw validationError({ parentId: API_MESSAGES.departmentCycle });
      if (levelRank(current.level) <= levelRank(parent.level)) throw validationError({ parentId: API_MESSAGES.departmentLevelTooHigh });
      if (parent.id !== current.parentId && (await siblingNameTaken(tx, parent.id, current.name, id))) {
        throw validationError({ parentId: API_MESSAGES.departmentNameDuplicate });
      }

      const path = childPath(parent.path, id);
      const sortOrder = input.sortOrder ?? (parent.id === current.parentId ? current.sortOrder : await nextSortOrder(tx, parent.id));
      const next = { parentId: parent.id, path, sortOrder };
      const changes = diff(current, next, AUDITED);
      if (changes.length === 0) return getDepartment(tx, id);

      if (path !== current.path) {
        await tx
          .update(department)
          .set({ path: sql`${path} || substr(${department.path}, ${current.path.length + 1})` })
          .where(like(department.path, `${current.path}%`));
        await invalidateOwners(tx, 'all');
      }
      await tx
        .update(department)
        .set({ parentId: parent.id, sortOrder, version: current.version + 1, ...stamp(actor) })
        .where(eq(department.id, id));
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes });
      await recordActivity(tx, actor, { targetType: ENTITY, targetId: id, verb: 'UPDATED', summary: parent.id !== current.parentId ? `상위 부서를 '${parent.name}'${josaOf(parent.name, '으로/로')} 이동` : '정렬순서 변경' });
      return getDepartment(tx, id);
    }),
  );
}

/** Soft delete (closes the department today); refused while people or live sub-departments remain. */
export function deleteDepartment(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  return db.transaction(async (tx) => {
    const current = await lockLive(tx, id);
    if (current.parentId === null) throw badRequest(API_MESSAGES.departmentRootDelete);
    if (current.version !== version) throw staleVersion();

    const [{ members }] = await tx.select({ members: count() }).from(appUser).where(and(eq(appUser.deptId, id), memberOf));
    const [{ children }] = await tx.select({ children: count() }).from(department).where(and(eq(department.parentId, id), live));
    if (members > 0 || children > 0) {
      const template =
        members > 0 && children > 0
          ? API_MESSAGES.departmentHasMembersAndChildren
          : members > 0
            ? API_MESSAGES.departmentHasMembers
            : API_MESSAGES.departmentHasChildren;
      throw stateConflict(fill(template, { members, children }));
    }

    const validTo = kstDate(actor.now);
    await tx
      .update(department)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, validTo, version: current.version + 1, ...stamp(actor) })
      .where(eq(department.id, id));
    await writeAudit(tx, actor, {
      entityType: ENTITY,
      entityId: id,
      action: 'DELETE',
      changes: [
        { field: 'deletedYn', old: 'N', new: 'Y' },
        ...diff(current, { validTo }, AUDITED),
      ],
    });
    await recordActivity(tx, actor, { targetType: ENTITY, targetId: id, verb: 'STATE_CHANGED', summary: `부서 '${current.name}' 폐쇄` });
  });
}

/** Departments the caller may move people between: the scope of each area it writes (DEPARTMENT, USER_HR), joined. */
async function writableDepartments(tx: Executor, caller: ScopeCaller): Promise<(deptId: number) => boolean> {
  const areas = (['DEPARTMENT', 'USER_HR'] as const).filter((area) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(write(area)));
  const scopes = await Promise.all(areas.map((area) => scopeOf(tx, caller, area)));
  if (scopes.some((s) => s.kind === 'ORG')) return () => true;
  const ids = new Set(scopes.flatMap((s) => (s.kind === 'DEPT' ? s.deptIds : [])));
  return (deptId) => ids.has(deptId);
}

/**
 * Moves users' primary department from this department to an open target, one
 * audit row per user (PUT /api/department/{id}/members).
 */
export function moveMembers(db: Database, actor: Actor, caller: ScopeCaller, sourceId: number, input: DepartmentMembersBody): Promise<MembersMoved> {
  return db.transaction(async (tx) => {
    const within = await writableDepartments(tx, caller);
    await lockLive(tx, sourceId);
    if (!within(sourceId)) throw notFound(API_MESSAGES.departmentNotFound);
    const target = await findLive(tx, input.targetDeptId);
    const today = kstDate(actor.now);
    if (!target || !within(target.id)) throw validationError({ targetDeptId: API_MESSAGES.departmentNotFound });
    if (target.validTo !== null && target.validTo < today) throw validationError({ targetDeptId: API_MESSAGES.departmentClosedTarget });
    const ids = [...new Set(input.userIds)];
    const users = await tx
      .select()
      .from(appUser)
      .where(and(inArray(appUser.id, ids), eq(appUser.deletedYn, 'N')))
      .for('update');
    if (users.length !== ids.length || users.some((u) => u.deptId !== sourceId)) throw validationError({ userIds: API_MESSAGES.departmentMemberNotInSource });
    if (target.id === sourceId) return { moved: 0 };
    for (const user of users) {
      await tx
        .update(appUser)
        .set({ deptId: target.id, version: user.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(eq(appUser.id, user.id));
      await writeAudit(tx, actor, { entityType: 'USER', entityId: user.id, action: 'UPDATE', changes: diff(user, { deptId: target.id }, MEMBER_AUDITED) });
      await invalidateOwners(tx, user.id);
    }
    return { moved: users.length };
  });
}
