import { queryOptions } from '@tanstack/react-query';
import { type CrmQuery, crmRecordApi, crmRecordList } from './crmRecordApi';

/** One page of the activity list (or one week of it), cached under its api query. */
export const crmRecordListQuery = (query: CrmQuery) =>
  queryOptions({ queryKey: ['crm-record', 'list', crmRecordList.apiQuery(query)], queryFn: () => crmRecordApi.list(query) });

/** The list page's first query at an address, read as the page reads it: its route starts it with the page's code. */
export const crmRecordListAt = (search: URLSearchParams) => crmRecordListQuery(crmRecordList.parse(search));

/** The active activity types a record can take. */
export const activityTypesQuery = () => queryOptions({ queryKey: ['crm-record', 'types'], queryFn: () => crmRecordApi.types() });

/** What a record of the customer can name: its contacts and its leads and contracts. */
export const customerPicksQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['crm-record', 'customer-picks', customerId],
    queryFn: async () => {
      const [contacts, related] = await Promise.all([crmRecordApi.contacts(customerId), crmRecordApi.related(customerId)]);
      return { contacts, ...related };
    },
  });
