import { type Static, Type } from 'typebox';
import { DateTime, Id, ListQuery, LocalDate, Nullable, OrEmpty, PageOf, Text, Version, Yn, labelled } from '../common';

/** 통화·환율 (DOMAIN §6 Currency, ExchangeRate, /currency/management). KRW is the base currency. */

export const BASE_CURRENCY = 'KRW';
export const CURRENCY_LIMITS = { name: 50, symbol: 5 } as const;
export const QUOTE_UNITS = [1, 100] as const;

/** BASE = 매매기준율. */
export const ExchangeRateType = labelled({ BASE: '매매기준율', TT_BUY: '전신환 매입율', TT_SELL: '전신환 매도율' }, '환율 종류');
export const EXCHANGE_RATE_TYPES = ExchangeRateType.codes;
export type ExchangeRateType = (typeof EXCHANGE_RATE_TYPES)[number];

export const ExchangeRateSource = labelled({ MANUAL: '직접 입력', BANK_FEED: '은행 연동' }, '출처');
export const EXCHANGE_RATE_SOURCES = ExchangeRateSource.codes;
export type ExchangeRateSource = (typeof EXCHANGE_RATE_SOURCES)[number];

const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 통화 코드' });
/** A rate as sent: a number or its decimal text (dec(12,4), KRW per quote unit). */
const RateValue = Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 99_999_999 }), Type.String({ maxLength: 16 })]);

export const Currency = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  symbol: Nullable(Type.String()),
  decimals: Type.Integer({ minimum: 0, maximum: 4 }),
  quoteUnit: Type.Integer({ minimum: 1 }),
  activeYn: Yn,
  baseYn: Yn,
  /** The latest BASE rate on or before today, with its date and whether it is stale (> 7 days). */
  latestRate: Nullable(Type.Number()),
  latestRateDate: Nullable(LocalDate),
  staleYn: Yn,
  updatedAt: DateTime,
  version: Version,
});
export type Currency = Static<typeof Currency>;

export const CurrencyBody = Type.Object({
  code: Type.Optional(Text(3)),
  name: Type.Optional(Text(CURRENCY_LIMITS.name)),
  symbol: Type.Optional(Nullable(Text(CURRENCY_LIMITS.symbol))),
  decimals: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
  quoteUnit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  activeYn: Type.Optional(Yn),
  version: Type.Optional(Version),
});
export type CurrencyBody = Static<typeof CurrencyBody>;

/** An active currency any signed-in user may pick (contract and cost forms). */
export const PickedCurrency = Type.Object({ code: Type.String(), name: Type.String(), symbol: Nullable(Type.String()), decimals: Type.Integer(), quoteUnit: Type.Integer() });
export type PickedCurrency = Static<typeof PickedCurrency>;

export const ExchangeRate = Type.Object({
  id: Id,
  currencyCode: Type.String(),
  currencyName: Type.String(),
  quoteUnit: Type.Integer(),
  rateDate: LocalDate,
  rateType: ExchangeRateType.schema,
  rate: Type.Number(),
  source: ExchangeRateSource.schema,
  updatedAt: DateTime,
  updatedByName: Nullable(Type.String()),
  version: Version,
});
export type ExchangeRate = Static<typeof ExchangeRate>;
export const ExchangeRatePage = PageOf(ExchangeRate);

export const ExchangeRateBody = Type.Object({
  currencyCode: Type.Optional(Text(3)),
  rateDate: Type.Optional(LocalDate),
  rateType: Type.Optional(ExchangeRateType.schema),
  rate: Type.Optional(RateValue),
  source: Type.Optional(ExchangeRateSource.schema),
  version: Type.Optional(Version),
});
export type ExchangeRateBody = Static<typeof ExchangeRateBody>;

export const EXCHANGE_RATE_SORTS = ['rateDate', 'currencyCode', 'rateType', 'rate', 'updatedAt'] as const;

export const ExchangeRateListQuery = ListQuery({
  currencyCode: OrEmpty(CurrencyCode),
  rateType: OrEmpty(ExchangeRateType.schema),
  fromDate: OrEmpty(LocalDate),
  toDate: OrEmpty(LocalDate),
});
export type ExchangeRateListQuery = Static<typeof ExchangeRateListQuery>;

export const RateOfDayQuery = Type.Object({
  currency: CurrencyCode,
  date: LocalDate,
  type: Type.Optional(ExchangeRateType.schema),
});
export type RateOfDayQuery = Static<typeof RateOfDayQuery>;

/** The rate in force on `date`: the latest on or before it; staleYn when more than 7 days older. */
export const RateOfDay = Type.Object({
  currencyCode: Type.String(),
  date: LocalDate,
  rateType: ExchangeRateType.schema,
  rate: Type.Number(),
  quoteUnit: Type.Integer(),
  rateDate: LocalDate,
  ageDays: Type.Integer({ minimum: 0 }),
  staleYn: Yn,
});
export type RateOfDay = Static<typeof RateOfDay>;
