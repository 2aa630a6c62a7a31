import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type RateQuery, currencyApi, rateList } from './currencyApi';

/** Every currency and rate query's first key part: a rate write changes the currencies' latest rates too. */
export const CURRENCY_KEY = ['currency'] as const;

export const currencyListQuery = () => queryOptions({ queryKey: [...CURRENCY_KEY, 'list'], queryFn: currencyApi.list });

/** One page of the rate list, cached under its api query. */
export const rateListQuery = (query: RateQuery) =>
  queryOptions({ queryKey: [...CURRENCY_KEY, 'rates', rateList.apiQuery(query)], queryFn: () => currencyApi.rates(query), placeholderData: keepPreviousData });

/** The rate list page's first query at an address, read as the page reads it. */
export const rateListAt = (search: URLSearchParams) => rateListQuery(rateList.parse(search));
