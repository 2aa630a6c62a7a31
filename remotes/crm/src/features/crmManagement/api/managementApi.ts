import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import type { ActivityBoard as Board, ActivityType as TypeCode, ActivityTypeCreateBody, ActivityTypeUpdateBody, CrmRecord } from '@dure/shared/contracts/crm/crmRecord';

export type { ActivityBoardCell as BoardCell, ActivityBoardRow as BoardRow, ActivityBoard as Board, ActivityType as TypeCode } from '@dure/shared/contracts/crm/crmRecord';
/** The few fields of a CRM record the feedback panel shows. */
export type RecordSummary = Pick<CrmRecord, 'id' | 'activityTypeLabel' | 'subject' | 'customerName' | 'status' | 'activityAt' | 'ownerUserName' | 'nextActionOverdueYn'>;

const result = <T>(r: { result: T }) => r.result;

export const managementApi = {
  board: (fromWeek: string, toWeek: string, deptId?: number | null) =>
    http.get('api/crm-record/board', { searchParams: { fromWeek, toWeek, ...(deptId ? { deptId } : {}) } }).json<{ result: Board }>().then(result),
  records: (ownerUserId: number, fromDate: string, toDate: string) =>
    http
      .get('api/crm-record', { searchParams: { ownerUserId, fromDate, toDate, statusList: 'DONE', size: 100, sort: 'activityAt,desc' } })
      .json<{ result: Page<RecordSummary> }>()
      .then(result),
  types: () => http.get('api/crm-record/types', { searchParams: { includeInactiveYn: 'Y' } }).json<{ result: TypeCode[] }>().then(result),
  createType: (input: ActivityTypeCreateBody) => http.post('api/crm-record/types', { json: input }).json<{ result: TypeCode }>().then(result),
  updateType: (id: number, input: ActivityTypeUpdateBody) =>
    http.put(`api/crm-record/types/${id}`, { json: input }).json<{ result: TypeCode }>().then(result),
};
