import { type SheetColumn, exportXlsx } from '@dure/shared/records';
import { EXPORT_MAX_ROWS } from '../../../lib/collectPages';
import { formatBusinessNumber } from '@dure/shared/format';
import { formatPhone } from '../components/rules';
import { type Customer, type CustomerQuery, STATUS_LABELS, TYPE_LABELS, customerApi } from './customerApi';

/** DOMAIN §1.5: exports follow the list's filters, up to 10,000 rows. */

type Row = Record<string, unknown>;

const COLUMNS: SheetColumn<Row>[] = [
  { key: 'customerNo', title: '고객번호', type: 'text' },
  { key: 'name', title: '고객사명', type: 'text' },
  { key: 'customerType', title: '고객유형', type: 'text' },
  { key: 'bizRegNo', title: '사업자등록번호', type: 'text' },
  { key: 'ceoName', title: '대표자', type: 'text' },
  { key: 'industry', title: '업종', type: 'text' },
  { key: 'grade', title: '등급', type: 'text' },
  { key: 'status', title: '상태', type: 'text' },
  { key: 'phone', title: '연락처', type: 'text' },
  { key: 'address', title: '주소', type: 'text' },
  { key: 'ownerUserName', title: '담당자', type: 'text' },
  { key: 'ownerDeptName', title: '소유부서', type: 'text' },
  { key: 'paymentTermDays', title: '결제조건(일)', type: 'number' },
  { key: 'creditLimit', title: '여신한도', type: 'number' },
];

export function toSheetRow(c: Customer, industryLabel: (code: string | null) => string): Row {
  return {
    customerNo: c.customerNo,
    name: c.name,
    customerType: TYPE_LABELS[c.customerType],
    bizRegNo: c.bizRegNo ? formatBusinessNumber(c.bizRegNo) : null,
    ceoName: c.ceoName,
    industry: c.industryCode ? industryLabel(c.industryCode) : null,
    grade: c.grade,
    status: STATUS_LABELS[c.status],
    phone: c.phone ? formatPhone(c.phone) : null,
    address: [c.address1, c.address2].filter(Boolean).join(' ') || null,
    ownerUserName: c.ownerUserName,
    ownerDeptName: c.ownerDeptName,
    paymentTermDays: c.paymentTermDays,
    creditLimit: c.creditLimit,
  };
}

/** The filtered list (up to 10,000 rows, one request) saved as 고객사_YYYYMMDD.xlsx with Korean headers. */
export async function exportCustomers(query: CustomerQuery, industryLabel: (code: string | null) => string, today: string): Promise<number> {
  const page = await customerApi.list({ ...query, page: 0, size: EXPORT_MAX_ROWS, exportYn: 'Y' });
  await exportXlsx(COLUMNS, page.content.map((c) => toSheetRow(c, industryLabel)), `고객사_${today}`);
  return page.content.length;
}
