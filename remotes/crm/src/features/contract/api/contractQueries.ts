import { queryOptions } from '@tanstack/react-query';
import { type ContractQuery, contractApi, contractList } from './contractApi';

/** One page of the contract list, cached under its api query. */
export const contractListQuery = (query: ContractQuery) =>
  queryOptions({ queryKey: ['contract', 'list', contractList.apiQuery(query)], queryFn: () => contractApi.list(query) });
