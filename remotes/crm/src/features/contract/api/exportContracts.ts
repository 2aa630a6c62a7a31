import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { collectPages } from '../../../lib/collectPages';
import { type ContractListItem, type ContractQuery, STATUS_LABELS, contractApi } from './contractApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */

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
  const items = await collectPages((page, size) => contractApi.list({ ...query, page, size }), onProgress);
  await exportXlsx(COLUMNS, items.map(toRow), `계약_${today}`);
  return items.length;
}
