import { and, eq } from 'drizzle-orm';
import { lead } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/** LEAD in the record toolkit (history, share, comments, activity, files …), scoped like the lead list. */
registerRecordType('LEAD', {
  area: 'LEAD',
  label: '리드',
  shareable: true,
  location: (id) => `/lead/${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    leadNo: '리드번호',
    title: '리드명',
    customerId: '고객사',
    contactId: '담당자(고객)',
    prospectCompany: '잠재 고객사',
    prospectName: '잠재 고객 담당자',
    prospectEmail: '잠재 고객 이메일',
    prospectPhone: '잠재 고객 전화',
    source: '유입경로',
    stageId: '단계',
    probability: '확률',
    expectedAmount: '예상금액',
    weightedAmount: '가중금액',
    expectedCloseDate: '예상 계약일',
    priority: '중요도',
    ownerUserId: '담당자',
    ownerDeptId: '소유부서',
    segmentId: '세그먼트',
    projectTypeId: '사업유형',
    lostReason: '실주 사유',
    lostNote: '실주 메모',
    competitor: '경쟁사',
    wonAt: '수주일시',
    lostAt: '실주일시',
    contractId: '계약',
    lines: '품목',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: lead.ownerDeptId, ownerUserId: lead.ownerUserId, title: lead.title })
      .from(lead)
      .where(and(eq(lead.id, id), eq(lead.deletedYn, 'N')))
      .limit(1);
    return row ?? null;
  },
});
