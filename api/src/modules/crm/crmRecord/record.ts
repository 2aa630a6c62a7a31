import { and, eq } from 'drizzle-orm';
import { crmRecord, crmRecordParticipant } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/** CRM_RECORD in the record toolkit: CRM area scope; 동행자 read it (DOMAIN §4 CrmRecord). */
registerRecordType('CRM_RECORD', {
  area: 'CRM',
  label: '영업활동',
  shareable: true,
  location: (id) => `/crm/${id}`,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    activityType: '활동유형',
    subject: '제목',
    customerId: '고객사',
    contactIds: '담당자',
    leadId: '리드',
    contractId: '계약',
    projectId: '프로젝트',
    status: '상태',
    activityAt: '일시',
    durationMin: '소요(분)',
    location: '장소',
    participantIds: '동행자',
    content: '내용',
    outcome: '결과',
    nextActionType: '다음 액션 유형',
    nextActionAt: '다음 액션 일시',
    nextActionNote: '다음 액션 메모',
    ownerUserId: '담당자(영업)',
    ownerDeptId: '소유부서',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: crmRecord.ownerDeptId, ownerUserId: crmRecord.ownerUserId, subject: crmRecord.subject })
      .from(crmRecord)
      .where(and(eq(crmRecord.id, id), eq(crmRecord.deletedYn, 'N')))
      .limit(1);
    if (!row) return null;
    const participants = await db.select({ userId: crmRecordParticipant.userId }).from(crmRecordParticipant).where(eq(crmRecordParticipant.crmRecordId, id));
    return { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, memberIds: participants.map((p) => p.userId), title: row.subject };
  },
});
