import { queryOptions } from '@tanstack/react-query';
import { type InquiryQuery, managementApi } from './managementApi';

/** The pipeline's stages and codes, as the stage admin edits them. */
export const leadMetaQuery = () => queryOptions({ queryKey: ['lead', 'meta'], queryFn: managementApi.meta });

/** One page of the inbound inquiry queue. */
export const inquiriesQuery = (query: InquiryQuery) => queryOptions({ queryKey: ['inbound', 'list', query], queryFn: () => managementApi.inquiries(query) });

/** One page of open leads for reassignment. */
export const openLeadsQuery = (query: { page: number; size: number; keyword?: string; ownerUserId?: number }) =>
  queryOptions({ queryKey: ['lead', 'reassign', query], queryFn: () => managementApi.leads({ ...query, categoryList: 'OPEN' }) });
