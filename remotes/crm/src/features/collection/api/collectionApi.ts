import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { Collection, CollectionBody, Receivable, ReceivableDetail } from '@dure/shared/contracts/crm/receivable';
import { queryOptions } from '@tanstack/react-query';

export type { Collection, CollectionMethod, Receivable } from '@dure/shared/contracts/crm/receivable';

const result = <T,>(r: { result: T }) => r.result;
/** Every receivable and collection of one customer or contract fits one page (the api's maximum). */
const ALL = 1000;

export const collectionApi = {
  receivables: (filter: { customerId?: number; contractId?: number; openYn?: 'Y' }) =>
    http.get('api/receivable', { searchParams: { ...filter, size: ALL, sort: 'dueDate,asc' } }).json<{ result: Page<Receivable> }>().then(result),
  collections: (customerId: number) => http.get('api/collection', { searchParams: { customerId, size: ALL } }).json<{ result: Page<Collection> }>().then(result),
  record: (input: CollectionBody) => http.post('api/collection', { json: input }).json<{ result: Collection }>().then(result),
  reverse: (id: number, version: number, reason?: string) => http.post(`api/collection/${id}/reverse`, { json: { version, reason } }).json<{ result: Collection }>().then(result),
  writeOff: (id: number, version: number, reason: string) => http.post(`api/receivable/${id}/write-off`, { json: { version, reason } }).json<{ result: ReceivableDetail }>().then(result),
};

/** The receivables of a contract, or a customer's (oldest due first); under `receivable` so every write refreshes them. */
export const receivablesOfQuery = (filter: { customerId?: number; contractId?: number; openYn?: 'Y' }) =>
  queryOptions({ queryKey: ['receivable', 'of', filter], queryFn: () => collectionApi.receivables(filter) });

/** A customer's collections, newest first, reversals included. */
export const collectionsOfQuery = (customerId: number) => queryOptions({ queryKey: ['collection', 'of', customerId], queryFn: () => collectionApi.collections(customerId) });

/** What a collection, its reversal or a write-off changes: receivables, collections, the bond figures and contract progress. */
export const COLLECTION_KEYS = [['receivable'], ['collection'], ['dashboard', 'bond'], ['contract']] as const;
