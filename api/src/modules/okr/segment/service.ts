import type { Page } from '@dure/shared/contracts';
import type { PickedSegment, Segment, SegmentBody, SegmentCustomer, SegmentDetail, SegmentLead, SegmentListQuery, SegmentPageQuery } from '@dure/shared/contracts/okr/segment';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../../db/database';
import { SEGMENT_PRIORITIES, appUser, customer, department, lead, leadStage, marketSegment } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { scopeCondition, scopeOf } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { stateConflict, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { cappedCount, countedPage, pageRequest } from '../../../lib/page';
import { kstDate } from '../../../lib/time';
import { by, sortOf } from '../../../lib/sort';
import { AREA, type Caller, isSegmentAdmin, lockSegment, requireReadableSegment } from './access';
import { type FieldErrors, type SegmentValues, checkSegment, parseSegment } from './fields';
import { SEGMENT_ENTITY } from './record';
import { figureColumns, loadSegments, parentSegment, selectSegmentsCounted, shareSql, withShare } from './view';

type SegmentRow = typeof marketSegment.$inferSelect;

/** Fields written to the audit trail. */
export const AUDITED = [
  'code',
  'name',
  'parentId',
  'description',
  'tam',
  'sam',
  'som',
  'growthRatePct',
  'priority',
  'activeYn',
  'ownerUserId',
  'ownerDeptId',
] as const satisfies readonly (keyof SegmentRow)[];

const live = eq(marketSegment.deletedYn, 'N');

/** The calendar year (KST) whose sales make salesYtd. */
export const yearOf = (now: Date) => Number(kstDate(now).slice(0, 4));

// ---------------------------------------------------------------- list

function sortsOf(year: number): Record<string, SQL> {
  const f = figureColumns(year);
  return {
    tree: sql`coalesce(${parentSegment.code}, ${marketSegment.code})`,
    code: sql`${marketSegment.code}`,
    name: sql`${marketSegment.name}`,
    priority: sql`case ${marketSegment.priority} when 'CORE' then 1 when 'GROWTH' then 2 else 3 end`,
    tam: sql`${marketSegment.tam}`,
    sam: sql`${marketSegment.sam}`,
    som: sql`${marketSegment.som}`,
    growthRatePct: sql`${marketSegment.growthRatePct}`,
    customerCount: sql`${f.customerCount}`,
    openPipeline: sql`${f.openPipeline}`,
    salesYtd: sql`${f.salesYtd}`,
    sharePct: shareSql(year),
    ownerUserName: sql`${appUser.name}`,
    updatedAt: sql`${marketSegment.updatedAt}`,
  };
}

function orderOf(sort: string | undefined, year: number): SQL[] {
  const columns = sortsOf(year);
  const { field, dir } = sortOf(sort, columns, 'tree,asc');
  const first = by(columns[field], dir, true);
  // Within a market its row comes first, then its segments by code; `id desc` breaks the last ties (DOMAIN §1.5).
  const tree = field === 'tree' ? [sql`${marketSegment.parentId} is not null`, asc(marketSegment.code)] : [];
  return [first, ...tree, desc(marketSegment.id)];
}

function listOf<T extends string>(raw: string | undefined, allowed: readonly T[], field: string): T[] {
  const values = (raw ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
  if (values.some((v) => !allowed.includes(v as T))) throw validationError({ [field]: API_MESSAGES.fieldChoice });
  return values as T[];
}

export async function listSegments(db: Database, caller: Caller, query: SegmentListQuery, now: Date, maxSize?: number): Promise<Page<Segment>> {
  const year = yearOf(now);
  const request = pageRequest(query, maxSize);
  const scope = await scopeOf(db, caller, AREA);
  const conditions: (SQL | undefined)[] = [live, scopeCondition(scope, marketSegment.ownerDeptId, eq(marketSegment.ownerUserId, caller.userId))];
  const keyword = query.keyword?.trim();
  if (keyword) conditions.push(or(ilike(marketSegment.code, containsPattern(keyword)), ilike(marketSegment.name, containsPattern(keyword))));
  const priorities = listOf(query.priorityList, SEGMENT_PRIORITIES, 'priorityList');
  if (priorities.length > 0) conditions.push(inArray(marketSegment.priority, priorities));
  const [level] = listOf(query.level, ['MARKET', 'SEGMENT'] as const, 'level');
  if (level === 'MARKET') conditions.push(sql`${marketSegment.parentId} is null`);
  if (level === 'SEGMENT') conditions.push(sql`${marketSegment.parentId} is not null`);
  const [active] = listOf(query.activeYn, ['Y', 'N'] as const, 'activeYn');
  if (active) conditions.push(eq(marketSegment.activeYn, active));
  if (query.parentId) conditions.push(or(eq(marketSegment.parentId, query.parentId), eq(marketSegment.id, query.parentId)));
  if (query.ownerUserId) conditions.push(eq(marketSegment.ownerUserId, query.ownerUserId));
  const where = and(...conditions);
  const counted = () => db.select({ one: marketSegment.id }).from(marketSegment).where(where);
  const rows = await selectSegmentsCounted(db, year, cappedCount(counted()))
    .where(where)
    .orderBy(...orderOf(query.sort, year))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, withShare, counted);
}

// ---------------------------------------------------------------- detail

/** One segment in the caller's scope with its figures and, for a market, its segments. */
export async function getSegment(db: Executor, caller: Caller, id: number, now: Date): Promise<SegmentDetail> {
  await requireReadableSegment(db, caller, id);
  const year = yearOf(now);
  const [view] = await loadSegments(db, year, [id]);
  const [{ description }] = await db.select({ description: marketSegment.description }).from(marketSegment).where(eq(marketSegment.id, id));
  const childIds = (await db.select({ id: marketSegment.id }).from(marketSegment).where(and(eq(marketSegment.parentId, id), live))).map((r) => r.id);
  const children = (await loadSegments(db, year, childIds)).sort((a, b) => a.code.localeCompare(b.code));
  return { ...view, description, year, children };
}

/** Customers of a segment (a market: also of its segments), most sales this year first. */
export async function segmentCustomers(db: Executor, caller: Caller, id: number, query: SegmentPageQuery, now: Date): Promise<Page<SegmentCustomer>> {
  await requireReadableSegment(db, caller, id);
  const year = yearOf(now);
  const request = pageRequest(query);
  const inSegment = sql`${customer.segmentId} in (select x.id from market_segment x where x.id = ${id} or x.parent_id = ${id})`;
  const where = and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'), inSegment);
  const salesYtd = sql<number>`(select coalesce(sum(sl.amount), 0) from sales_ledger sl
    where sl.customer_id = ${customer.id} and sl.deleted_yn = 'N' and sl.ym between ${`${year}-01`} and ${`${year}-12`})`.mapWith(Number);
  const openPipeline = sql<number>`(select coalesce(sum(l.expected_amount), 0) from lead l join lead_stage st on st.id = l.stage_id
    where l.customer_id = ${customer.id} and l.deleted_yn = 'N' and st.category = 'OPEN')`.mapWith(Number);
  const counted = () => db.select({ one: customer.id }).from(customer).where(where);
  const rows = await db
    .select({
      id: customer.id,
      customerNo: customer.customerNo,
      name: customer.name,
      grade: customer.grade,
      status: customer.status,
      segmentId: customer.segmentId,
      segmentName: marketSegment.name,
      ownerUserName: appUser.name,
      salesYtd,
      openPipeline,
      cappedCount: cappedCount(counted()),
    })
    .from(customer)
    .leftJoin(marketSegment, eq(marketSegment.id, customer.segmentId))
    .leftJoin(appUser, eq(appUser.id, customer.ownerUserId))
    .where(where)
    .orderBy(desc(salesYtd), asc(customer.name), desc(customer.id))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, (row) => row, counted);
}

/** Open (OPEN-stage) leads of a segment (a market: also of its segments), largest expected amount first. */
export async function segmentLeads(db: Executor, caller: Caller, id: number, query: SegmentPageQuery): Promise<Page<SegmentLead>> {
  await requireReadableSegment(db, caller, id);
  const request = pageRequest(query);
  const inSegment = sql`${lead.segmentId} in (select x.id from market_segment x where x.id = ${id} or x.parent_id = ${id})`;
  const where = and(eq(lead.deletedYn, 'N'), eq(leadStage.category, 'OPEN'), inSegment);
  const counted = () => db.select({ one: lead.id }).from(lead).innerJoin(leadStage, eq(leadStage.id, lead.stageId)).where(where);
  const rows = await db
    .select({
      id: lead.id,
      leadNo: lead.leadNo,
      title: lead.title,
      customerId: lead.customerId,
      customerName: sql<string | null>`coalesce(${customer.name}, ${lead.prospectCompany})`,
      stageName: leadStage.name,
      probability: lead.probability,
      expectedAmount: lead.expectedAmount,
      expectedCloseDate: lead.expectedCloseDate,
      ownerUserName: appUser.name,
      cappedCount: cappedCount(counted()),
    })
    .from(lead)
    .innerJoin(leadStage, eq(leadStage.id, lead.stageId))
    .leftJoin(customer, eq(customer.id, lead.customerId))
    .leftJoin(appUser, eq(appUser.id, lead.ownerUserId))
    .where(where)
    .orderBy(desc(lead.expectedAmount), asc(lead.expectedCloseDate), desc(lead.id))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, (row) => row, counted);
}

// ---------------------------------------------------------------- writing

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** References and the two-level rule: the parent is a live market, a market with segments stays a market. */
async function checkReferences(tx: Executor, values: SegmentValues, selfId: number | null, errors: FieldErrors): Promise<void> {
  if (values.ownerUserId) {
    const [user] = await tx.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.id, values.ownerUserId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
    if (!user) errors.ownerUserId = API_MESSAGES.segmentOwnerNotFound;
  }
  if (values.ownerDeptId) {
    const [dept] = await tx.select({ id: department.id }).from(department).where(and(eq(department.id, values.ownerDeptId), eq(department.deletedYn, 'N')));
    if (!dept) errors.ownerDeptId = API_MESSAGES.segmentDeptNotFound;
  }
  if (values.parentId) {
    if (values.parentId === selfId) {
      errors.parentId = API_MESSAGES.segmentParentSelf;
    } else {
      const [parent] = await tx.select({ parentId: marketSegment.parentId }).from(marketSegment).where(and(eq(marketSegment.id, values.parentId), live));
      if (!parent) errors.parentId = API_MESSAGES.segmentParentNotFound;
      else if (parent.parentId !== null) errors.parentId = API_MESSAGES.segmentParentNotMarket;
      else if (selfId !== null) {
        const [child] = await tx.select({ id: marketSegment.id }).from(marketSegment).where(and(eq(marketSegment.parentId, selfId), live)).limit(1);
        if (child) errors.parentId = API_MESSAGES.segmentParentHasChildren;
      }
    }
  }
  if (values.code) {
    const [taken] = await tx
      .select({ id: marketSegment.id })
      .from(marketSegment)
      .where(and(eq(marketSegment.code, values.code), live, selfId === null ? undefined : ne(marketSegment.id, selfId)))
      .limit(1);
    if (taken) errors.code = API_MESSAGES.segmentCodeDuplicate;
  }
}

/** A unique-index race lost to a concurrent save answers the same field message as the pre-check. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'market_segment_code_uq') throw validationError({ code: API_MESSAGES.segmentCodeDuplicate });
    throw error;
  }
}

async function homeDept(tx: Executor, userId: number): Promise<number | null> {
  const [user] = await tx.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, userId));
  return user?.deptId ?? null;
}

/** POST /api/segment: checks, audit, in one transaction. */
export async function createSegment(db: Database, actor: Actor, caller: Caller, input: SegmentBody): Promise<SegmentDetail> {
  const { version: _version, ...fields } = input;
  const { values, errors } = parseSegment({ code: undefined, name: undefined, ...fields });
  if (!isSegmentAdmin(caller)) delete values.ownerDeptId;
  checkSegment(values, errors);
  failIf(errors);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      await checkReferences(tx, values, null, errors);
      failIf(errors);
      const now = actor.now;
      const [inserted] = await tx
        .insert(marketSegment)
        .values({
          ...values,
          code: values.code!,
          name: values.name!,
          ownerUserId: values.ownerUserId ?? caller.userId,
          ownerDeptId: values.ownerDeptId ?? (await homeDept(tx, caller.userId)),
          createdAt: now,
          createdBy: actor.actorId,
          updatedAt: now,
          updatedBy: actor.actorId,
        })
        .returning();
      await writeAudit(tx, actor, { entityType: SEGMENT_ENTITY, entityId: inserted.id, action: 'CREATE', changes: created(inserted, AUDITED) });
      return inserted.id;
    }),
  );
  return getSegment(db, caller, id, actor.now);
}

/** PUT /api/segment/{id}: the version must match (409 otherwise, nothing written). */
export async function updateSegment(db: Database, actor: Actor, caller: Caller, id: number, input: SegmentBody): Promise<SegmentDetail> {
  const { version, ...fields } = input;
  const { values, errors } = parseSegment(fields);
  if (version === undefined) errors.version = API_MESSAGES.fieldRequired;
  if (!isSegmentAdmin(caller)) delete values.ownerDeptId;
  failIf(errors);
  await guarded(() =>
    db.transaction(async (tx) => {
      const current = await lockSegment(tx, caller, id, version!);
      checkSegment({ ...current, growthRatePct: current.growthRatePct, ...values } as SegmentValues, errors);
      await checkReferences(tx, { ...values, code: values.code !== current.code ? values.code : undefined }, id, errors);
      failIf(errors);
      const changes = diff(current, values as Partial<SegmentRow>, AUDITED);
      if (changes.length === 0) return;
      await tx
        .update(marketSegment)
        .set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(eq(marketSegment.id, id));
      await writeAudit(tx, actor, { entityType: SEGMENT_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getSegment(db, caller, id, actor.now);
}

/** DELETE /api/segment/{id}: soft delete, refused while segments, customers, leads or sales plans use it. */
export async function deleteSegment(db: Database, actor: Actor, caller: Caller, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockSegment(tx, caller, id, version);
    const [child] = await tx.select({ id: marketSegment.id }).from(marketSegment).where(and(eq(marketSegment.parentId, id), live)).limit(1);
    if (child) throw stateConflict(API_MESSAGES.segmentDeleteHasChildren);
    const [used] = await rowsOf<{ used: boolean }>(
      tx,
      sql`select (exists (select 1 from customer where segment_id = ${id} and deleted_yn = 'N')
        or exists (select 1 from lead where segment_id = ${id} and deleted_yn = 'N')
        or exists (select 1 from sales_plan where segment_id = ${id} and deleted_yn = 'N')) as used`,
    );
    if (used?.used) throw stateConflict(API_MESSAGES.segmentDeleteInUse);
    await tx
      .update(marketSegment)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(marketSegment.id, id));
    await writeAudit(tx, actor, { entityType: SEGMENT_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

// ---------------------------------------------------------------- picker and checks for other modules

/** Live, active segments any signed-in user may pick (CRM forms): markets and their segments in tree order. */
export async function pickSegments(db: Executor, keyword: string | undefined): Promise<PickedSegment[]> {
  const text = keyword?.trim();
  const match = text ? or(ilike(marketSegment.code, containsPattern(text)), ilike(marketSegment.name, containsPattern(text)), ilike(parentSegment.name, containsPattern(text))) : undefined;
  const rows = await db
    .select({ id: marketSegment.id, code: marketSegment.code, name: marketSegment.name, parentId: marketSegment.parentId, parentName: parentSegment.name })
    .from(marketSegment)
    .leftJoin(parentSegment, eq(parentSegment.id, marketSegment.parentId))
    .where(and(live, eq(marketSegment.activeYn, 'Y'), match))
    .orderBy(sql`coalesce(${parentSegment.code}, ${marketSegment.code})`, sql`${marketSegment.parentId} is not null`, asc(marketSegment.code))
    .limit(500);
  return rows.map((r) => ({ ...r, level: r.parentId === null ? 'MARKET' : 'SEGMENT' }) satisfies PickedSegment);
}

/**
 * The Korean field message when a CRM record may not take this segment: unknown or deleted,
 * or inactive (unless the record already holds it). Null when it is fine.
 */
export async function segmentProblem(db: Executor, segmentId: number, currentId: number | null = null): Promise<string | null> {
  const [row] = await db.select({ activeYn: marketSegment.activeYn }).from(marketSegment).where(and(eq(marketSegment.id, segmentId), live));
  if (!row) return API_MESSAGES.segmentUnknown;
  if (row.activeYn !== 'Y' && segmentId !== currentId) return API_MESSAGES.segmentInactive;
  return null;
}

