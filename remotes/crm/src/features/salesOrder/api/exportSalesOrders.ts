import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { collectPages } from '../../../lib/collectPages';
import { type ProTableSort, toListQuery } from '../../../lib/proTableQuery';
import { STATUS_LABELS, type SalesOrder, type SalesOrderFilters, salesOrderApi } from './salesOrderApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */

type Row = Record<string, unknown>;

const COLUMNS: SheetColumn<Row>[] = [
  { key: 'orderNo', title: '수주번호', type: 'text' },
  { key: 'orderDate', title: '수주일', type: 'date' },
  { key: 'requestedDate', title: '납기 요청일', type: 'date' },
  { key: 'customerName', title: '고객사', type: 'text' },
  { key: 'status', title: '상태', type: 'text' },
  { key: 'supplyAmount', title: '공급가액', type: 'number' },
  { key: 'vatAmount', title: '부가세', type: 'number' },
  { key: 'totalAmount', title: '합계', type: 'number' },
  { key: 'perDelivered', title: '출하율(%)', type: 'number' },
  { key: 'perBilled', title: '청구율(%)', type: 'number' },
  { key: 'ownerUserName', title: '담당자', type: 'text' },
  { key: 'ownerDeptName', title: '소유부서', type: 'text' },
];

const toRow = (o: SalesOrder): Row => ({ ...o, status: STATUS_LABELS[o.status] });

/** Pages through the filtered list and saves it as 수주목록_YYYYMMDD.xlsx; reports progress as 0–1. */
export async function exportSalesOrders(filters: SalesOrderFilters, sort: ProTableSort, onProgress: (done: number) => void, today: string): Promise<number> {
  const items = await collectPages((page, size) => salesOrderApi.list(toListQuery({ ...filters, current: page + 1, pageSize: size }, sort)), onProgress);
  await exportXlsx(COLUMNS, items.map(toRow), `수주목록_${today}`);
  return items.length;
}
