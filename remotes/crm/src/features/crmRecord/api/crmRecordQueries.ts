import { queryOptions } from '@tanstack/react-query';
import { type CrmQuery, crmRecordApi, crmRecordList } from './crmRecordApi';

/** One page of the activity list (or one week of it), cached under its api query. */
export const crmRecordListQuery = (query: CrmQuery) =>
  queryOptions({ queryKey: ['crm-record', 'list', crmRecordList.apiQuery(query)], queryFn: () => crmRecordApi.list(query) });
