import type { MboCategory, MboDifficulty, MboHalf, MboStatus } from '@dure/shared/contracts/okr/mbo';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { approverOf } from '../../../lib/approver';
import { kstDate } from '../../../lib/time';
import type { Executor } from '../../database';
import { appUser, department, mboItem, mboSheet } from '../../schema';

type PlannedItem = { category: MboCategory; title: string; kpi: string; target: string; weightPct: number; difficulty: MboDifficulty; result: string; self: number; evaluator: number };

/** KPI sets by kind of work; each adds up to 100 %. */
const ITEM_SETS: Record<'DEV' | 'SALES' | 'DELIVERY' | 'SUPPORT', PlannedItem[]> = {
  DEV: [
    { category: 'PERFORMANCE', title: '제품 신규 기능 개발', kpi: '릴리스한 주요 기능 수', target: '분기별 2건, 반기 4건', weightPct: 40, difficulty: 'HIGH', result: '4건 릴리스 (검색 개선, 알림 개편 등)', self: 4, evaluator: 4 },
    { category: 'PERFORMANCE', title: '운영 장애 감소', kpi: '월평균 장애 건수', target: '월 2건 이하', weightPct: 30, difficulty: 'MID', result: '월평균 1.5건', self: 4.5, evaluator: 4 },
    { category: 'CAPABILITY', title: '코드 리뷰·기술 공유', kpi: '리뷰 참여율, 사내 세미나', target: '리뷰 참여 90% 이상, 세미나 1회', weightPct: 30, difficulty: 'LOW', result: '리뷰 참여 93%, 세미나 1회 진행', self: 3.5, evaluator: 3.5 },
  ],
  SALES: [
    { category: 'PERFORMANCE', title: '신규 수주 달성', kpi: '신규 수주 금액', target: '반기 12억 원', weightPct: 50, difficulty: 'HIGH', result: '10.8억 원 (달성률 90%)', self: 4, evaluator: 3.5 },
    { category: 'PERFORMANCE', title: '기존 고객 재계약', kpi: '재계약률', target: '85% 이상', weightPct: 30, difficulty: 'MID', result: '재계약률 88%', self: 4, evaluator: 4 },
    { category: 'CAPABILITY', title: '제안서 품질 향상', kpi: '제안 평가 점수', target: '평균 85점 이상', weightPct: 20, difficulty: 'LOW', result: '평균 83점', self: 3.5, evaluator: 3 },
  ],
  DELIVERY: [
    { category: 'PERFORMANCE', title: '프로젝트 일정 준수', kpi: '마일스톤 적기 완료율', target: '90% 이상', weightPct: 40, difficulty: 'MID', result: '마일스톤 적기 완료 92%', self: 4, evaluator: 4 },
    { category: 'PERFORMANCE', title: '프로젝트 수익성', kpi: '프로젝트 이익률', target: '15% 이상', weightPct: 35, difficulty: 'HIGH', result: '이익률 13.5%', self: 3.5, evaluator: 3.5 },
    { category: 'CAPABILITY', title: '고객 만족도', kpi: '종료 시 만족도 조사', target: '4.2점 이상 (5점 만점)', weightPct: 25, difficulty: 'LOW', result: '4.4점', self: 4.5, evaluator: 4.5 },
  ],
  SUPPORT: [
    { category: 'PERFORMANCE', title: '업무 처리 기한 준수', kpi: '요청 처리 기한 내 완료율', target: '95% 이상', weightPct: 50, difficulty: 'MID', result: '96%', self: 4, evaluator: 4 },
    { category: 'PERFORMANCE', title: '업무 자동화', kpi: '자동화한 반복 업무 수', target: '반기 3건', weightPct: 30, difficulty: 'HIGH', result: '2건 자동화', self: 3.5, evaluator: 3 },
    { category: 'CAPABILITY', title: '직무 교육 이수', kpi: '교육 이수 시간', target: '반기 16시간', weightPct: 20, difficulty: 'LOW', result: '18시간 이수', self: 4, evaluator: 4 },
  ],
};

const setOf = (deptCode: string): PlannedItem[] =>
  deptCode.startsWith('RND') ? ITEM_SETS.DEV : deptCode.startsWith('SAL') ? ITEM_SETS.SALES : deptCode.startsWith('DLV') ? ITEM_SETS.DELIVERY : ITEM_SETS.SUPPORT;

type Period = { year: number; half: MboHalf };

/** This half and the one before it, in Seoul time. */
export function periodsOf(now: Date): { current: Period; previous: Period } {
  const [year, month] = kstDate(now).split('-').map(Number);
  return month <= 6 ? { current: { year, half: 'H1' }, previous: { year: year - 1, half: 'H2' } } : { current: { year, half: 'H2' }, previous: { year, half: 'H1' } };
}

const ORDER: MboStatus[] = ['DRAFT', 'SUBMITTED', 'AGREED', 'SELF_ASSESSED', 'EVALUATED', 'CLOSED'];
const reached = (status: MboStatus, step: MboStatus) => ORDER.indexOf(status) >= ORDER.indexOf(step);

/**
 * Demo MBO sheets (DOMAIN §11) in every state: the named users' (dev's previous half closed, this half left
 * for dev to write) and members of the development, delivery and sales teams, so leaders find sheets to
 * agree and evaluate. Seeds only when there are no sheets at all, so a second run adds nothing.
 */
export async function seedMboSheets(tx: Executor, now: Date): Promise<{ mboSheets: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(mboSheet);
  if (n > 0) return { mboSheets: 0 };
  const { current, previous } = periodsOf(now);
  const users = await tx
    .select({ id: appUser.id, username: appUser.username, deptId: appUser.deptId, deptCode: department.code, leads: department.leaderUserId })
    .from(appUser)
    .innerJoin(department, eq(department.id, appUser.deptId))
    .where(and(eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id));
  const byName = new Map(users.map((u) => [u.username, u]));
  const plan: { user: (typeof users)[number]; period: Period; status: MboStatus }[] = [];
  const add = (username: string, period: Period, status: MboStatus) => {
    const user = byName.get(username);
    if (user) plan.push({ user, period, status });
  };
  add('dev', previous, 'CLOSED');
  add('sales', current, 'SUBMITTED');
  add('sales', previous, 'EVALUATED');
  add('pm', current, 'AGREED');
  add('mes', current, 'DRAFT');
  add('hr', current, 'SELF_ASSESSED');
  // Members (not leaders) of the development, delivery and sales teams, one state each in turn.
  const teams = await tx.select({ id: department.id }).from(department).where(inArray(department.code, ['RND-DEV', 'DLV-1', 'SAL-1']));
  const members = users.filter((u) => teams.some((t) => t.id === u.deptId) && u.leads !== u.id && !['dev', 'sales', 'pm', 'sales.lead'].includes(u.username));
  const turns: MboStatus[] = ['SUBMITTED', 'AGREED', 'SELF_ASSESSED', 'EVALUATED', 'DRAFT', 'CLOSED'];
  members.forEach((u, i) => {
    plan.push({ user: u, period: current, status: turns[i % turns.length] });
    plan.push({ user: u, period: previous, status: 'CLOSED' });
  });
  let sheets = 0;
  for (const { user, period, status } of plan) {
    const approverId = await approverOf(tx, user.deptId, user.id);
    if (approverId === null) continue;
    const at = (step: MboStatus) => (reached(status, step) ? now : null);
    const [sheet] = await tx
      .insert(mboSheet)
      .values({
        userId: user.id,
        ownerDeptId: user.deptId,
        year: period.year,
        half: period.half,
        approverId,
        status,
        submittedAt: at('SUBMITTED'),
        agreedAt: at('AGREED'),
        evaluatedAt: at('EVALUATED'),
        closedAt: at('CLOSED'),
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning({ id: mboSheet.id });
    const items = setOf(user.deptCode);
    // A draft is still being written: its weights do not add up yet.
    const planned = status === 'DRAFT' ? items.slice(0, 2) : items;
    await tx.insert(mboItem).values(
      planned.map((item, i) => ({
        sheetId: sheet.id,
        seq: i + 1,
        category: item.category,
        title: item.title,
        kpi: item.kpi,
        target: item.target,
        weightPct: item.weightPct,
        difficulty: item.difficulty,
        result: reached(status, 'SELF_ASSESSED') ? item.result : null,
        selfScore: reached(status, 'SELF_ASSESSED') ? item.self.toFixed(1) : null,
        evaluatorScore: reached(status, 'EVALUATED') ? item.evaluator.toFixed(1) : null,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    sheets++;
  }
  return { mboSheets: sheets };
}
