import type { MboSheetDetail } from '../api/mboApi';

/** A DRAFT sheet of two items adding up to 100 %, owned by the caller. */
export const sheet = (over: Partial<MboSheetDetail> = {}): MboSheetDetail => ({
  id: 7,
  userId: 3,
  userName: '정다은',
  deptName: '연구개발팀',
  year: 2026,
  half: 'H1',
  status: 'DRAFT',
  approverId: 9,
  approverName: '김팀장',
  itemCount: 2,
  weightTotal: 100,
  score: null,
  selfScore: null,
  updatedAt: '2026-03-02T09:00:00.000Z',
  version: 4,
  returnReason: null,
  submittedAt: null,
  agreedAt: null,
  evaluatedAt: null,
  closedAt: null,
  items: [
    { id: 11, seq: 1, category: 'PERFORMANCE', title: '신규 기능 개발', kpi: '릴리스 수', target: '4건', weightPct: 60, difficulty: 'HIGH', linkedGoalId: null, linkedGoalTitle: null, result: null, selfScore: null, evaluatorScore: null },
    { id: 12, seq: 2, category: 'CAPABILITY', title: '기술 공유', kpi: '세미나', target: '2회', weightPct: 40, difficulty: 'LOW', linkedGoalId: null, linkedGoalTitle: null, result: null, selfScore: null, evaluatorScore: null },
  ],
  canEditItems: true,
  canSelfScore: false,
  canEvaluate: false,
  actions: ['SUBMIT'],
  ...over,
});
