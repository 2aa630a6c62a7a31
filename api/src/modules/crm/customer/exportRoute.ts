import { read } from '@dure/shared/access';
import { formatBusinessNumber } from '@dure/shared/format';
import { CUSTOMER_STATUS, CUSTOMER_TYPE, type Customer, CustomerListQuery } from '@dure/shared/contracts/crm/customer';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS, type XlsxColumn } from '../../../lib/xlsxExport';
import { listIndustries } from './industries';
import { CUSTOMER_ENTITY } from './record';
import { listCustomers } from './service';

const columns = (industryOf: (code: string | null) => string | null): XlsxColumn<Customer>[] => [
  { header: '고객번호', width: 12, cell: (c) => c.customerNo },
  { header: '고객사명', width: 30, cell: (c) => c.name },
  { header: '고객유형', cell: (c) => CUSTOMER_TYPE.labels[c.customerType] },
  { header: '사업자등록번호', cell: (c) => (c.bizRegNo ? formatBusinessNumber(c.bizRegNo) : null) },
  { header: '대표자', cell: (c) => c.ceoName },
  { header: '업종', cell: (c) => industryOf(c.industryCode) },
  { header: '세그먼트', width: 20, cell: (c) => c.segmentName },
  { header: '등급', width: 8, cell: (c) => c.grade },
  { header: '상태', width: 10, cell: (c) => CUSTOMER_STATUS.labels[c.status] },
  { header: '연락처', cell: (c) => c.phone },
  { header: '주소', width: 40, cell: (c) => [c.address1, c.address2].filter(Boolean).join(' ') || null },
  { header: '담당자', cell: (c) => c.ownerUserName },
  { header: '소유부서', cell: (c) => c.ownerDeptName },
  { header: '결제조건(일)', cell: (c) => c.paymentTermDays },
  { header: '여신한도', cell: (c) => c.creditLimit },
];

/** 고객사 목록 엑셀 내보내기 (GET /api/customer/export.xlsx): the list's query and data scope, streamed (DOMAIN §1.5). */
export function customerExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/customer/export.xlsx',
    access: { roles: [read('CUSTOMER')] },
    tags: ['customer'],
    title: '고객사',
    asciiName: 'customers',
    // The list's filters and order; paging is the export's own.
    query: Type.Omit(CustomerListQuery, ['page', 'size']),
    entityType: CUSTOMER_ENTITY,
    columns: async () => {
      const industries = new Map((await listIndustries(app.db)).map((i) => [i.code, i.label]));
      return columns((code) => (code ? (industries.get(code) ?? code) : null));
    },
    readPage: (request, query, page, size) => listCustomers(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });
}
