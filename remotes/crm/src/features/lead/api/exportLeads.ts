import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { collectPages } from '../../../lib/collectPages';
import { type Lead, type LeadFilters, type LeadMeta, leadApi } from './leadApi';
import { PRIORITY_LABELS, labelOf } from '../labels';

/** DOMAIN §1.5: exports follow the list's filters and sort, up to 10,000 rows. */

type Row = Record<string, unknown>;

const COLUMNS: SheetColumn<Row>[] = [
  { key: 'leadNo', title: '리드번호', type: 'text' },
  { key: 'title', title: '리드명', type: 'text' },
  { key: 'customer', title: '고객사', type: 'text' },
  { key: 'stage', title: '단계', type: 'text' },
  { key: 'probability', title: '확률(%)', type: 'number' },
  { key: 'expectedAmount', title: '예상금액', type: 'number' },
  { key: 'weightedAmount', title: '가중금액', type: 'number' },
  { key: 'expectedCloseDate', title: '예상 계약일', type: 'date' },
  { key: 'source', title: '유입경로', type: 'text' },
  { key: 'priority', title: '중요도', type: 'text' },
  { key: 'owner', title: '담당자', type: 'text' },
  { key: 'dept', title: '소유부서', type: 'text' },
  { key: 'lostReason', title: '실주 사유', type: 'text' },
  { key: 'contractNo', title: '계약번호', type: 'text' },
];

const toRow = (l: Lead, meta: LeadMeta): Row => ({
  leadNo: l.leadNo,
  title: l.title,
  customer: l.customerName ?? l.prospectCompany,
  stage: l.stageName,
  probability: l.probability,
  expectedAmount: l.expectedAmount,
  weightedAmount: l.weightedAmount,
  expectedCloseDate: l.expectedCloseDate,
  source: labelOf(meta.sources, l.source),
  priority: PRIORITY_LABELS[l.priority],
  owner: l.ownerName,
  dept: l.ownerDeptName,
  lostReason: l.lostReason ? labelOf(meta.lostReasons, l.lostReason) : null,
  contractNo: l.contractNo,
});

/** Pages through the filtered list and saves it as 리드_YYYYMMDD.xlsx; reports progress as 0–1. */
export async function exportLeads(filters: LeadFilters, sort: string, meta: LeadMeta, onProgress: (done: number) => void, today: string): Promise<number> {
  const items = await collectPages((page, size) => leadApi.list({ ...filters, sort, page, size }), onProgress);
  await exportXlsx(COLUMNS, items.map((l) => toRow(l, meta)), `리드_${today}`);
  return items.length;
}
