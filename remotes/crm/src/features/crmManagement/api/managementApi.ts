import { type Page, http } from '@dure/shared';

export type BoardCell = { week: string; total: number; byType: Record<string, number> };
export type BoardRow = { userId: number; userName: string; deptId: number | null; deptName: string | null; total: number; overdueNextActions: number; cells: BoardCell[] };
export type Board = { weeks: { week: string; fromDate: string; toDate: string }[]; types: { code: string; label: string }[]; rows: BoardRow[] };
export type TypeCode = { id: number; code: string; label: string; sortOrder: number; activeYn: 'Y' | 'N'; usageCount: number; version: number };
/** The few fields of a CRM record the feedback panel shows. */
export type RecordSummary = {
  id: number;
  activityTypeLabel: string;
  subject: string;
  customerName: string;
  status: 'PLANNED' | 'DONE' | 'CANCELED';
  activityAt: string;
  ownerUserName: string | null;
  nextActionOverdueYn: 'Y' | 'N';
};

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
  createType: (input: { code: string; label: string; sortOrder?: number }) => http.post('api/crm-record/types', { json: input }).json<{ result: TypeCode }>().then(result),
  updateType: (id: number, input: { label: string; sortOrder: number; activeYn: 'Y' | 'N'; version: number }) =>
    http.put(`api/crm-record/types/${id}`, { json: input }).json<{ result: TypeCode }>().then(result),
};
