import { type Role, write } from '@dure/shared/access';
import type { User, UserCreated, UserListQuery } from '@dure/shared/contracts/admin/user';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, desc, eq, exists, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { type AuditChange, USER_STATUSES, type UserStatus, appUser, department, userAuthority, userExtraDept, userHr, userHrHistory } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { type DataScope, type ScopeCaller, inDeptSubtree, inScope, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { maskUserFields } from '../../../lib/masking';
import { MAX_PAGE_SIZE, type Page, pageRequest, toPage } from '../../../lib/page';
import { hashPassword } from '../../../lib/passwords';
import { kstDate } from '../../../lib/time';
import type { FileStorage } from '../../cross/file/storage';
import { type FieldErrors, SELF_EDITABLE, type UserFields, parseUserFields } from './fields';
import type { UserForm } from './form';
import { passwordProblems, temporaryPassword } from './passwordPolicy';
import { checkPhoto, retirePhoto, storePhoto, withStoredFiles } from './photo';
import { loadUserViews } from './view';
import { containsPattern } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';
import { invalidateOwners } from '../../auth/token/invalidation';

export const USER_ENTITY = 'USER';
const AREA = 'USER_HR' as const;
const USER_AUDITED = ['username', 'name', 'email', 'mobile', 'deptId', 'ceoYn', 'profileImageId'] as const;
const HR_AUDITED = ['employeeNo', 'hireDate', 'resignDate', 'jobGrade', 'position', 'employmentType', 'contractEndDate', 'birthDate', 'workLocation'] as const;
/** Personal data the audit trail records only as changed (DOMAIN §9: masked fields redacted). */
const REDACTED = new Set(['mobile', 'birthDate']);

export type Caller = ScopeCaller;
type UserRow = typeof appUser.$inferSelect;
type HrRow = typeof userHr.$inferSelect;

const live = eq(appUser.deletedYn, 'N');
const redact = (changes: AuditChange[]) =>
  changes.map((c) => (REDACTED.has(c.field) ? { field: c.field, old: c.old === null ? null : '***', new: c.new === null ? null : '***' } : c));

// ---------------------------------------------------------------- reading

/** Masks other users' personal fields unless the caller holds USER_HR_READ over them (DOMAIN §1.3). */
function visibleTo(caller: Caller, scope: DataScope, view: User): User {
  const self = view.id === caller.userId;
  const visible = self || (caller.authorities.has('ROLE_USER_HR_READ') && inScope(scope, view.deptId, self));
  return maskUserFields(view, visible);
}


const SORTS: Record<string, SQL> = {
  name: sql`${appUser.name}`,
  username: sql`${appUser.username}`,
  email: sql`${appUser.email}`,
  status: sql`${appUser.status}`,
  deptName: sql`${department.name}`,
  employeeNo: sql`${userHr.employeeNo}`,
  hireDate: sql`${userHr.hireDate}`,
  jobGrade: sql`${userHr.jobGrade}`,
  lastLoginAt: sql`${appUser.lastLoginAt}`,
  createdAt: sql`${appUser.createdAt}`,
  updatedAt: sql`${appUser.updatedAt}`,
};

const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'name,asc', [desc(appUser.id)]);

/** A page of the users in the caller's scope; `maxSize` lifts the page cap for the export's batches. */
export async function listUsers(db: Database, caller: Caller, query: UserListQuery, now: Date, maxSize = MAX_PAGE_SIZE): Promise<Page<User>> {
  const request = pageRequest(query, maxSize);
  const scope = await scopeOf(db, caller, AREA);
  const conditions: (SQL | undefined)[] = [live, scopeCondition(scope, appUser.deptId, eq(appUser.id, caller.userId))];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    conditions.push(or(ilike(appUser.name, pattern), ilike(appUser.username, pattern), ilike(appUser.email, pattern), ilike(userHr.employeeNo, pattern)));
  }
  if (typeof query.deptId === 'number') conditions.push(query.includeSubDeptYn === 'Y' ? inDeptSubtree(appUser.deptId, query.deptId) : eq(appUser.deptId, query.deptId));
  const statuses = (query.statusList ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses.some((s) => !USER_STATUSES.includes(s as UserStatus))) throw validationError({ statusList: API_MESSAGES.fieldChoice });
  if (statuses.length > 0) conditions.push(inArray(appUser.status, statuses as UserStatus[]));
  const code = query.authorityCode?.trim();
  if (code) {
    conditions.push(
      exists(db.select({ one: sql`1` }).from(userAuthority).where(and(eq(userAuthority.userId, appUser.id), eq(userAuthority.authorityCode, code)))),
    );
  }
  const where = and(...conditions);
  const order = orderOf(query.sort);
  const base = () => db.select({ id: appUser.id }).from(appUser).leftJoin(department, eq(department.id, appUser.deptId)).leftJoin(userHr, eq(userHr.userId, appUser.id));
  const [{ total }] = await db
    .select({ total: count() })
    .from(appUser)
    .leftJoin(userHr, eq(userHr.userId, appUser.id))
    .where(where);
  const ids = await base().where(where).orderBy(...order).limit(request.size).offset(request.offset);
  const views = await loadUserViews(db, ids.map((r) => r.id), now);
  return toPage(views.map((v) => visibleTo(caller, scope, v)), Number(total), request);
}

/** One user in the caller's USER_HR scope; out of scope answers 404 like a missing id (no existence leak). */
export async function getUser(db: Executor, caller: Caller, id: number, now: Date): Promise<User> {
  const scope = await scopeOf(db, caller, AREA);
  const [view] = await loadUserViews(db, [id], now);
  const self = view?.id === caller.userId;
  if (!view || !(self || inScope(scope, view.deptId, self))) throw notFound(API_MESSAGES.userNotFound);
  return visibleTo(caller, scope, view);
}

// ---------------------------------------------------------------- checks

/** Open department: not deleted and not closed (validTo in the past). */
async function openDepartments(tx: Executor, ids: number[], today: string): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: department.id })
    .from(department)
    .where(and(inArray(department.id, ids), eq(department.deletedYn, 'N'), or(isNull(department.validTo), sql`${department.validTo} >= ${today}`)));
  return new Set(rows.map((r) => r.id));
}

async function checkDepartments(tx: Executor, values: UserFields, scope: DataScope, today: string, errors: FieldErrors): Promise<void> {
  const wanted = [...(values.deptId !== undefined ? [values.deptId] : []), ...(values.extraDeptIds ?? [])];
  const open = await openDepartments(tx, wanted, today);
  if (values.deptId !== undefined && !open.has(values.deptId)) errors.deptId = API_MESSAGES.userDeptNotFound;
  else if (values.deptId !== undefined && scope.kind === 'DEPT' && !scope.deptIds.includes(values.deptId)) errors.deptId = API_MESSAGES.forbidden;
  if (values.extraDeptIds?.some((id) => !open.has(id))) errors.extraDeptIds = API_MESSAGES.userDeptNotFound;
}

async function checkUnique(tx: Executor, values: UserFields, exceptId: number | null, errors: FieldErrors): Promise<void> {
  const other = exceptId === null ? undefined : ne(appUser.id, exceptId);
  if (values.username && !errors.username) {
    const [row] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.username, values.username), other)).limit(1);
    if (row) errors.username = API_MESSAGES.usernameDuplicate;
  }
  if (values.email && !errors.email) {
    const [row] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.email, values.email), live, other)).limit(1);
    if (row) errors.email = API_MESSAGES.emailDuplicate;
  }
  if (values.employeeNo && !errors.employeeNo) {
    const [row] = await tx
      .select({ id: userHr.userId })
      .from(userHr)
      .where(and(eq(userHr.employeeNo, values.employeeNo), exceptId === null ? undefined : ne(userHr.userId, exceptId)))
      .limit(1);
    if (row) errors.employeeNo = API_MESSAGES.employeeNoDuplicate;
  }
}

/** Rules across HR fields on the values as they will be stored. */
function checkHr(hr: Partial<HrRow>, errors: FieldErrors): void {
  if (hr.employmentType === 'CONTRACT' && !hr.contractEndDate) errors.contractEndDate ??= API_MESSAGES.contractEndRequired;
  if (hr.resignDate && hr.hireDate && hr.resignDate < hr.hireDate) errors.resignDate ??= API_MESSAGES.resignBeforeHire;
}

/** A unique-index race lost to a concurrent request becomes the same 400 the pre-checks give. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'app_user_username_uq') throw validationError({ username: API_MESSAGES.usernameDuplicate });
    if (constraint === 'app_user_email_uq') throw validationError({ email: API_MESSAGES.emailDuplicate });
    if (constraint === 'user_hr_employee_no_uq') throw validationError({ employeeNo: API_MESSAGES.employeeNoDuplicate });
    throw error;
  }
}

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function replaceExtraDepts(tx: Executor, userId: number, deptIds: number[]): Promise<void> {
  await tx.delete(userExtraDept).where(eq(userExtraDept.userId, userId));
  if (deptIds.length > 0) await tx.insert(userExtraDept).values(deptIds.map((deptId) => ({ userId, deptId })));
}

const extraDeptsOf = async (tx: Executor, userId: number) =>
  (await tx.select({ deptId: userExtraDept.deptId }).from(userExtraDept).where(eq(userExtraDept.userId, userId))).map((r) => r.deptId).sort((a, b) => a - b);

// ---------------------------------------------------------------- writing

export type WriteContext = { db: Database; files: FileStorage; actor: Actor; caller: Caller };


/** POST /api/user/info: user, HR row, 겸직, ROLE_USER and photo in one transaction (DOMAIN §3). */
export async function createUser(ctx: WriteContext, form: UserForm): Promise<UserCreated> {
  const { values, errors } = parseUserFields(form.fields);
  const required = ['username', 'name', 'email', 'deptId', 'employeeNo', 'hireDate', 'jobGrade'] as const;
  for (const key of required) if (values[key] === undefined && !errors[key]) errors[key] = API_MESSAGES.fieldRequired;
  const hr: Partial<HrRow> = {
    employeeNo: values.employeeNo,
    hireDate: values.hireDate,
    resignDate: values.resignDate ?? null,
    jobGrade: values.jobGrade,
    position: values.position ?? null,
    employmentType: values.employmentType ?? 'REGULAR',
    contractEndDate: values.contractEndDate ?? null,
    birthDate: values.birthDate ?? null,
    workLocation: values.workLocation ?? null,
  };
  checkHr(hr, errors);
  if (values.password !== undefined && values.username) {
    const problems = await passwordProblems(values.password, { username: values.username });
    if (problems.length > 0) errors.password = problems[0];
  }
  failIf(errors);
  const mimeType = form.photo ? checkPhoto(form.photo) : null;

  const generated = values.password === undefined ? temporaryPassword() : undefined;
  const passwordHash = await hashPassword(values.password ?? generated!);
  const { db, files, actor, caller } = ctx;
  const now = actor.now;
  const scope = await scopeOf(db, caller, AREA);

  const id = await withStoredFiles(files, (stored) =>
    guarded(() =>
      db.transaction(async (tx) => {
        await checkDepartments(tx, values, scope, kstDate(now), errors);
        await checkUnique(tx, values, null, errors);
        failIf(errors);
        const [user] = await tx
          .insert(appUser)
          .values({
            username: values.username!,
            passwordHash,
            name: values.name!,
            email: values.email!,
            mobile: values.mobile ?? null,
            deptId: values.deptId!,
            ceoYn: values.ceoYn ?? 'N',
            mustChangeYn: generated ? 'Y' : 'N',
            passwordChangedAt: now,
            createdAt: now,
            createdBy: actor.actorId,
            updatedAt: now,
            updatedBy: actor.actorId,
          })
          .returning();
        await tx.insert(userHr).values({ ...(hr as HrRow), userId: user.id, updatedAt: now, updatedBy: actor.actorId });
        await replaceExtraDepts(tx, user.id, values.extraDeptIds ?? []);
        await tx.insert(userAuthority).values({ userId: user.id, authorityCode: 'ROLE_USER', grantedBy: actor.actorId, grantedAt: now });
        let profileImageId: number | null = null;
        if (form.photo && mimeType) {
          profileImageId = await storePhoto(tx, files, stored, { upload: form.photo, mimeType, userId: user.id, actorId: actor.actorId, now });
          await tx.update(appUser).set({ profileImageId }).where(eq(appUser.id, user.id));
        }
        const changes = [
          ...created({ ...user, profileImageId }, USER_AUDITED),
          ...created(hr as Record<string, unknown>, HR_AUDITED),
          ...(values.extraDeptIds?.length ? [{ field: 'extraDeptIds', old: null, new: values.extraDeptIds }] : []),
          { field: 'authorities', old: null, new: ['ROLE_USER'] },
        ];
        await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: user.id, action: 'CREATE', changes: redact(changes) });
        return user.id;
      }),
    ),
  );
  const [view] = await loadUserViews(db, [id], now);
  return generated ? { result: view, temporaryPassword: generated } : { result: view };
}

/** Fields sent with a value different from the stored one. */
function changedKeys(values: UserFields, user: UserRow, hr: HrRow | null, extraDeptIds: number[]): string[] {
  const current: Record<string, unknown> = { ...user, ...hr, extraDeptIds };
  return Object.entries(values)
    .filter(([key, value]) => {
      if (key === 'id' || key === 'version') return false;
      if (key === 'removeProfileImageYn') return value === 'Y';
      return JSON.stringify(value ?? null) !== JSON.stringify(current[key] ?? null);
    })
    .map(([key]) => key);
}

/**
 * PUT /api/user/info: USER_HR_WRITE edits users in scope; anyone edits their own
 * name, email, mobile and photo. username never changes.
 */
export async function updateUser(ctx: WriteContext, form: UserForm): Promise<User> {
  const { values, errors } = parseUserFields(form.fields);
  if (values.id === undefined && !errors.id) errors.id = API_MESSAGES.fieldRequired;
  if (values.version === undefined && !errors.version) errors.version = API_MESSAGES.fieldRequired;
  if (values.password !== undefined) errors.password = API_MESSAGES.fieldNotAllowed;
  failIf(errors);
  const mimeType = form.photo ? checkPhoto(form.photo) : null;
  const { db, files, actor, caller } = ctx;
  const now = actor.now;
  const id = values.id!;
  const self = id === caller.userId;
  const canWrite = caller.authorities.has(write(AREA) as Role) || caller.authorities.has('ROLE_SUPER');
  if (!self && !canWrite) throw forbidden();
  const scope = await scopeOf(db, caller, AREA);

  await withStoredFiles(files, (stored) =>
    guarded(() =>
      db.transaction(async (tx) => {
        const [user] = await tx.select().from(appUser).where(and(eq(appUser.id, id), live)).for('update');
        if (!user || !(self || inScope(scope, user.deptId, self))) throw notFound(API_MESSAGES.userNotFound);
        if (user.version !== values.version) throw staleVersion();
        const [hr] = await tx.select().from(userHr).where(eq(userHr.userId, id));
        const extraDeptIds = await extraDeptsOf(tx, id);

        const changed = changedKeys(values, user, hr ?? null, extraDeptIds);
        if (changed.includes('username')) throw validationError({ username: API_MESSAGES.usernameImmutable });
        if (!canWrite && changed.some((key) => !SELF_EDITABLE.has(key))) throw forbidden(API_MESSAGES.ownProfileOnly);
        const nextHr: Partial<HrRow> = { ...hr };
        for (const key of HR_AUDITED) if (values[key] !== undefined) (nextHr as Record<string, unknown>)[key] = values[key];
        if (!hr && HR_AUDITED.some((key) => values[key] !== undefined)) {
          for (const key of ['employeeNo', 'hireDate', 'jobGrade'] as const) if (!nextHr[key]) errors[key] ??= API_MESSAGES.fieldRequired;
        }
        checkHr(nextHr, errors);
        if (values.deptId !== undefined && values.deptId !== user.deptId) await checkDepartments(tx, { deptId: values.deptId }, scope, kstDate(now), errors);
        if (values.extraDeptIds !== undefined) await checkDepartments(tx, { extraDeptIds: values.extraDeptIds }, scope, kstDate(now), errors);
        await checkUnique(tx, { email: changed.includes('email') ? values.email : undefined, employeeNo: changed.includes('employeeNo') ? values.employeeNo : undefined }, id, errors);
        failIf(errors);

        const nextUser: Partial<UserRow> = {};
        for (const key of ['name', 'email', 'mobile', 'deptId', 'ceoYn'] as const) if (values[key] !== undefined) (nextUser as Record<string, unknown>)[key] = values[key];
        if (form.photo && mimeType) {
          nextUser.profileImageId = await storePhoto(tx, files, stored, { upload: form.photo, mimeType, userId: id, actorId: actor.actorId, now });
          await retirePhoto(tx, user.profileImageId);
        } else if (values.removeProfileImageYn === 'Y' && user.profileImageId !== null) {
          nextUser.profileImageId = null;
          await retirePhoto(tx, user.profileImageId);
        }
        const changes = [
          ...diff(user, nextUser, USER_AUDITED),
          ...(hr ? diff(hr, nextHr, HR_AUDITED) : created(nextHr as Record<string, unknown>, HR_AUDITED)),
          ...(values.extraDeptIds !== undefined && changed.includes('extraDeptIds') ? [{ field: 'extraDeptIds', old: extraDeptIds, new: values.extraDeptIds }] : []),
        ];
        if (changes.length === 0) return;

        await tx.update(appUser).set({ ...nextUser, version: user.version + 1, updatedAt: now, updatedBy: actor.actorId }).where(eq(appUser.id, id));
        if (HR_AUDITED.some((key) => values[key] !== undefined)) {
          const row = { ...(nextHr as HrRow), userId: id, updatedAt: now, updatedBy: actor.actorId };
          await tx.insert(userHr).values(row).onConflictDoUpdate({ target: userHr.userId, set: row });
          // UserHrHistory (DOMAIN §8): a grade change takes effect today; the rate lookup reads the grade as of a work date.
          if (hr && nextHr.jobGrade && nextHr.jobGrade !== hr.jobGrade) {
            await tx.insert(userHrHistory).values({ userId: id, field: 'jobGrade', effectiveDate: kstDate(now), oldValue: hr.jobGrade, newValue: nextHr.jobGrade, createdAt: now, createdBy: actor.actorId });
          }
        }
        if (values.extraDeptIds !== undefined && changed.includes('extraDeptIds')) await replaceExtraDepts(tx, id, values.extraDeptIds);
        await invalidateOwners(tx, id);
        await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: id, action: 'UPDATE', changes: redact(changes) });
      }),
    ),
  );
  return getUser(db, caller, id, now);
}

