import { read } from '@dure/shared/access';
import { type SalesOrder, SalesOrderListQuery, SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { SALES_ORDER_ENTITY, listOrders } from './service';

/** 수주 목록 엑셀 내보내기 (GET /api/sales-order/export.xlsx). */
export function salesOrderExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/sales-order/export.xlsx',
    access: { roles: [read('CRM')] },
    tags: ['sales-order'],
    title: '수주',
    asciiName: 'sales_orders',
    query: Type.Omit(SalesOrderListQuery, ['page', 'size']),
    entityType: SALES_ORDER_ENTITY,
    columns: () => [
      { header: '수주번호', width: 16, cell: (o: SalesOrder) => o.orderNo },
      { header: '수주일', width: 12, cell: (o) => o.orderDate },
      { header: '납기 요청일', width: 12, cell: (o) => o.requestedDate },
      { header: '고객사', width: 24, cell: (o) => o.customerName },
      { header: '상태', width: 10, cell: (o) => SalesOrderStatus.labels[o.status] },
      { header: '공급가액', cell: (o) => o.supplyAmount },
      { header: '부가세', cell: (o) => o.vatAmount },
      { header: '합계', cell: (o) => o.totalAmount },
      { header: '출하율(%)', width: 10, cell: (o) => o.perDelivered },
      { header: '청구율(%)', width: 10, cell: (o) => o.perBilled },
      { header: '담당자', cell: (o) => o.ownerUserName },
      { header: '소유부서', cell: (o) => o.ownerDeptName },
    ],
    readPage: (request, query, page, size) => listOrders(app.db, request.auth!, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });
}
