import { and, eq } from 'drizzle-orm';
import { customer, salesOrder } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/** SALES_ORDER in the record toolkit (history, share, comments, files …), governed by the CRM area. */
registerRecordType('SALES_ORDER', {
  area: 'CRM',
  label: '수주',
  shareable: true,
  location: () => '/sales/order',
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    orderNo: '수주번호',
    customerId: '고객사',
    contractId: '계약',
    leadId: '리드',
    orderDate: '수주일',
    requestedDate: '납기 요청일',
    currencyCode: '통화',
    exchangeRate: '환율',
    shipToAddress: '납품 주소',
    note: '비고',
    ownerUserId: '담당자',
    ownerDeptId: '소유부서',
    supplyAmount: '공급가액',
    vatAmount: '부가세',
    totalAmount: '합계',
    lines: '품목',
    status: '상태',
    cancelReason: '취소 사유',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: salesOrder.ownerDeptId, ownerUserId: salesOrder.ownerUserId, orderNo: salesOrder.orderNo, customerName: customer.name })
      .from(salesOrder)
      .leftJoin(customer, eq(customer.id, salesOrder.customerId))
      .where(and(eq(salesOrder.id, id), eq(salesOrder.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: `${row.orderNo} ${row.customerName ?? ''}`.trim() } : null;
  },
});
