import { queryOptions } from '@tanstack/react-query';
import { commonCodeApi } from './commonCodeApi';

/** A common-code group's codes (with the inactive ones for its editor), cached under the group. */
export const commonCodeListQuery = (group: string, includeInactive = false) =>
  queryOptions({ queryKey: ['common-code', group, includeInactive ? 'all' : 'active'], queryFn: () => commonCodeApi.list(group, includeInactive) });
