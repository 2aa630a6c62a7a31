import { and, eq } from 'drizzle-orm';
import { contract, lead } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { contractReadScope } from './access';

/**
 * CONTRACT in the record toolkit (history, files for the signed contract, comments …).
 * Besides the owner and the CONTRACT_READ department scope, the owner of the contract's lead
 * and its approver read it (DOMAIN §4: base scope = own contracts and those of own leads), and so do the readers of
 * the sales dashboards that count it.
 */
registerRecordType('CONTRACT', {
  area: 'CONTRACT',
  label: '계약',
  shareable: true,
  readScope: contractReadScope,
  location: (id) => `/contract/${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT', approverId: 'USER' },
  fieldLabels: {
    contractNo: '계약번호',
    title: '계약명',
    customerId: '고객사',
    contactId: '고객 담당자',
    leadId: '리드',
    projectId: '프로젝트',
    contractType: '계약유형',
    contractDate: '계약일',
    startDate: '시작일',
    endDate: '종료일',
    currencyCode: '통화',
    exchangeRate: '환율',
    supplyAmount: '공급가액',
    taxType: '과세구분',
    vatAmount: '부가세',
    totalAmount: '합계',
    krwSupplyAmount: '원화공급가',
    autoRenewYn: '자동연장',
    renewalMonths: '연장 개월',
    noticeDays: '만료 알림일',
    status: '상태',
    signedFileId: '계약서',
    approverId: '결재자',
    rejectReason: '반려 사유',
    terminatedAt: '해지일',
    terminationReason: '해지 사유',
    changeSeq: '변경차수',
    ownerUserId: '담당자',
    ownerDeptId: '소유부서',
    paymentTerms: '지급조건',
    customerStatus: '고객 상태',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: contract.ownerDeptId, ownerUserId: contract.ownerUserId, approverId: contract.approverId, title: contract.title, leadOwner: lead.ownerUserId })
      .from(contract)
      .leftJoin(lead, eq(lead.id, contract.leadId))
      .where(and(eq(contract.id, id), eq(contract.deletedYn, 'N')))
      .limit(1);
    if (!row) return null;
    const memberIds = [row.leadOwner, row.approverId].filter((v): v is number => v !== null);
    return { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, memberIds, title: row.title };
  },
});
