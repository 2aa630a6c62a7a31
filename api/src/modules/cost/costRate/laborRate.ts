import type { Page } from '@dure/shared/contracts';
import { LABOR_COST_RATE_SORTS, type LaborCostRate, type LaborCostRateBody, type LaborCostRateListQuery, type LaborRateBasis, type RateLookup, type RateRule } from '@dure/shared/contracts/cost/costRate';
import type { JobGrade } from '@dure/shared/contracts/admin/user';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, type SQLWrapper, and, asc, desc, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, laborCostRate, taskActivity, userHr, userHrHistory } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { exclusionViolation } from '../../../lib/dbErrors';
import { forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { countedPage, cappedCount, pageRequest } from '../../../lib/page';
import { addDays } from '../../../lib/time';
import { seesSalary } from '../../../lib/masking';
import { by, sortOf } from '../../../lib/sort';
import { assertNotInClosedMonth } from './closedMonth';
import { LABOR_RATE_ENTITY, LABOR_RATE_USER_ENTITY } from './record';


const live = eq(laborCostRate.deletedYn, 'N');
const AUDITED = ['basis', 'jobGrade', 'userId', 'taskActivityId', 'hourlyRate', 'validFrom', 'validTo'] as const;
const entityOf = (basis: LaborRateBasis) => (basis === 'USER' ? LABOR_RATE_USER_ENTITY : LABOR_RATE_ENTITY);

const columns = {
  id: laborCostRate.id,
  basis: laborCostRate.basis,
  jobGrade: laborCostRate.jobGrade,
  userId: laborCostRate.userId,
  userName: sql<string | null>`(select u.name from app_user u where u.id = ${laborCostRate.userId})`,
  taskActivityId: laborCostRate.taskActivityId,
  taskActivityName: taskActivity.name,
  hourlyRate: laborCostRate.hourlyRate,
  validFrom: laborCostRate.validFrom,
  validTo: laborCostRate.validTo,
  updatedAt: laborCostRate.updatedAt,
  updatedByName: appUser.name,
  version: laborCostRate.version,
};
type Row = Omit<LaborCostRate, 'updatedAt' | 'maskedYn'> & { updatedAt: Date };

/** The view of a row for a viewer: USER rows carry hourlyRate null + maskedYn 'Y' without SALARY_MANAGEMENT_READ. */
function toView(r: Row, salary: boolean): LaborCostRate {
  const masked = r.basis === 'USER' && !salary;
  return { ...r, hourlyRate: masked ? null : Number(r.hourlyRate), maskedYn: masked ? 'Y' : 'N', updatedAt: r.updatedAt.toISOString() };
}

const SORTS: Record<(typeof LABOR_COST_RATE_SORTS)[number], SQLWrapper> = {
  validFrom: laborCostRate.validFrom,
  basis: laborCostRate.basis,
  jobGrade: laborCostRate.jobGrade,
  hourlyRate: laborCostRate.hourlyRate,
  updatedAt: laborCostRate.updatedAt,
};

function order(sort: string | undefined, salary: boolean): SQL[] {
  const { field, dir } = sortOf(sort, SORTS, 'validFrom,desc');
  // Sorting by a masked rate would leak its order: USER rows sort as if their rate were unknown.
  const column = field === 'hourlyRate' && !salary ? sql`case when ${laborCostRate.basis} = 'USER' then null else ${laborCostRate.hourlyRate} end` : SORTS[field];
  return [by(column, dir, true), asc(laborCostRate.basis), desc(laborCostRate.id)];
}

const selectRows = (db: Executor) =>
  db.select(columns).from(laborCostRate).leftJoin(taskActivity, eq(taskActivity.id, laborCostRate.taskActivityId)).leftJoin(appUser, eq(appUser.id, laborCostRate.updatedBy));

/** Rates by basis, grade, user, activity and the day in force; newest validity first. */
export async function listLaborRates(db: Executor, query: LaborCostRateListQuery, salary: boolean, maxSize?: number): Promise<Page<LaborCostRate>> {
  const request = pageRequest(query, maxSize);
  const keyword = query.keyword?.trim();
  const where = and(
    live,
    query.basis ? eq(laborCostRate.basis, query.basis) : undefined,
    query.jobGrade ? eq(laborCostRate.jobGrade, query.jobGrade as JobGrade) : undefined,
    query.userId ? eq(laborCostRate.userId, Number(query.userId)) : undefined,
    query.taskActivityId ? eq(laborCostRate.taskActivityId, Number(query.taskActivityId)) : undefined,
    query.onDate ? and(lte(laborCostRate.validFrom, query.onDate), or(isNull(laborCostRate.validTo), gte(laborCostRate.validTo, query.onDate))) : undefined,
    keyword ? sql`exists (select 1 from app_user u where u.id = ${laborCostRate.userId} and u.name ilike ${containsPattern(keyword)})` : undefined,
  );
  const counted = () => db.select({ one: laborCostRate.id }).from(laborCostRate).where(where);
  const rows = await db
    .select({ ...columns, cappedCount: cappedCount(counted()) })
    .from(laborCostRate)
    .leftJoin(taskActivity, eq(taskActivity.id, laborCostRate.taskActivityId))
    .leftJoin(appUser, eq(appUser.id, laborCostRate.updatedBy))
    .where(where)
    .orderBy(...order(query.sort, salary))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, (r) => toView(r as unknown as Row, salary), counted);
}

export async function getLaborRate(db: Executor, id: number, salary: boolean): Promise<LaborCostRate> {
  const [row] = await selectRows(db).where(and(eq(laborCostRate.id, id), live));
  if (!row) throw notFound(API_MESSAGES.laborRateNotFound);
  return toView(row as unknown as Row, salary);
}

type Key = { basis: LaborRateBasis; jobGrade: JobGrade | null; userId: number | null; taskActivityId: number | null };
type Values = { hourlyRate?: number; validFrom?: string; validTo?: string | null };

async function parseKey(tx: Executor, input: LaborCostRateBody, errors: Record<string, string>): Promise<Key> {
  const basis = input.basis;
  if (!basis) errors.basis = API_MESSAGES.laborRateBasisRequired;
  const key: Key = { basis: basis ?? 'JOB_GRADE', jobGrade: null, userId: null, taskActivityId: input.taskActivityId ?? null };
  if (basis === 'JOB_GRADE') {
    if (!input.jobGrade) errors.jobGrade = API_MESSAGES.laborRateJobGradeRequired;
    key.jobGrade = (input.jobGrade ?? null) as Key['jobGrade'];
  } else if (basis === 'USER') {
    if (!input.userId) errors.userId = API_MESSAGES.laborRateUserRequired;
    else {
      const [u] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, input.userId)).limit(1);
      if (!u) errors.userId = API_MESSAGES.laborRateUserUnknown;
    }
    key.userId = input.userId ?? null;
  }
  if (key.taskActivityId !== null) {
    const [a] = await tx.select({ id: taskActivity.id }).from(taskActivity).where(and(eq(taskActivity.id, key.taskActivityId), eq(taskActivity.deletedYn, 'N'))).limit(1);
    if (!a) errors.taskActivityId = API_MESSAGES.laborRateActivityUnknown;
  }
  return key;
}

function parseValues(input: LaborCostRateBody, creating: boolean, errors: Record<string, string>): Values {
  const values: Values = {};
  if (input.hourlyRate !== undefined || creating) {
    if (input.hourlyRate === undefined || input.hourlyRate <= 0) errors.hourlyRate = API_MESSAGES.laborRateValue;
    values.hourlyRate = input.hourlyRate;
  }
  if (input.validFrom !== undefined || creating) {
    if (!input.validFrom) errors.validFrom = API_MESSAGES.rateValidFromRequired;
    values.validFrom = input.validFrom;
  }
  if (input.validTo !== undefined) values.validTo = input.validTo;
  return values;
}

const sameKey = (k: Key) =>
  and(
    live,
    eq(laborCostRate.basis, k.basis),
    k.jobGrade === null ? isNull(laborCostRate.jobGrade) : eq(laborCostRate.jobGrade, k.jobGrade),
    k.userId === null ? isNull(laborCostRate.userId) : eq(laborCostRate.userId, k.userId),
    k.taskActivityId === null ? isNull(laborCostRate.taskActivityId) : eq(laborCostRate.taskActivityId, k.taskActivityId),
  );

/** Rows of the key whose validity meets [from, to] (to null = open), other than `selfId`. */
async function overlapping(tx: Executor, k: Key, from: string, to: string | null, selfId: number | null) {
  return tx
    .select({ id: laborCostRate.id, validFrom: laborCostRate.validFrom, validTo: laborCostRate.validTo })
    .from(laborCostRate)
    .where(and(sameKey(k), selfId === null ? undefined : ne(laborCostRate.id, selfId), or(isNull(laborCostRate.validTo), gte(laborCostRate.validTo, from)), to === null ? undefined : lte(laborCostRate.validFrom, to)))
    .for('update');
}

/** The exclusion constraint `labor_cost_rate_no_overlap` catches what a concurrent writer slipped past the check. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (exclusionViolation(error) === 'labor_cost_rate_no_overlap') throw validationError({ validFrom: API_MESSAGES.rateOverlap });
    throw error;
  }
}

/**
 * Create. A new open-ended row closes the previous open row of its key at validFrom − 1 (audited on that row);
 * any other overlap is refused. USER rows need SALARY_MANAGEMENT_READ to write (the writer must see the rate).
 */
export async function createLaborRate(db: Database, actor: Actor, authorities: ReadonlySet<string>, input: LaborCostRateBody): Promise<LaborCostRate> {
  const salary = seesSalary(authorities);
  if (input.basis === 'USER' && !salary) throw forbidden(API_MESSAGES.laborRateMasked);
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const errors: Record<string, string> = {};
      const key = await parseKey(tx, input, errors);
      const values = parseValues(input, true, errors);
      const validTo = values.validTo ?? null;
      if (values.validFrom && validTo && validTo < values.validFrom) errors.validTo = API_MESSAGES.rateValidRange;
      if (Object.keys(errors).length > 0) throw validationError(errors);
      await assertNotInClosedMonth(tx, values.validFrom!, 'validFrom');
      const hits = await overlapping(tx, key, values.validFrom!, validTo, null);
      const closable = validTo === null && hits.length === 1 && hits[0].validTo === null && hits[0].validFrom < values.validFrom!;
      if (hits.length > 0 && !closable) throw validationError({ validFrom: API_MESSAGES.rateOverlap });
      if (closable) {
        const previous = hits[0];
        const closeAt = addDays(values.validFrom!, -1);
        await tx
          .update(laborCostRate)
          .set({ validTo: closeAt, version: sql`${laborCostRate.version} + 1`, updatedAt: actor.now, updatedBy: actor.actorId })
          .where(eq(laborCostRate.id, previous.id));
        await writeAudit(tx, actor, { entityType: entityOf(key.basis), entityId: previous.id, action: 'UPDATE', changes: [{ field: 'validTo', old: null, new: closeAt }] });
      }
      const [row] = await tx
        .insert(laborCostRate)
        .values({ ...key, hourlyRate: values.hourlyRate!, validFrom: values.validFrom!, validTo, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: entityOf(key.basis), entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return row.id;
    }),
  );
  return getLaborRate(db, id, salary);
}

/** PUT: hourlyRate and validity only; version must match (409); the new validity must not overlap. */
export async function updateLaborRate(db: Database, actor: Actor, authorities: ReadonlySet<string>, id: number, input: LaborCostRateBody): Promise<LaborCostRate> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const salary = seesSalary(authorities);
  await guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(laborCostRate).where(and(eq(laborCostRate.id, id), live)).for('update');
      if (!current) throw notFound(API_MESSAGES.laborRateNotFound);
      if (current.basis === 'USER' && !salary) throw forbidden(API_MESSAGES.laborRateMasked);
      if (current.version !== input.version) throw staleVersion();
      const keyChanged =
        (input.basis !== undefined && input.basis !== current.basis) ||
        (input.jobGrade !== undefined && input.jobGrade !== current.jobGrade) ||
        (input.userId !== undefined && input.userId !== current.userId) ||
        (input.taskActivityId !== undefined && input.taskActivityId !== current.taskActivityId);
      if (keyChanged) throw validationError({ basis: API_MESSAGES.laborRateKeyImmutable });
      const errors: Record<string, string> = {};
      const values = parseValues(input, false, errors);
      const from = values.validFrom ?? current.validFrom;
      const to = values.validTo !== undefined ? values.validTo : current.validTo;
      if (to && to < from) errors.validTo = API_MESSAGES.rateValidRange;
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const changes = diff(current, values, AUDITED);
      if (changes.length === 0) return;
      await assertNotInClosedMonth(tx, from < current.validFrom ? from : current.validFrom, 'validFrom');
      const key: Key = { basis: current.basis, jobGrade: current.jobGrade, userId: current.userId, taskActivityId: current.taskActivityId };
      if ((await overlapping(tx, key, from, to, id)).length > 0) throw validationError({ validFrom: API_MESSAGES.rateOverlap });
      await tx.update(laborCostRate).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(laborCostRate.id, id));
      await writeAudit(tx, actor, { entityType: entityOf(current.basis), entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getLaborRate(db, id, salary);
}

/** Soft delete with the version read (409 when stale). */
export async function deleteLaborRate(db: Database, actor: Actor, authorities: ReadonlySet<string>, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(laborCostRate).where(and(eq(laborCostRate.id, id), live)).for('update');
    if (!current) throw notFound(API_MESSAGES.laborRateNotFound);
    if (current.basis === 'USER' && !seesSalary(authorities)) throw forbidden(API_MESSAGES.laborRateMasked);
    if (current.version !== version) throw staleVersion();
    await assertNotInClosedMonth(tx, current.validFrom, 'validFrom');
    await tx.update(laborCostRate).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(laborCostRate.id, id));
    await writeAudit(tx, actor, { entityType: entityOf(current.basis), entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

// ---------------------------------------------------------------- lookup

/** The user's job grade as of `date` (UserHrHistory): newest change on or before it, else the old value of the first later change, else the current grade. */
export async function jobGradeOn(db: Executor, userId: number, date: string): Promise<string | null> {
  const [row] = await db
    .select({
      grade: sql<string | null>`coalesce(
        (select h.new_value from ${userHrHistory} h where h.user_id = ${userId} and h.field = 'jobGrade' and h.effective_date <= ${date} order by h.effective_date desc, h.id desc limit 1),
        (select h.old_value from ${userHrHistory} h where h.user_id = ${userId} and h.field = 'jobGrade' and h.effective_date > ${date} order by h.effective_date asc, h.id asc limit 1),
        (select ${userHr.jobGrade} from ${userHr} where ${userHr.userId} = ${userId}))`,
    })
    .from(sql`(select 1) as one`);
  return row?.grade ?? null;
}

const LOOKUP_ORDER: readonly RateRule[] = ['USER_ACTIVITY', 'USER', 'JOB_GRADE_ACTIVITY', 'JOB_GRADE'];

export type RateOf = { hourlyRate: number; rule: RateRule | null; rateId: number | null; jobGrade: string | null; rateMissing: boolean };

/**
 * rateOf(user, date, activity) (DOMAIN §6): USER+activity → USER → JOB_GRADE+activity → JOB_GRADE with the grade
 * as of the date; none → 0 and rateMissing. Unmasked: callers that show it mask USER rules themselves.
 */
export async function rateOf(db: Executor, userId: number, date: string, taskActivityId: number | null): Promise<RateOf> {
  const jobGrade = await jobGradeOn(db, userId, date);
  const rule = sql<RateRule>`case
    when ${laborCostRate.basis} = 'USER' and ${laborCostRate.taskActivityId} is not null then 'USER_ACTIVITY'
    when ${laborCostRate.basis} = 'USER' then 'USER'
    when ${laborCostRate.taskActivityId} is not null then 'JOB_GRADE_ACTIVITY'
    else 'JOB_GRADE' end`;
  const rows = await db
    .select({ id: laborCostRate.id, hourlyRate: laborCostRate.hourlyRate, rule })
    .from(laborCostRate)
    .where(
      and(
        live,
        lte(laborCostRate.validFrom, date),
        or(isNull(laborCostRate.validTo), gte(laborCostRate.validTo, date)),
        taskActivityId === null ? isNull(laborCostRate.taskActivityId) : or(isNull(laborCostRate.taskActivityId), eq(laborCostRate.taskActivityId, taskActivityId)),
        or(and(eq(laborCostRate.basis, 'USER'), eq(laborCostRate.userId, userId)), jobGrade === null ? sql`false` : and(eq(laborCostRate.basis, 'JOB_GRADE'), eq(laborCostRate.jobGrade, jobGrade as JobGrade))),
      ),
    );
  const best = rows.sort((a, b) => LOOKUP_ORDER.indexOf(a.rule) - LOOKUP_ORDER.indexOf(b.rule))[0];
  if (!best) return { hourlyRate: 0, rule: null, rateId: null, jobGrade, rateMissing: true };
  return { hourlyRate: Number(best.hourlyRate), rule: best.rule, rateId: best.id, jobGrade, rateMissing: false };
}

/** The lookup as the screens see it: a USER rule's rate is masked without SALARY_MANAGEMENT_READ. */
export async function lookupRate(db: Executor, salary: boolean, userId: number, date: string, taskActivityId: number | null): Promise<RateLookup> {
  const [u] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).limit(1);
  if (!u) throw notFound(API_MESSAGES.laborRateUserUnknown);
  const r = await rateOf(db, userId, date, taskActivityId);
  const masked = !salary && (r.rule === 'USER' || r.rule === 'USER_ACTIVITY');
  return {
    userId,
    date,
    taskActivityId,
    jobGrade: r.jobGrade,
    hourlyRate: masked ? null : r.hourlyRate,
    maskedYn: masked ? 'Y' : 'N',
    rule: r.rule,
    rateId: r.rateId,
    rateMissingYn: r.rateMissing ? 'Y' : 'N',
  };
}
