import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { type ContractListItem, type ContractQuery, STATUS_LABELS, contractApi } from './contractApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;

type Row = Record<string, unknown>;

const COLUMNS: SheetColumn<Row>[] = [
  { key: 'contractNo', title: '계약번호', type: 'text' },
  { key: 'title', title: '계약명', type: 'text' },
  { key: 'customerName', title: '고객사', type: 'text' },
  { key: 'contractType', title: '계약유형', type: 'text' },
  { key: 'status', title: '상태', type: 'text' },
  { key: 'contractDate', title: '계약일', type: 'date' },
  { key: 'startDate', title: '시작일', type: 'date' },
  { key: 'endDate', title: '종료일', type: 'date' },
  { key: 'currencyCode', title: '통화', type: 'text' },
  { key: 'supplyAmount', title: '공급가액(계약통화)', type: 'number' },
  { key: 'krwSupplyAmount', title: '원화공급가', type: 'number' },
  { key: 'vatAmount', title: '부가세', type: 'number' },
  { key: 'totalAmount', title: '합계', type: 'number' },
  { key: 'ownerUserName', title: '담당자', type: 'text' },
  { key: 'ownerDeptName', title: '소유부서', type: 'text' },
];

const toRow = (c: ContractListItem): Row => ({ ...c, contractType: c.contractTypeLabel, status: STATUS_LABELS[c.status] });

/** Pages through the filtered list and saves it as 계약_YYYYMMDD.xlsx; reports progress 0–1; returns the row count. */
export async function exportContracts(query: ContractQuery, onProgress: (done: number) => void, today: string): Promise<number> {
  const rows: Row[] = [];
  let total = Infinity;
  for (let page = 0; rows.length < Math.min(total, EXPORT_MAX_ROWS); page++) {
    const result = await contractApi.list({ ...query, page, size: PAGE });
    total = result.totalElements;
    rows.push(...result.content.map(toRow));
    onProgress(Math.min(1, rows.length / Math.max(1, Math.min(total, EXPORT_MAX_ROWS))));
    if (result.content.length < PAGE) break;
  }
  await exportXlsx(COLUMNS, rows.slice(0, EXPORT_MAX_ROWS), `계약_${today}`);
  return Math.min(rows.length, EXPORT_MAX_ROWS);
}
