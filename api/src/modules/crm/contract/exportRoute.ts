import { type ContractListItem, ContractListQuery, ContractStatus } from '@dure/shared/contracts/crm/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { viewerOf } from '../../cross/record/registry';
import { RECORD_TYPE } from './access';
import { listContracts } from './service';

/** 계약 목록 엑셀 내보내기 (GET /api/contract/export.xlsx): open to whoever sees the list, scoped as it is. */
export function contractExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/contract/export.xlsx',
    access: { access: 'authenticated' },
    tags: ['contract'],
    title: '계약',
    asciiName: 'contracts',
    query: Type.Omit(ContractListQuery, ['page', 'size']),
    entityType: RECORD_TYPE,
    columns: () => [
      { header: '계약번호', width: 16, cell: (c: ContractListItem) => c.contractNo },
      { header: '계약명', width: 30, cell: (c) => c.title },
      { header: '고객사', width: 24, cell: (c) => c.customerName },
      { header: '계약유형', cell: (c) => c.contractTypeLabel },
      { header: '상태', width: 10, cell: (c) => ContractStatus.labels[c.status] },
      { header: '계약일', width: 12, cell: (c) => c.contractDate },
      { header: '시작일', width: 12, cell: (c) => c.startDate },
      { header: '종료일', width: 12, cell: (c) => c.endDate },
      { header: '통화', width: 8, cell: (c) => c.currencyCode },
      { header: '공급가액(계약통화)', width: 18, cell: (c) => c.supplyAmount },
      { header: '원화공급가', cell: (c) => c.krwSupplyAmount },
      { header: '부가세', cell: (c) => c.vatAmount },
      { header: '합계', cell: (c) => c.totalAmount },
      { header: '담당자', cell: (c) => c.ownerUserName },
      { header: '소유부서', cell: (c) => c.ownerDeptName },
    ],
    readPage: (request, query, page, size) => listContracts(app.db, viewerOf(request), { ...query, page, size }, EXPORT_BATCH_ROWS),
  });
}
