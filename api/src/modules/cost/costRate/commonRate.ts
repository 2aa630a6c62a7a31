import type { Page } from '@dure/shared/contracts';
import { COMMON_COST_RATE_SORTS, type CommonCostRate, type CommonCostRateBody, type CommonCostRateListQuery } from '@dure/shared/contracts/cost/costRate';
import { API_MESSAGES } from '@dure/shared/messages';
import { toFixedInt } from '@dure/shared/money';
import { type SQL, type SQLWrapper, and, asc, desc, eq, gte, ilike, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, commonCostRate, department, projectType } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { exclusionViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { containsPattern } from '../../../lib/like';
import { countedPage, cappedCount, pageRequest } from '../../../lib/page';
import { addDays } from '../../../lib/time';
import { orderOf as listOrder } from '../../../lib/sort';
import { assertNotInClosedMonth } from './closedMonth';
import { COMMON_RATE_ENTITY } from './record';

const live = eq(commonCostRate.deletedYn, 'N');
const AUDITED = ['code', 'name', 'basis', 'ratePct', 'deptId', 'projectTypeId', 'validFrom', 'validTo'] as const;
const CODE = /^[A-Z0-9_]{1,20}$/;

const columns = {
  id: commonCostRate.id,
  code: commonCostRate.code,
  name: commonCostRate.name,
  basis: commonCostRate.basis,
  ratePct: commonCostRate.ratePct,
  deptId: commonCostRate.deptId,
  deptName: department.name,
  projectTypeId: commonCostRate.projectTypeId,
  projectTypeName: projectType.name,
  validFrom: commonCostRate.validFrom,
  validTo: commonCostRate.validTo,
  updatedAt: commonCostRate.updatedAt,
  updatedByName: appUser.name,
  version: commonCostRate.version,
};
type Row = Omit<CommonCostRate, 'updatedAt' | 'ratePct'> & { updatedAt: Date; ratePct: string };
const toView = (r: Row): CommonCostRate => ({ ...r, ratePct: Number(r.ratePct), updatedAt: r.updatedAt.toISOString() });

const SORTS: Record<(typeof COMMON_COST_RATE_SORTS)[number], SQLWrapper> = {
  validFrom: commonCostRate.validFrom,
  code: commonCostRate.code,
  basis: commonCostRate.basis,
  ratePct: commonCostRate.ratePct,
  updatedAt: commonCostRate.updatedAt,
};

const order = (sort: string | undefined): SQL[] => listOrder(sort, SORTS, 'validFrom,desc', [asc(commonCostRate.code), desc(commonCostRate.id)]);

/** Common cost rules by basis, department, project type and day in force; keyword over code and name. */
export async function listCommonRates(db: Executor, query: CommonCostRateListQuery, maxSize?: number): Promise<Page<CommonCostRate>> {
  const request = pageRequest(query, maxSize);
  const keyword = query.keyword?.trim();
  const where = and(
    live,
    query.basis ? eq(commonCostRate.basis, query.basis) : undefined,
    query.deptId ? eq(commonCostRate.deptId, Number(query.deptId)) : undefined,
    query.projectTypeId ? eq(commonCostRate.projectTypeId, Number(query.projectTypeId)) : undefined,
    query.onDate ? and(lte(commonCostRate.validFrom, query.onDate), or(isNull(commonCostRate.validTo), gte(commonCostRate.validTo, query.onDate))) : undefined,
    keyword ? or(ilike(commonCostRate.code, containsPattern(keyword)), ilike(commonCostRate.name, containsPattern(keyword))) : undefined,
  );
  const counted = () => db.select({ one: commonCostRate.id }).from(commonCostRate).where(where);
  const rows = await db
    .select({ ...columns, cappedCount: cappedCount(counted()) })
    .from(commonCostRate)
    .leftJoin(department, eq(department.id, commonCostRate.deptId))
    .leftJoin(projectType, eq(projectType.id, commonCostRate.projectTypeId))
    .leftJoin(appUser, eq(appUser.id, commonCostRate.updatedBy))
    .where(where)
    .orderBy(...order(query.sort))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, (r) => toView(r as unknown as Row), counted);
}

export async function getCommonRate(db: Executor, id: number): Promise<CommonCostRate> {
  const [row] = await db
    .select(columns)
    .from(commonCostRate)
    .leftJoin(department, eq(department.id, commonCostRate.deptId))
    .leftJoin(projectType, eq(projectType.id, commonCostRate.projectTypeId))
    .leftJoin(appUser, eq(appUser.id, commonCostRate.updatedBy))
    .where(and(eq(commonCostRate.id, id), live));
  if (!row) throw notFound(API_MESSAGES.commonRateNotFound);
  return toView(row as unknown as Row);
}

type Values = { code?: string; name?: string; basis?: CommonCostRate['basis']; ratePct?: string; deptId?: number | null; projectTypeId?: number | null; validFrom?: string; validTo?: string | null };

async function parse(tx: Executor, input: CommonCostRateBody, creating: boolean): Promise<Values> {
  const errors: Record<string, string> = {};
  const values: Values = {};
  if (input.code !== undefined || creating) {
    const code = input.code?.trim().toUpperCase() ?? '';
    if (!code) errors.code = API_MESSAGES.commonRateCodeRequired;
    else if (!CODE.test(code)) errors.code = API_MESSAGES.commonRateCodeFormat;
    values.code = code;
  }
  if (input.name !== undefined || creating) {
    const name = input.name?.trim() ?? '';
    if (!name) errors.name = API_MESSAGES.commonRateNameRequired;
    values.name = name;
  }
  if (input.basis !== undefined || creating) {
    if (!input.basis) errors.basis = API_MESSAGES.commonRateBasisRequired;
    values.basis = input.basis;
  }
  if (input.ratePct !== undefined || creating) {
    const r4 = input.ratePct === undefined ? null : toFixedInt(input.ratePct, 4);
    if (r4 === null || r4 <= 0n || r4 >= 10_000_000n) errors.ratePct = API_MESSAGES.commonRateValue;
    else values.ratePct = `${r4 / 10_000n}.${(r4 % 10_000n).toString().padStart(4, '0')}`;
  }
  if (input.deptId !== undefined) {
    if (input.deptId !== null) {
      const [d] = await tx.select({ id: department.id }).from(department).where(eq(department.id, input.deptId)).limit(1);
      if (!d) errors.deptId = API_MESSAGES.commonRateDeptUnknown;
    }
    values.deptId = input.deptId;
  }
  if (input.projectTypeId !== undefined) {
    if (input.projectTypeId !== null) {
      // DOMAIN §6: only project types that bear common cost (commonCostYn).
      const [p] = await tx
        .select({ id: projectType.id })
        .from(projectType)
        .where(and(eq(projectType.id, input.projectTypeId), eq(projectType.deletedYn, 'N'), eq(projectType.commonCostYn, 'Y')))
        .limit(1);
      if (!p) errors.projectTypeId = API_MESSAGES.commonRateProjectTypeUnknown;
    }
    values.projectTypeId = input.projectTypeId;
  }
  if (input.validFrom !== undefined || creating) {
    if (!input.validFrom) errors.validFrom = API_MESSAGES.rateValidFromRequired;
    values.validFrom = input.validFrom;
  }
  if (input.validTo !== undefined) values.validTo = input.validTo;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

type Key = { code: string; deptId: number | null; projectTypeId: number | null };

async function overlapping(tx: Executor, k: Key, validFrom: string, validTo: string | null, selfId: number | null) {
  return tx
    .select({ id: commonCostRate.id, validFrom: commonCostRate.validFrom, validTo: commonCostRate.validTo })
    .from(commonCostRate)
    .where(
      and(
        live,
        eq(commonCostRate.code, k.code),
        k.deptId === null ? isNull(commonCostRate.deptId) : eq(commonCostRate.deptId, k.deptId),
        k.projectTypeId === null ? isNull(commonCostRate.projectTypeId) : eq(commonCostRate.projectTypeId, k.projectTypeId),
        selfId === null ? undefined : ne(commonCostRate.id, selfId),
        or(isNull(commonCostRate.validTo), gte(commonCostRate.validTo, validFrom)),
        validTo === null ? undefined : lte(commonCostRate.validFrom, validTo),
      ),
    )
    .for('update');
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (exclusionViolation(error) === 'common_cost_rate_no_overlap') throw validationError({ validFrom: API_MESSAGES.commonRateOverlap });
    throw error;
  }
}

/** Create; like labour rates, a new open-ended rule closes the previous open rule of its (code, dept, type) at validFrom − 1. */
export async function createCommonRate(db: Database, actor: Actor, input: CommonCostRateBody): Promise<CommonCostRate> {
  const id = await guarded(() =>
    db.transaction(async (tx) => {
      const values = await parse(tx, input, true);
      const validTo = values.validTo ?? null;
      if (validTo && validTo < values.validFrom!) throw validationError({ validTo: API_MESSAGES.rateValidRange });
      await assertNotInClosedMonth(tx, values.validFrom!, 'validFrom');
      const key: Key = { code: values.code!, deptId: values.deptId ?? null, projectTypeId: values.projectTypeId ?? null };
      const hits = await overlapping(tx, key, values.validFrom!, validTo, null);
      const closable = validTo === null && hits.length === 1 && hits[0].validTo === null && hits[0].validFrom < values.validFrom!;
      if (hits.length > 0 && !closable) throw validationError({ validFrom: API_MESSAGES.commonRateOverlap });
      if (closable) {
        const closeAt = addDays(values.validFrom!, -1);
        await tx.update(commonCostRate).set({ validTo: closeAt, version: sql`${commonCostRate.version} + 1`, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(commonCostRate.id, hits[0].id));
        await writeAudit(tx, actor, { entityType: COMMON_RATE_ENTITY, entityId: hits[0].id, action: 'UPDATE', changes: [{ field: 'validTo', old: null, new: closeAt }] });
      }
      const [row] = await tx
        .insert(commonCostRate)
        .values({ ...key, name: values.name!, basis: values.basis!, ratePct: values.ratePct!, validFrom: values.validFrom!, validTo, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: COMMON_RATE_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return row.id;
    }),
  );
  return getCommonRate(db, id);
}

/** PUT with version (409 when stale); the new (code, dept, type, validity) must not overlap another rule. */
export async function updateCommonRate(db: Database, actor: Actor, id: number, input: CommonCostRateBody): Promise<CommonCostRate> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  await guarded(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(commonCostRate).where(and(eq(commonCostRate.id, id), live)).for('update');
      if (!current) throw notFound(API_MESSAGES.commonRateNotFound);
      if (current.version !== input.version) throw staleVersion();
      const values = await parse(tx, input, false);
      const next = { ...current, ...values };
      if (next.validTo && next.validTo < next.validFrom) throw validationError({ validTo: API_MESSAGES.rateValidRange });
      const changes = diff(current, values, AUDITED);
      if (changes.length === 0) return;
      await assertNotInClosedMonth(tx, next.validFrom < current.validFrom ? next.validFrom : current.validFrom, 'validFrom');
      if ((await overlapping(tx, { code: next.code, deptId: next.deptId, projectTypeId: next.projectTypeId }, next.validFrom, next.validTo, id)).length > 0) {
        throw validationError({ validFrom: API_MESSAGES.commonRateOverlap });
      }
      await tx.update(commonCostRate).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(commonCostRate.id, id));
      await writeAudit(tx, actor, { entityType: COMMON_RATE_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getCommonRate(db, id);
}

export async function deleteCommonRate(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(commonCostRate).where(and(eq(commonCostRate.id, id), live)).for('update');
    if (!current) throw notFound(API_MESSAGES.commonRateNotFound);
    if (current.version !== version) throw staleVersion();
    await assertNotInClosedMonth(tx, current.validFrom, 'validFrom');
    await tx.update(commonCostRate).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(commonCostRate.id, id));
    await writeAudit(tx, actor, { entityType: COMMON_RATE_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}
