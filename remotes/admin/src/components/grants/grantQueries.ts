import { queryOptions } from '@tanstack/react-query';
import { type GrantQuery, grantApi, grantList } from './grantApi';

/** One page of every grant, cached under its api query. */
export const grantListQuery = (query: GrantQuery) => queryOptions({ queryKey: ['grant', 'list', grantList.apiQuery(query)], queryFn: () => grantApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const grantListAt = (search: URLSearchParams) => grantListQuery(grantList.parse(search));


/** The grants one person holds. */
export const userGrantsQuery = (userId: number) => queryOptions({ queryKey: ['grant', 'user', userId], queryFn: () => grantApi.ofUser(userId) });
