import { queryOptions } from '@tanstack/react-query';
import { crmRecordApi } from './crmRecordApi';

/** Every 영업활동 list's key (the list page caches its pages under it): writes mark them all stale. */
export const CRM_RECORD_LISTS_KEY = ['crmRecord', 'list'] as const;

/** One 영업활동 with its contacts, participants and next action. */
export const crmRecordDetailQuery = (id: number) => queryOptions({ queryKey: ['crmRecord', 'detail', id], queryFn: () => crmRecordApi.get(id) });
