import { queryOptions } from '@tanstack/react-query';
import { managementApi } from './managementApi';

/** The org-wide expiry board: contracts ending within 90 days (the board narrows it on screen). */
export const expiryBoardQuery = () => queryOptions({ queryKey: ['contract', 'management', 'expiring'], queryFn: () => managementApi.expiring(90) });

/** One page of ended (expired or terminated) contracts. */
export const closedContractsQuery = (query: { page: number; size: number; keyword?: string }) =>
  queryOptions({ queryKey: ['contract', 'management', 'closed', query], queryFn: () => managementApi.closed(query) });
