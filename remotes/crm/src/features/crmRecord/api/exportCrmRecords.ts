import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { collectPages } from '../../../lib/collectPages';
import { type CrmQuery, type CrmRecord, OUTCOME_LABELS, STATUS_LABELS, crmRecordApi } from './crmRecordApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */

type Row = Record<string, unknown>;

const COLUMNS: SheetColumn<Row>[] = [
  { key: 'activityAt', title: '일시', type: 'text' },
  { key: 'activityType', title: '활동유형', type: 'text' },
  { key: 'status', title: '상태', type: 'text' },
  { key: 'subject', title: '제목', type: 'text' },
  { key: 'customerNo', title: '고객번호', type: 'text' },
  { key: 'customerName', title: '고객사', type: 'text' },
  { key: 'contacts', title: '고객 담당자', type: 'text' },
  { key: 'location', title: '장소', type: 'text' },
  { key: 'durationMin', title: '소요(분)', type: 'number' },
  { key: 'outcome', title: '결과', type: 'text' },
  { key: 'leadTitle', title: '관련 리드', type: 'text' },
  { key: 'nextActionAt', title: '다음 액션 일시', type: 'text' },
  { key: 'nextActionNote', title: '다음 액션', type: 'text' },
  { key: 'ownerUserName', title: '영업 담당', type: 'text' },
  { key: 'ownerDeptName', title: '부서', type: 'text' },
  { key: 'participants', title: '동행자', type: 'text' },
];

const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : null);

export const toSheetRow = (r: CrmRecord): Row => ({
  activityAt: minute(r.activityAt),
  activityType: r.activityTypeLabel,
  status: STATUS_LABELS[r.status],
  subject: r.subject,
  customerNo: r.customerNo,
  customerName: r.customerName,
  contacts: r.contacts.map((c) => c.name).join(', '),
  location: r.location,
  durationMin: r.durationMin,
  outcome: r.outcome ? OUTCOME_LABELS[r.outcome] : null,
  leadTitle: r.leadTitle,
  nextActionAt: minute(r.nextActionAt),
  nextActionNote: r.nextActionNote,
  ownerUserName: r.ownerUserName,
  ownerDeptName: r.ownerDeptName,
  participants: r.participants.map((p) => p.name).join(', '),
});

/** Pages through the filtered list and saves it as 영업활동_YYYYMMDD.xlsx; reports progress as 0–1. */
export async function exportCrmRecords(query: CrmQuery, onProgress: (done: number) => void, today: string): Promise<number> {
  const items = await collectPages((page, size) => crmRecordApi.list({ ...query, page, size }), onProgress);
  await exportXlsx(COLUMNS, items.map(toSheetRow), `영업활동_${today}`);
  return items.length;
}
