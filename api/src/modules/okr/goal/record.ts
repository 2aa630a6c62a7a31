import { and, eq } from 'drizzle-orm';
import { goal } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { GOAL_ENTITY, canManageGoal, canSeeGoal, goalViewerOf } from './access';

/** GOAL in the record toolkit (history, comments, activity, files, bookmarks, action items). */
registerRecordType(GOAL_ENTITY, {
  area: 'GOAL',
  label: '목표',
  shareable: false,
  location: (id) => `/goal/${id}`,
  references: { ownerUserId: 'USER', deptId: 'DEPARTMENT', approverId: 'USER' },
  fieldLabels: {
    title: '목표',
    description: '설명',
    level: '수준',
    periodId: '기간',
    parentGoalId: '상위 목표',
    ownerUserId: '책임자',
    deptId: '부서',
    okrType: '성격',
    weightPct: '가중치',
    segmentId: '세그먼트',
    projectId: '프로젝트',
    visibility: '공개',
    status: '상태',
    approverId: '승인자',
    rejectReason: '반려 사유',
    cancelReason: '취소 사유',
    score: '점수',
  },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: goal.ownerDeptId, ownerUserId: goal.ownerUserId, title: goal.title })
      .from(goal)
      .where(and(eq(goal.id, id), eq(goal.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: row.ownerUserId, title: row.title } : null;
  },
  // The goal's own visibility, as its pages have it: a PRIVATE goal's comments and history are no wider open than the goal.
  async access(db, viewer, id) {
    const [row] = await db
      .select({ ownerDeptId: goal.ownerDeptId, ownerUserId: goal.ownerUserId, visibility: goal.visibility, level: goal.level })
      .from(goal)
      .where(and(eq(goal.id, id), eq(goal.deletedYn, 'N')))
      .limit(1);
    if (!row) return 'NONE';
    const goalViewer = await goalViewerOf(db, viewer);
    if (!canSeeGoal(goalViewer, row)) return 'NONE';
    return canManageGoal(goalViewer, row) ? 'WRITE' : 'READ';
  },
});
