import { and, eq } from 'drizzle-orm';
import { project, projectMember } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { PROJECT_ENTITY } from './access';

/** PROJECT in the record toolkit: history, comments, files (deliverables), share, bookmarks, activity. The PM owns it; members read it. */
registerRecordType(PROJECT_ENTITY, {
  area: 'PROJECT',
  label: '프로젝트',
  shareable: true,
  location: (id) => `/project/${id}`,
  references: { pmUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: {
    projectNo: '번호',
    name: '프로젝트명',
    projectTypeId: '유형',
    customerId: '고객사',
    segmentId: '세그먼트',
    pmUserId: 'PM',
    startDate: '시작일',
    endDate: '종료일',
    actualEndDate: '실제 종료일',
    status: '상태',
    budgetRevenue: '매출 예산',
    budgetLabor: '인건비 예산',
    budgetDirect: '직접비 예산',
    budgetHours: '예산 공수',
    health: '신호등',
    members: '참여자',
    milestones: '마일스톤',
    ownerDeptId: '소유부서',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: project.ownerDeptId, pmUserId: project.pmUserId, name: project.name })
      .from(project)
      .where(and(eq(project.id, id), eq(project.deletedYn, 'N')))
      .limit(1);
    if (!row) return null;
    const members = await db.select({ userId: projectMember.userId }).from(projectMember).where(eq(projectMember.projectId, id));
    return { ownerDeptId: row.ownerDeptId, ownerUserId: row.pmUserId, memberIds: members.map((m) => m.userId), title: row.name };
  },
});
