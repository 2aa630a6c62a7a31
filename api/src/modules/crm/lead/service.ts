import type { Page } from '@dure/shared/contracts';
import type { Lead, LeadDetail, LeadFilters, LeadKanban, LeadKanbanQuery, LeadListQuery, LeadMeta } from '@dure/shared/contracts/crm/lead';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNull, like, lte, or, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { LEAD_PRIORITIES, STAGE_CATEGORIES, lead, leadStage } from '../../../db/schema';
import { type ScopeCaller, inDeptSubtree, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { notFound, validationError } from '../../../lib/httpErrors';
import { cappedCount, countedPage, keywordPage, pageRequest } from '../../../lib/page';
import { addDays, isDate, kstDayStart } from '../../../lib/time';
import { type Viewer, resolveRecord } from '../../cross/record/registry';
import { activeCodes, loadStages } from './lookup';
import { leadCustomerName, loadLeadRows, loadLines, loadStageHistory, selectLeadRows, selectLeadRowsCounted, toLeadView } from './view';
import { containsPattern } from '../../../lib/like';
import { orderOf as listOrder } from '../../../lib/sort';
import { nameKeyOf } from '../customer/normalize';

export const AREA = 'LEAD' as const;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);


/**
 * The list's keyword against `lead.search_text` (title, number, prospect company, customer
 * name; one trigram index): as typed, and normalised like customer names (`(주)`, spaces and
 * hyphens dropped) so `한빛 정밀` and `L2026000123` also match.
 */
function leadKeyword(raw: string | undefined): SQL | undefined {
  const typed = raw?.trim().toLowerCase() ?? '';
  if (!typed) return undefined;
  const normalised = nameKeyOf(typed);
  const patterns = [...new Set([typed, normalised].filter(Boolean))];
  return or(...patterns.map((p) => like(lead.searchText, containsPattern(p))));
}


/** WHERE of the caller's data scope and the list filters (DOMAIN §1.5). */
export async function leadConditions(db: Executor, caller: ScopeCaller, filters: LeadFilters): Promise<SQL[]> {
  const scope = await scopeOf(db, caller, AREA);
  const conditions: SQL[] = [eq(lead.deletedYn, 'N'), scopeCondition(scope, lead.ownerDeptId, eq(lead.ownerUserId, caller.userId))];
  const keyword = leadKeyword(filters.keyword);
  if (keyword) conditions.push(keyword);
  const stageIds = list(filters.stageIdList).map(Number);
  if (stageIds.some((n) => !Number.isSafeInteger(n) || n < 1)) throw validationError({ stageIdList: API_MESSAGES.fieldChoice });
  if (stageIds.length > 0) conditions.push(inArray(lead.stageId, stageIds));
  const categories = list(filters.categoryList);
  if (categories.some((c) => !(STAGE_CATEGORIES as readonly string[]).includes(c))) throw validationError({ categoryList: API_MESSAGES.fieldChoice });
  if (categories.length > 0) conditions.push(inArray(leadStage.category, categories as (typeof STAGE_CATEGORIES)[number][]));
  const priorities = list(filters.priorityList);
  if (priorities.some((p) => !(LEAD_PRIORITIES as readonly string[]).includes(p))) throw validationError({ priorityList: API_MESSAGES.fieldChoice });
  if (priorities.length > 0) conditions.push(inArray(lead.priority, priorities as (typeof LEAD_PRIORITIES)[number][]));
  const sources = list(filters.sourceList);
  if (sources.length > 0) conditions.push(inArray(lead.source, sources));
  if (filters.ownerUserId) conditions.push(eq(lead.ownerUserId, filters.ownerUserId));
  if (filters.mineYn === 'Y') conditions.push(eq(lead.ownerUserId, caller.userId));
  if (filters.customerId) conditions.push(eq(lead.customerId, filters.customerId));
  if (filters.segmentId) conditions.push(eq(lead.segmentId, filters.segmentId));
  if (filters.deptId) conditions.push(filters.includeSubDeptYn === 'Y' ? inDeptSubtree(lead.ownerDeptId, filters.deptId) : eq(lead.ownerDeptId, filters.deptId));
  const dates = {
    fromDate: filters.fromDate,
    toDate: filters.toDate,
    closedFromDate: filters.closedFromDate,
    closedToDate: filters.closedToDate,
    periodFromDate: filters.periodFromDate,
    periodToDate: filters.periodToDate,
  };
  for (const [field, value] of Object.entries(dates)) {
    if (value && !isDate(value)) throw validationError({ [field]: API_MESSAGES.leadDateInvalid });
  }
  if (filters.fromDate) conditions.push(gte(lead.expectedCloseDate, filters.fromDate));
  if (filters.toDate) conditions.push(lte(lead.expectedCloseDate, filters.toDate));
  const closedAt = sql`coalesce(${lead.wonAt}, ${lead.lostAt})`;
  if (filters.closedFromDate) conditions.push(sql`${closedAt} >= ${kstDayStart(filters.closedFromDate).toISOString()}::timestamptz`);
  if (filters.closedToDate) conditions.push(sql`${closedAt} < ${kstDayStart(addDays(filters.closedToDate, 1)).toISOString()}::timestamptz`);
  const period = inPeriod(filters.periodFromDate, filters.periodToDate);
  if (period) conditions.push(period);
  const lostReasons = list(filters.lostReasonList);
  if (lostReasons.length > 0) conditions.push(inArray(lead.lostReason, lostReasons));
  if (filters.noLostReasonYn === 'Y') conditions.push(eq(leadStage.category, 'LOST'), isNull(lead.lostReason));
  return conditions;
}

/**
 * In play in the period as the lead dashboard counts a lead (dashboard/lead.ts): OPEN and expected
 * to close on these days, WON won on them, LOST lost on them (Seoul days). Needs `lead_stage` joined.
 */
function inPeriod(from: string | undefined, to: string | undefined): SQL | undefined {
  if (!from && !to) return undefined;
  const on = (at: SQL) =>
    and(
      from ? sql`${at} >= ${kstDayStart(from).toISOString()}::timestamptz` : undefined,
      to ? sql`${at} < ${kstDayStart(addDays(to, 1)).toISOString()}::timestamptz` : undefined,
    );
  return or(
    and(eq(leadStage.category, 'OPEN'), from ? gte(lead.expectedCloseDate, from) : undefined, to ? lte(lead.expectedCloseDate, to) : undefined),
    and(eq(leadStage.category, 'WON'), on(sql`${lead.wonAt}`)),
    and(eq(leadStage.category, 'LOST'), on(sql`${lead.lostAt}`)),
  );
}

const SORTS: Record<string, SQL | typeof lead.expectedCloseDate> = {
  expectedCloseDate: lead.expectedCloseDate,
  expectedAmount: sql`${lead.expectedAmount}`,
  weightedAmount: sql`${lead.weightedAmount}`,
  probability: sql`${lead.probability}`,
  leadNo: sql`${lead.leadNo}`,
  title: sql`${lead.title}`,
  customerName: leadCustomerName,
  stageName: sql`${leadStage.sortOrder}`,
  priority: sql`case ${lead.priority} when 'HIGH' then 3 when 'NORMAL' then 2 else 1 end`,
  createdAt: sql`${lead.createdAt}`,
  updatedAt: sql`${lead.updatedAt}`,
  stageChangedAt: sql`${lead.stageChangedAt}`,
};

/** `field,dir` → ORDER BY with `id desc` as tie-breaker; default expectedCloseDate asc (DOMAIN §4). */
const orderOf = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'expectedCloseDate,asc', [desc(lead.id)]);

export async function listLeads(db: Executor, caller: ScopeCaller, query: LeadListQuery, now: Date, maxSize?: number): Promise<Page<Lead>> {
  const request = pageRequest(query, maxSize);
  const where = and(...(await leadConditions(db, caller, query)));
  const matching = () => db.select({ id: lead.id }).from(lead).innerJoin(leadStage, eq(leadStage.id, lead.stageId));
  const sortedBy = orderOf(query.sort);
  if (!query.keyword?.trim()) {
    const counted = () => matching().where(where);
    const rows = await selectLeadRowsCounted(db, cappedCount(counted()))
      .where(where)
      .orderBy(...sortedBy)
      .limit(request.size)
      .offset(request.offset);
    return countedPage(db, request, rows, (r) => toLeadView(r, now), counted);
  }
  return keywordPage(db, request, {
    matching: matching().where(where),
    sorted: (matched) =>
      matching()
        .where(matched(lead.id))
        .orderBy(...sortedBy),
    ordered: matching()
      .where(where)
      .orderBy(...sortedBy),
    load: (ids) => loadLeadRows(db, ids, now),
  });
}

const DEFAULT_CARDS = 20;
const DEFAULT_CLOSED_DAYS = 90;

/**
 * The pipeline board: one column per active stage (and inactive ones still holding
 * open leads), OPEN leads in OPEN columns, WON/LOST columns only the leads closed in
 * the last `closedDays`. Each column: count, Σ expected, Σ weighted, first cards.
 */
export async function leadKanban(db: Executor, caller: ScopeCaller, query: LeadKanbanQuery, now: Date): Promise<LeadKanban> {
  const conditions = await leadConditions(db, caller, query);
  const since = new Date(now.getTime() - (query.closedDays ?? DEFAULT_CLOSED_DAYS) * 86_400_000);
  conditions.push(
    or(
      eq(leadStage.category, 'OPEN'),
      and(eq(leadStage.category, 'WON'), gte(lead.wonAt, since)),
      and(eq(leadStage.category, 'LOST'), gte(lead.lostAt, since)),
    ) as SQL,
  );
  const where = and(...conditions);
  const limit = query.limit ?? DEFAULT_CARDS;
  const stages = await loadStages(db);
  const totals = await db
    .select({ stageId: lead.stageId, count: count(), expected: sum(lead.expectedAmount), weighted: sum(lead.weightedAmount) })
    .from(lead)
    .innerJoin(leadStage, eq(leadStage.id, lead.stageId))
    .where(where)
    .groupBy(lead.stageId);
  const byStage = new Map(totals.map((t) => [t.stageId, t]));
  const shown = stages.filter((s) => (query.stageId ? s.id === query.stageId : s.activeYn === 'Y' || byStage.has(s.id)));
  // Closed columns show the latest closings first; open ones the nearest close date.
  const cardOrder = (category: string) =>
    category === 'OPEN' ? [asc(lead.expectedCloseDate), desc(lead.id)] : [desc(sql`coalesce(${lead.wonAt}, ${lead.lostAt})`), desc(lead.id)];
  const columns = await Promise.all(
    shown.map(async (stage) => {
      const total = byStage.get(stage.id);
      const rows = total
        ? await selectLeadRows(db)
            .where(and(where, eq(lead.stageId, stage.id)))
            .orderBy(...cardOrder(stage.category))
            .limit(limit)
            .offset(query.offset ?? 0)
        : [];
      const cardCount = Number(total?.count ?? 0);
      return {
        stage: { id: stage.id, code: stage.code, name: stage.name, category: stage.category, defaultProbability: stage.defaultProbability, activeYn: stage.activeYn },
        count: cardCount,
        expectedAmount: Number(total?.expected ?? 0),
        weightedAmount: Number(total?.weighted ?? 0),
        cards: rows.map((r) => toLeadView(r, now)),
        moreYn: (query.offset ?? 0) + rows.length < cardCount ? ('Y' as const) : ('N' as const),
      };
    }),
  );
  return { columns, closedDays: query.closedDays ?? DEFAULT_CLOSED_DAYS };
}

/** One lead the viewer may read (owner, dept scope, share, admin); otherwise 404 without telling which. */
export async function getLead(db: Executor, viewer: Viewer, id: number, now: Date): Promise<LeadDetail> {
  const access = await resolveRecord(db, viewer, 'LEAD', id);
  if (access.level === 'NONE') throw notFound(API_MESSAGES.leadNotFound);
  return loadLeadDetail(db, id, now, access.level === 'WRITE');
}

/**
 * The lead as the caller just saved it: a write already checked access, and a
 * reassignment may have moved the lead out of the caller's scope in that write.
 */
export async function savedLead(db: Executor, viewer: Viewer, id: number, now: Date): Promise<LeadDetail> {
  const access = await resolveRecord(db, viewer, 'LEAD', id);
  return loadLeadDetail(db, id, now, access.level === 'WRITE');
}

async function loadLeadDetail(db: Executor, id: number, now: Date, canWrite: boolean): Promise<LeadDetail> {
  const [row] = await selectLeadRows(db).where(and(eq(lead.id, id), eq(lead.deletedYn, 'N')));
  if (!row) throw notFound(API_MESSAGES.leadNotFound);
  const [lines, history] = await Promise.all([loadLines(db, id), loadStageHistory(db, [id])]);
  return { ...toLeadView(row, now), lines, stageHistory: history, canWrite };
}

/** Stages and the code lists the lead screens need (sources, lost reasons, contract types). */
export async function leadMeta(db: Executor): Promise<LeadMeta> {
  const [stages, sources, lostReasons, contractTypes] = await Promise.all([
    loadStages(db),
    activeCodes(db, 'LEAD_SOURCE'),
    activeCodes(db, 'LOST_REASON'),
    activeCodes(db, 'CONTRACT_TYPE'),
  ]);
  const inUse = await db
    .select({ stageId: lead.stageId, n: count() })
    .from(lead)
    .where(eq(lead.deletedYn, 'N'))
    .groupBy(lead.stageId);
  const counts = new Map(inUse.map((r) => [r.stageId, Number(r.n)]));
  return {
    stages: stages.map((s) => ({
      id: s.id,
      code: s.code,
      name: s.name,
      category: s.category,
      sortOrder: s.sortOrder,
      defaultProbability: s.defaultProbability,
      staleDays: s.staleDays,
      activeYn: s.activeYn,
      version: s.version,
      leadCount: counts.get(s.id) ?? 0,
    })),
    sources,
    lostReasons,
    contractTypes,
  };
}

