import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  EXCHANGE_RATE_SORTS,
  EXCHANGE_RATE_TYPES,
  type Currency,
  type CurrencyBody,
  type ExchangeRate,
  type ExchangeRateBody,
  type ExchangeRateType,
} from '@dure/shared/contracts/cost/currency';
import { type ListStateOf, choice, day, defineListState, text } from '@dure/shared/list-state';

export type { Currency, CurrencyBody, ExchangeRate, ExchangeRateBody, ExchangeRateType } from '@dure/shared/contracts/cost/currency';
export { BASE_CURRENCY, CURRENCY_LIMITS, ExchangeRateSource as RATE_SOURCE, ExchangeRateType as RATE_TYPE, QUOTE_UNITS } from '@dure/shared/contracts/cost/currency';

/** 환율 list state: the address, the api query, saved views and the export. */
export const rateList = defineListState({
  key: 'cost-exchange-rate-list',
  exportPath: 'api/exchange-rate/export.xlsx',
  fields: {
    keyword: text(),
    currencyCode: text(),
    rateType: choice<ExchangeRateType>(EXCHANGE_RATE_TYPES),
    fromDate: day(),
    toDate: day(),
  },
  sort: { initial: 'rateDate,desc', fields: EXCHANGE_RATE_SORTS },
});
export type RateQuery = ListStateOf<typeof rateList>;

const result = <T,>(r: { result: T }) => r.result;

export const currencyApi = {
  list: () => http.get('api/currency').json<{ result: Currency[] }>().then(result),
  create: (input: CurrencyBody) => http.post('api/currency', { json: input }).json<{ result: Currency }>().then(result),
  update: (id: number, version: number, input: CurrencyBody) => http.put(`api/currency/${id}`, { json: { ...input, version } }).json<{ result: Currency }>().then(result),
  rates: (query: RateQuery) => http.get('api/exchange-rate', { searchParams: rateList.apiQuery(query) }).json<{ result: Page<ExchangeRate> }>().then(result),
  createRate: (input: ExchangeRateBody) => http.post('api/exchange-rate', { json: input }).json<{ result: ExchangeRate }>().then(result),
  updateRate: (id: number, version: number, input: ExchangeRateBody) => http.put(`api/exchange-rate/${id}`, { json: { ...input, version } }).json<{ result: ExchangeRate }>().then(result),
  removeRate: (id: number, version: number) => http.delete(`api/exchange-rate/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
