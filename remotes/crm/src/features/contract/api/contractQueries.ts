import { queryOptions } from '@tanstack/react-query';
import { type ContractQuery, contractApi, contractList, signedFileApi } from './contractApi';

/** One page of the contract list, cached under its api query. */
export const contractListQuery = (query: ContractQuery) =>
  queryOptions({ queryKey: ['contract', 'list', contractList.apiQuery(query)], queryFn: () => contractApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const contractListAt = (search: URLSearchParams) => contractListQuery(contractList.parse(search));

/** The files attached to the contract: the signed copy an approval names is picked among them. */
export const contractFilesQuery = (contractId: number) => queryOptions({ queryKey: ['contract', 'files', contractId], queryFn: () => signedFileApi.list(contractId) });
