import { queryOptions } from '@tanstack/react-query';
import { type UserQuery, userApi, userList } from './userApi';

/** One page of the user list, cached under its api query. */
export const userListQuery = (query: UserQuery) => queryOptions({ queryKey: ['user', 'list', userList.apiQuery(query)], queryFn: () => userApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const userListAt = (search: URLSearchParams) => userListQuery(userList.parse(search));

/** One user with HR data and granted codes. */
export const userQuery = (id: number) => queryOptions({ queryKey: ['user', 'detail', id], queryFn: () => userApi.get(id) });
