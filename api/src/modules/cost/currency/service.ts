import type { Page } from '@dure/shared/contracts';
import {
  BASE_CURRENCY,
  type Currency,
  type CurrencyBody,
  EXCHANGE_RATE_SORTS,
  type ExchangeRate,
  type ExchangeRateBody,
  type ExchangeRateListQuery,
  type ExchangeRateType,
  type PickedCurrency,
  QUOTE_UNITS,
  type RateOfDay,
} from '@dure/shared/contracts/cost/currency';
import { API_MESSAGES } from '@dure/shared/messages';
import { defaultQuoteUnitOf, isStaleRate, rateAgeDays, toFixedInt } from '@dure/shared/money';
import { type SQL, type SQLWrapper, and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, currency, exchangeRate } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { countedPage, cappedCount, pageRequest } from '../../../lib/page';
import { kstDate } from '../../../lib/time';
import { CURRENCY_ENTITY, EXCHANGE_RATE_ENTITY } from './record';

// ---------------------------------------------------------------- currencies

/** The currencies every installation starts with (added once to an empty table; an admin's later edits stay). */
const DEFAULT_CURRENCIES = [
  { code: 'KRW', name: '대한민국 원', symbol: '₩', decimals: 0 },
  { code: 'USD', name: '미국 달러', symbol: '$', decimals: 2 },
  { code: 'EUR', name: '유로', symbol: '€', decimals: 2 },
  { code: 'JPY', name: '일본 엔', symbol: '¥', decimals: 0 },
  { code: 'CNY', name: '중국 위안', symbol: '¥', decimals: 2 },
  { code: 'GBP', name: '영국 파운드', symbol: '£', decimals: 2 },
  { code: 'VND', name: '베트남 동', symbol: '₫', decimals: 0 },
  { code: 'IDR', name: '인도네시아 루피아', symbol: 'Rp', decimals: 0 },
] as const;

export async function syncCurrencies(db: Database, now: Date): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(currency);
  if (n > 0) return 0;
  await db.insert(currency).values(DEFAULT_CURRENCIES.map((c, i) => ({ ...c, quoteUnit: defaultQuoteUnitOf(c.code), sortOrder: (i + 1) * 10, createdAt: now, updatedAt: now })));
  return DEFAULT_CURRENCIES.length;
}

const liveCurrency = eq(currency.deletedYn, 'N');
const CURRENCY_AUDITED = ['code', 'name', 'symbol', 'decimals', 'quoteUnit', 'activeYn'] as const;

/** Every currency with its latest BASE rate on or before today (staleYn when more than 7 days old; KRW never). */
export async function listCurrencies(db: Executor, now: Date): Promise<Currency[]> {
  const today = kstDate(now);
  const latest = sql<{ rate: string; rate_date: string } | null>`(
    select json_build_object('rate', r.rate, 'rate_date', r.rate_date) from exchange_rate r
    where r.currency_code = ${currency.code} and r.rate_type = 'BASE' and r.deleted_yn = 'N' and r.rate_date <= ${today}
    order by r.rate_date desc limit 1)`;
  const rows = await db.select({ c: currency, latest }).from(currency).where(liveCurrency).orderBy(asc(currency.sortOrder), asc(currency.code));
  return rows.map(({ c, latest: l }) => {
    const base = c.code === BASE_CURRENCY;
    const rateDate = l ? String(l.rate_date).slice(0, 10) : null;
    return {
      id: c.id,
      code: c.code,
      name: c.name,
      symbol: c.symbol,
      decimals: c.decimals,
      quoteUnit: c.quoteUnit,
      activeYn: c.activeYn,
      baseYn: base ? 'Y' : 'N',
      latestRate: base ? 1 : l ? Number(l.rate) : null,
      latestRateDate: base ? null : rateDate,
      staleYn: !base && (rateDate === null || isStaleRate(rateDate, today)) ? 'Y' : 'N',
      updatedAt: c.updatedAt.toISOString(),
      version: c.version,
    };
  });
}

async function getCurrency(db: Executor, id: number, now: Date): Promise<Currency> {
  const found = (await listCurrencies(db, now)).find((c) => c.id === id);
  if (!found) throw notFound(API_MESSAGES.currencyNotFound);
  return found;
}

export async function pickCurrencies(db: Executor): Promise<PickedCurrency[]> {
  return db
    .select({ code: currency.code, name: currency.name, symbol: currency.symbol, decimals: currency.decimals, quoteUnit: currency.quoteUnit })
    .from(currency)
    .where(and(liveCurrency, eq(currency.activeYn, 'Y')))
    .orderBy(asc(currency.sortOrder), asc(currency.code));
}

type CurrencyValues = Omit<CurrencyBody, 'version'>;

function parseCurrency(input: CurrencyBody, creating: boolean): CurrencyValues {
  const { version: _v, ...values } = input;
  const errors: Record<string, string> = {};
  if (creating) {
    const code = values.code?.trim().toUpperCase() ?? '';
    if (!/^[A-Z]{3}$/.test(code)) errors.code = API_MESSAGES.currencyCodeFormat;
    values.code = code;
    values.quoteUnit ??= defaultQuoteUnitOf(code);
  }
  if (values.name !== undefined || creating) {
    const name = values.name?.trim() ?? '';
    if (!name) errors.name = API_MESSAGES.currencyNameRequired;
    values.name = name;
  }
  if (values.symbol !== undefined) values.symbol = values.symbol?.trim() || null;
  if (values.quoteUnit !== undefined && !(QUOTE_UNITS as readonly number[]).includes(values.quoteUnit)) errors.quoteUnit = API_MESSAGES.currencyQuoteUnit;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

async function guardedCurrency<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'currency_code_uq') throw validationError({ code: API_MESSAGES.currencyCodeDuplicate });
    throw error;
  }
}

export async function createCurrency(db: Database, actor: Actor, input: CurrencyBody): Promise<Currency> {
  const values = parseCurrency(input, true);
  const id = await guardedCurrency(() =>
    db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: currency.id }).from(currency).where(and(eq(currency.code, values.code!), liveCurrency)).limit(1);
      if (taken) throw validationError({ code: API_MESSAGES.currencyCodeDuplicate });
      const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${currency.sortOrder}), 0)`.mapWith(Number) }).from(currency).where(liveCurrency);
      const [row] = await tx
        .insert(currency)
        .values({ sortOrder: last + 10, ...values, code: values.code!, name: values.name!, createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: CURRENCY_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, CURRENCY_AUDITED) });
      return row.id;
    }),
  );
  return getCurrency(db, id, actor.now);
}

/** PUT: the code never changes; KRW stays active at quote unit 1; version must match (409). */
export async function updateCurrency(db: Database, actor: Actor, id: number, input: CurrencyBody): Promise<Currency> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const values = parseCurrency(input, false);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(currency).where(and(eq(currency.id, id), liveCurrency)).for('update');
    if (!current) throw notFound(API_MESSAGES.currencyNotFound);
    if (current.version !== input.version) throw staleVersion();
    if (values.code !== undefined && values.code.trim().toUpperCase() !== current.code) throw validationError({ code: API_MESSAGES.currencyCodeImmutable });
    delete values.code;
    if (current.code === BASE_CURRENCY && ((values.activeYn ?? 'Y') !== 'Y' || (values.quoteUnit ?? 1) !== 1)) {
      throw validationError({ [values.activeYn === 'N' ? 'activeYn' : 'quoteUnit']: API_MESSAGES.currencyBaseLocked });
    }
    const changes = diff(current, values, CURRENCY_AUDITED);
    if (changes.length === 0) return;
    await tx.update(currency).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(currency.id, id));
    await writeAudit(tx, actor, { entityType: CURRENCY_ENTITY, entityId: id, action: 'UPDATE', changes });
  });
  return getCurrency(db, id, actor.now);
}

// ---------------------------------------------------------------- exchange rates

const liveRate = eq(exchangeRate.deletedYn, 'N');
const RATE_AUDITED = ['currencyCode', 'rateDate', 'rateType', 'rate', 'source'] as const;

const rateColumns = {
  id: exchangeRate.id,
  currencyCode: exchangeRate.currencyCode,
  currencyName: sql<string>`coalesce(${currency.name}, ${exchangeRate.currencyCode})`,
  quoteUnit: sql<number>`coalesce(${currency.quoteUnit}, 1)`.mapWith(Number),
  rateDate: exchangeRate.rateDate,
  rateType: exchangeRate.rateType,
  rate: exchangeRate.rate,
  source: exchangeRate.source,
  updatedAt: exchangeRate.updatedAt,
  updatedByName: appUser.name,
  version: exchangeRate.version,
};

type RateRow = { updatedAt: Date; rate: string } & Omit<ExchangeRate, 'updatedAt' | 'rate'>;
const toRateView = (r: RateRow): ExchangeRate => ({ ...r, rate: Number(r.rate), updatedAt: r.updatedAt.toISOString() });

const RATE_SORT_COLUMNS: Record<(typeof EXCHANGE_RATE_SORTS)[number], SQLWrapper> = {
  rateDate: exchangeRate.rateDate,
  currencyCode: exchangeRate.currencyCode,
  rateType: exchangeRate.rateType,
  rate: exchangeRate.rate,
  updatedAt: exchangeRate.updatedAt,
};

function rateOrder(sort: string | undefined): SQL[] {
  const [field = 'rateDate', dir = 'desc'] = (sort || 'rateDate,desc').split(',').map((s) => s.trim());
  const column = RATE_SORT_COLUMNS[field as keyof typeof RATE_SORT_COLUMNS];
  if (!Object.hasOwn(RATE_SORT_COLUMNS, field) || !['asc', 'desc'].includes(dir.toLowerCase())) throw validationError({ sort: API_MESSAGES.fieldChoice });
  const first = dir.toLowerCase() === 'desc' ? sql`${column} desc` : sql`${column} asc`;
  return [first, asc(exchangeRate.currencyCode), asc(exchangeRate.rateType), desc(exchangeRate.id)];
}

const selectRates = (db: Executor) =>
  db.select(rateColumns).from(exchangeRate).leftJoin(currency, and(eq(currency.code, exchangeRate.currencyCode), liveCurrency)).leftJoin(appUser, eq(appUser.id, exchangeRate.updatedBy));

/** Rates by currency, type and date range (inclusive); newest first by default. */
export async function listExchangeRates(db: Executor, query: ExchangeRateListQuery, maxSize?: number): Promise<Page<ExchangeRate>> {
  const request = pageRequest(query, maxSize);
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) throw validationError({ fromDate: API_MESSAGES.exchangeRateRange });
  const keyword = query.keyword?.trim().toUpperCase();
  const where = and(
    liveRate,
    query.currencyCode ? eq(exchangeRate.currencyCode, query.currencyCode) : undefined,
    keyword ? sql`${exchangeRate.currencyCode} like ${`%${keyword.replace(/[%_\\]/g, '')}%`}` : undefined,
    query.rateType ? eq(exchangeRate.rateType, query.rateType) : undefined,
    query.fromDate ? gte(exchangeRate.rateDate, query.fromDate) : undefined,
    query.toDate ? lte(exchangeRate.rateDate, query.toDate) : undefined,
  );
  const counted = () => db.select({ one: exchangeRate.id }).from(exchangeRate).where(where);
  const rows = await db
    .select({ ...rateColumns, cappedCount: cappedCount(counted()) })
    .from(exchangeRate)
    .leftJoin(currency, and(eq(currency.code, exchangeRate.currencyCode), liveCurrency))
    .leftJoin(appUser, eq(appUser.id, exchangeRate.updatedBy))
    .where(where)
    .orderBy(...rateOrder(query.sort))
    .limit(request.size)
    .offset(request.offset);
  return countedPage(db, request, rows, (r) => toRateView(r as RateRow), counted);
}

async function getExchangeRate(db: Executor, id: number): Promise<ExchangeRate> {
  const [row] = await selectRates(db).where(and(eq(exchangeRate.id, id), liveRate));
  if (!row) throw notFound(API_MESSAGES.exchangeRateNotFound);
  return toRateView(row as RateRow);
}

type RateValues = { currencyCode?: string; rateDate?: string; rateType?: ExchangeRateType; rate?: string; source?: ExchangeRate['source'] };

/** The body's values, checked; the rate as its dec(12,4) text. */
async function parseRate(tx: Executor, input: ExchangeRateBody, creating: boolean, today: string): Promise<RateValues> {
  const errors: Record<string, string> = {};
  const values: RateValues = {};
  if (input.currencyCode !== undefined || creating) {
    const code = input.currencyCode?.trim().toUpperCase() ?? '';
    if (!code) errors.currencyCode = API_MESSAGES.exchangeRateCurrencyRequired;
    else if (code === BASE_CURRENCY) errors.currencyCode = API_MESSAGES.exchangeRateBaseCurrency;
    else {
      const [known] = await tx.select({ id: currency.id }).from(currency).where(and(eq(currency.code, code), liveCurrency, eq(currency.activeYn, 'Y'))).limit(1);
      if (!known) errors.currencyCode = API_MESSAGES.currencyUnknown;
    }
    values.currencyCode = code;
  }
  if (input.rateDate !== undefined || creating) {
    if (!input.rateDate) errors.rateDate = API_MESSAGES.exchangeRateDateRequired;
    else if (input.rateDate > today) errors.rateDate = API_MESSAGES.exchangeRateFutureDate;
    values.rateDate = input.rateDate;
  }
  if (input.rateType !== undefined || creating) {
    if (!input.rateType) errors.rateType = API_MESSAGES.exchangeRateTypeRequired;
    values.rateType = input.rateType;
  }
  if (input.rate !== undefined || creating) {
    const rate4 = input.rate === undefined ? null : toFixedInt(input.rate, 4);
    if (rate4 === null || rate4 <= 0n) errors.rate = API_MESSAGES.exchangeRateValue;
    else values.rate = `${rate4 / 10_000n}.${(rate4 % 10_000n).toString().padStart(4, '0')}`;
  }
  if (input.source !== undefined) values.source = input.source;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return values;
}

async function guardedRate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'exchange_rate_day_uq') throw validationError({ rateDate: API_MESSAGES.exchangeRateDuplicate });
    throw error;
  }
}

async function dayTaken(tx: Executor, v: Required<Pick<RateValues, 'currencyCode' | 'rateDate' | 'rateType'>>, selfId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: exchangeRate.id })
    .from(exchangeRate)
    .where(and(liveRate, eq(exchangeRate.currencyCode, v.currencyCode), eq(exchangeRate.rateDate, v.rateDate), eq(exchangeRate.rateType, v.rateType), selfId === null ? undefined : ne(exchangeRate.id, selfId)))
    .limit(1);
  return Boolean(row);
}

export async function createExchangeRate(db: Database, actor: Actor, input: ExchangeRateBody): Promise<ExchangeRate> {
  const today = kstDate(actor.now);
  const id = await guardedRate(() =>
    db.transaction(async (tx) => {
      const values = await parseRate(tx, input, true, today);
      const key = { currencyCode: values.currencyCode!, rateDate: values.rateDate!, rateType: values.rateType! };
      if (await dayTaken(tx, key, null)) throw validationError({ rateDate: API_MESSAGES.exchangeRateDuplicate });
      const [row] = await tx
        .insert(exchangeRate)
        .values({ ...key, rate: values.rate!, source: values.source ?? 'MANUAL', createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: EXCHANGE_RATE_ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, RATE_AUDITED) });
      return row.id;
    }),
  );
  return getExchangeRate(db, id);
}

export async function updateExchangeRate(db: Database, actor: Actor, id: number, input: ExchangeRateBody): Promise<ExchangeRate> {
  if (input.version === undefined) throw validationError({ version: API_MESSAGES.fieldRequired });
  const today = kstDate(actor.now);
  await guardedRate(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(exchangeRate).where(and(eq(exchangeRate.id, id), liveRate)).for('update');
      if (!current) throw notFound(API_MESSAGES.exchangeRateNotFound);
      if (current.version !== input.version) throw staleVersion();
      const values = await parseRate(tx, input, false, today);
      const key = { currencyCode: values.currencyCode ?? current.currencyCode, rateDate: values.rateDate ?? current.rateDate, rateType: values.rateType ?? current.rateType };
      if (await dayTaken(tx, key, id)) throw validationError({ rateDate: API_MESSAGES.exchangeRateDuplicate });
      const changes = diff(current, values, RATE_AUDITED);
      if (changes.length === 0) return;
      await tx.update(exchangeRate).set({ ...values, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(exchangeRate.id, id));
      await writeAudit(tx, actor, { entityType: EXCHANGE_RATE_ENTITY, entityId: id, action: 'UPDATE', changes });
    }),
  );
  return getExchangeRate(db, id);
}

/** Soft delete with the version read (409 when stale). */
export async function deleteExchangeRate(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(exchangeRate).where(and(eq(exchangeRate.id, id), liveRate)).for('update');
    if (!current) throw notFound(API_MESSAGES.exchangeRateNotFound);
    if (current.version !== version) throw staleVersion();
    await tx.update(exchangeRate).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(exchangeRate.id, id));
    await writeAudit(tx, actor, { entityType: EXCHANGE_RATE_ENTITY, entityId: id, action: 'DELETE', changes: [{ field: 'deletedYn', old: 'N', new: 'Y' }] });
  });
}

/**
 * The rate of a day (DOMAIN §6): the latest of the type on or before `date`; staleYn when it is more than
 * 7 days older. KRW is 1 on every day. 404 with a Korean message when there is none.
 */
export async function rateOfDay(db: Executor, code: string, date: string, rateType: ExchangeRateType = 'BASE'): Promise<RateOfDay> {
  if (code === BASE_CURRENCY) return { currencyCode: code, date, rateType, rate: 1, quoteUnit: 1, rateDate: date, ageDays: 0, staleYn: 'N' };
  const [cur] = await db.select({ quoteUnit: currency.quoteUnit }).from(currency).where(and(eq(currency.code, code), liveCurrency)).limit(1);
  if (!cur) throw notFound(API_MESSAGES.currencyUnknown);
  const [row] = await db
    .select({ rate: exchangeRate.rate, rateDate: exchangeRate.rateDate })
    .from(exchangeRate)
    .where(and(liveRate, eq(exchangeRate.currencyCode, code), eq(exchangeRate.rateType, rateType), lte(exchangeRate.rateDate, date)))
    .orderBy(desc(exchangeRate.rateDate))
    .limit(1);
  if (!row) throw notFound(fill(API_MESSAGES.exchangeRateMissing, { currency: code, date }));
  return { currencyCode: code, date, rateType, rate: Number(row.rate), quoteUnit: cur.quoteUnit, rateDate: row.rateDate, ageDays: rateAgeDays(row.rateDate, date), staleYn: isStaleRate(row.rateDate, date) ? 'Y' : 'N' };
}
