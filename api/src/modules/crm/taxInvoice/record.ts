import { and, eq } from 'drizzle-orm';
import { taxInvoice } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/** TAX_INVOICE in the record toolkit (history, comments, files, share …), department-scoped like the list. */
registerRecordType('TAX_INVOICE', {
  area: 'TAX_INVOICE',
  label: '세금계산서',
  shareable: true,
  location: (id) => `/taxinvoice/${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    direction: '매출·매입',
    issueType: '발행유형',
    taxType: '과세구분',
    purpose: '영수·청구',
    writeDate: '작성일자',
    issueDate: '발급일자',
    issueDeadline: '발급기한',
    lateYn: '지연',
    supplierBizNo: '공급자 등록번호',
    supplierName: '공급자 상호',
    supplierCeo: '공급자 성명',
    supplierAddress: '공급자 주소',
    supplierEmail: '공급자 이메일',
    trusteeBizNo: '수탁자 등록번호',
    trusteeName: '수탁자 상호',
    customerId: '고객사',
    buyerBizNo: '공급받는자 등록번호',
    buyerName: '공급받는자 상호',
    buyerCeo: '공급받는자 성명',
    buyerAddress: '공급받는자 주소',
    buyerEmail1: '수신메일',
    buyerEmail2: '수신메일 2',
    contractId: '계약',
    paymentTermId: '지급조건',
    supplyAmount: '공급가액',
    taxAmount: '세액',
    totalAmount: '합계',
    ntsApprovalNo: '승인번호',
    status: '상태',
    amendCode: '수정사유',
    originalInvoiceId: '당초 세금계산서',
    originalApprovalNo: '당초 승인번호',
    remark: '비고',
    cancelReason: '취소·반려 사유',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: taxInvoice.ownerDeptId, ownerUserId: taxInvoice.ownerUserId, invoiceNo: taxInvoice.invoiceNo, buyerName: taxInvoice.buyerName })
      .from(taxInvoice)
      .where(and(eq(taxInvoice.id, id), eq(taxInvoice.deletedYn, 'N')));
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: `${row.invoiceNo} ${row.buyerName}` } : null;
  },
});
