import type { SalesOrderDetail } from '../api/salesOrderApi';

export const partlyDelivered: SalesOrderDetail = {
  id: 5, orderNo: 'SO-202603-0001', customerId: 7, customerNo: 'C-000007', customerName: '(주)한빛정밀', contractId: null, contractNo: null, leadId: null, leadNo: null,
  orderDate: '2026-03-14', requestedDate: '2026-04-30', currencyCode: 'KRW', exchangeRate: null, shipToAddress: null, note: null, status: 'PARTIALLY_DELIVERED',
  supplyAmount: 1_000_000, vatAmount: 100_000, totalAmount: 1_100_000, billedAmount: 0, perDelivered: 40, perBilled: 0, ownerUserId: 3, ownerUserName: '박지훈', ownerDeptId: 2, ownerDeptName: '영업1팀',
  confirmedAt: null, closedAt: null, canceledAt: null, cancelReason: null, version: 4, deletedYn: 'N', createdAt: '', updatedAt: '', lineCount: 1, deliveries: [],
  lines: [{ id: 31, seq: 1, productId: null, itemName: '센서', spec: null, qty: 10, unitPrice: 100_000, discountPct: 0, amount: 1_000_000, deliveryDate: null, deliveredQty: 4, billedAmount: 0 }],
};
