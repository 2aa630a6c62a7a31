import type { QueryAt } from '@dure/shared/remote';
import { costAccountTreeAt } from '../../costAccount/api/costAccountQueries';
import { periodListQuery, yearOf } from './costPeriodQueries';

/** /cost/management's first query at an address: the 월 마감 tab's months, else the account tree. */
export const costManagementAt: QueryAt = (search) => (search.get('tab') === 'close' ? periodListQuery(yearOf(search)) : costAccountTreeAt(search));
