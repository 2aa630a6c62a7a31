import type { KrMetricTypeCode } from '@dure/shared/contracts/okr/keyResult';
import { type KrMilestone, attainmentOf, expectedPctOn, goalHealthOf, goalProgressOf, healthOf, isoWeekOf, plusDays, progressPctOf } from '@dure/shared/okr';
import { eq, inArray } from 'drizzle-orm';
import { kstDate } from '../../../lib/time';
import type { Database } from '../../database';
import { appUser, checkIn, department, goal, keyResult, okrPeriod } from '../../schema';
import { mulberry32 } from '../random';

type PeriodPlan = { code: string; name: string; type: 'YEAR' | 'HALF' | 'QUARTER'; startDate: string; endDate: string; parent: string | null };

function periodsOf(year: number): PeriodPlan[] {
  const y = String(year);
  const q = (n: number, start: string, end: string): PeriodPlan => ({ code: `${y}-Q${n}`, name: `${y}년 ${n}분기`, type: 'QUARTER', startDate: `${y}-${start}`, endDate: `${y}-${end}`, parent: n <= 2 ? `${y}-H1` : `${y}-H2` });
  return [
    { code: y, name: `${y}년`, type: 'YEAR', startDate: `${y}-01-01`, endDate: `${y}-12-31`, parent: null },
    { code: `${y}-H1`, name: `${y}년 상반기`, type: 'HALF', startDate: `${y}-01-01`, endDate: `${y}-06-30`, parent: y },
    { code: `${y}-H2`, name: `${y}년 하반기`, type: 'HALF', startDate: `${y}-07-01`, endDate: `${y}-12-31`, parent: y },
    q(1, '01-01', '03-31'),
    q(2, '04-01', '06-30'),
    q(3, '07-01', '09-30'),
    q(4, '10-01', '12-31'),
  ];
}

const COMPANY_GOALS = ['전사 매출 20% 성장', '고객 만족도 업계 최고 수준 달성', '핵심 제품 경쟁력 강화'];
const TEAM_THEMES = ['핵심 과제 적기 완수', '업무 생산성 향상', '고객 대응 품질 개선', '신규 역량 확보'];
const PERSONAL_THEMES = ['담당 업무 성과 향상', '전문 역량 개발', '협업 프로세스 개선'];
const KR_TEMPLATES: { title: string; metricType: KrMetricTypeCode; unit?: string; start: number; target: number }[] = [
  { title: '신규 계약 건수', metricType: 'NUMBER', unit: '건', start: 0, target: 12 },
  { title: '고객 만족도 점수', metricType: 'PERCENT', start: 70, target: 90 },
  { title: '분기 매출', metricType: 'CURRENCY', start: 0, target: 300_000_000 },
  { title: '평균 처리 소요일', metricType: 'NUMBER', unit: '일', start: 10, target: 5 },
  { title: '주요 단계 완료', metricType: 'MILESTONE', start: 0, target: 0 },
  { title: '결함 재발률', metricType: 'PERCENT', start: 12, target: 4 },
];

/**
 * OKR demo data of DOMAIN §11: this year's periods (the current quarter, half and year ACTIVE; earlier quarters CLOSED,
 * later ones PLANNING) and, in the current quarter, a company → division → team → person goal tree (~150 goals,
 * ~400 key results of every metric type) with weekly check-ins since the quarter began: some on track, some at risk,
 * some off track. Figures are computed with the shared formulas and stored as the api would. Idempotent.
 */
export async function seedOkrDemo(db: Database, options: { now: Date }): Promise<{ periods: number; goals: number; keyResults: number; checkIns: number }> {
  const now = options.now;
  const today = kstDate(now);
  const year = Number(today.slice(0, 4));
  const plans = periodsOf(year);
  const existing = await db.select({ code: okrPeriod.code }).from(okrPeriod).where(inArray(okrPeriod.code, plans.map((p) => p.code)));
  if (existing.length > 0) return { periods: 0, goals: 0, keyResults: 0, checkIns: 0 };
  return db.transaction(async (tx) => {
    const codeToId = new Map<string, number>();
    for (const plan of plans) {
      const current = plan.startDate <= today && plan.endDate >= today;
      const status = current ? 'ACTIVE' : plan.endDate < today ? 'CLOSED' : 'PLANNING';
      const [row] = await tx
        .insert(okrPeriod)
        .values({ code: plan.code, name: plan.name, type: plan.type, startDate: plan.startDate, endDate: plan.endDate, parentPeriodId: plan.parent ? codeToId.get(plan.parent)! : null, status, createdAt: now, updatedAt: now })
        .returning({ id: okrPeriod.id });
      codeToId.set(plan.code, row.id);
    }
    const quarter = plans.find((p) => p.type === 'QUARTER' && p.startDate <= today && p.endDate >= today)!;
    const periodId = codeToId.get(quarter.code)!;
    const expected = expectedPctOn(quarter.startDate, quarter.endDate, today);
    const random = mulberry32(20_260_516);
    const depts = await tx.select({ id: department.id, parentId: department.parentId, leaderUserId: department.leaderUserId, level: department.level, name: department.name }).from(department).where(eq(department.deletedYn, 'N'));
    const users = await tx.select({ id: appUser.id, deptId: appUser.deptId }).from(appUser).where(eq(appUser.status, 'ACTIVE'));
    const root = depts.find((d) => d.parentId === null);
    if (!root?.leaderUserId) return { periods: plans.length, goals: 0, keyResults: 0, checkIns: 0 };
    type Plan = { key: number; parent: number | null; title: string; level: 'COMPANY' | 'DEPT' | 'TEAM' | 'PERSONAL'; owner: number; deptId: number | null; ownerDeptId: number | null; depth: number; visibility: 'PUBLIC' | 'DEPT' | 'PRIVATE'; draft: boolean; hasKrs: boolean };
    const goals: Plan[] = [];
    const add = (p: Omit<Plan, 'key'>) => goals.push({ ...p, key: goals.length }) - 1;
    const company = COMPANY_GOALS.map((title) => add({ parent: null, title, level: 'COMPANY', owner: root.leaderUserId!, deptId: root.id, ownerDeptId: root.id, depth: 1, visibility: 'PUBLIC', draft: false, hasKrs: true }));
    const divisions = depts.filter((d) => d.parentId === root.id && d.leaderUserId);
    for (const [i, division] of divisions.entries()) {
      const deptGoals = [0, 1].map((n) => add({ parent: company[(i + n) % company.length], title: `${division.name} ${TEAM_THEMES[(i + n) % TEAM_THEMES.length]}`, level: 'DEPT', owner: division.leaderUserId!, deptId: division.id, ownerDeptId: division.id, depth: 2, visibility: 'PUBLIC', draft: false, hasKrs: false }));
      for (const [t, team] of depts.filter((d) => d.parentId === division.id && d.leaderUserId).entries()) {
        const teamGoals = [0, 1].map((n) => add({ parent: deptGoals[n], title: `${team.name} ${TEAM_THEMES[(t + n + 1) % TEAM_THEMES.length]}`, level: 'TEAM', owner: team.leaderUserId!, deptId: team.id, ownerDeptId: team.id, depth: 3, visibility: 'PUBLIC', draft: false, hasKrs: true }));
        add({ parent: teamGoals[0], title: '팀 운영 역량 강화', level: 'PERSONAL', owner: team.leaderUserId!, deptId: team.id, ownerDeptId: team.id, depth: 4, visibility: 'PUBLIC', draft: false, hasKrs: true });
        const members = users.filter((u) => u.deptId === team.id && u.id !== team.leaderUserId);
        for (const [m, member] of members.entries()) {
          for (const n of [0, 1]) {
            const k = m * 2 + n;
            const unaligned = k % 13 === 12;
            const visibility = k % 11 === 3 ? 'PRIVATE' : k % 4 === 1 ? 'DEPT' : 'PUBLIC';
            add({ parent: unaligned ? null : teamGoals[n], title: PERSONAL_THEMES[(m + n) % PERSONAL_THEMES.length], level: 'PERSONAL', owner: member.id, deptId: team.id, ownerDeptId: team.id, depth: unaligned ? 1 : 4, visibility, draft: k % 10 === 9, hasKrs: true });
          }
        }
      }
    }
    // Weights per owner: one goal 100, several split evenly (the last takes the rest).
    const byOwner = new Map<number, Plan[]>();
    for (const g of goals) byOwner.set(g.owner, [...(byOwner.get(g.owner) ?? []), g]);
    const weightOf = new Map<number, number>();
    for (const list of byOwner.values()) list.forEach((g, i) => weightOf.set(g.key, i < list.length - 1 ? Math.floor(100 / list.length) : 100 - Math.floor(100 / list.length) * (list.length - 1)));
    // Insert level by level so parents have ids.
    const idOf = new Map<number, number>();
    for (const depth of [1, 2, 3, 4]) {
      const batch = goals.filter((g) => g.depth === depth);
      if (batch.length === 0) continue;
      const rows = await tx
        .insert(goal)
        .values(batch.map((g) => ({ title: g.title, level: g.level, periodId, parentGoalId: g.parent === null ? null : idOf.get(g.parent)!, depth: g.depth, ownerUserId: g.owner, ownerDeptId: g.ownerDeptId, deptId: g.deptId, weightPct: weightOf.get(g.key)!, visibility: g.visibility, status: g.draft ? ('DRAFT' as const) : ('ACTIVE' as const), approvedAt: g.draft ? null : now, createdAt: now, updatedAt: now, createdBy: g.owner, updatedBy: g.owner })))
        .returning({ id: goal.id });
      batch.forEach((g, i) => idOf.set(g.key, rows[i].id));
    }
    // Key results with check-ins: profile 0 on track, 1 at risk, 2 off track.
    const weeks: string[] = [];
    for (let day = plusDays(quarter.startDate, 4); day <= today; day = plusDays(day, 7)) weeks.push(day);
    const krRows: (typeof keyResult.$inferInsert)[] = [];
    const krCheckIns: { index: number; rows: Omit<typeof checkIn.$inferInsert, 'krId'>[] }[] = [];
    const progressOfGoal = new Map<number, { progressPct: number; weightPct: number; confidence: number | null }[]>();
    for (const g of goals.filter((x) => x.hasKrs)) {
      const count = g.level === 'TEAM' ? 2 : 3;
      const weights = count === 3 ? [40, 30, 30] : [50, 50];
      for (let k = 0; k < count; k++) {
        const template = KR_TEMPLATES[(g.key + k) % KR_TEMPLATES.length];
        const profile = (g.key * 3 + k) % 10 < 6 ? 0 : (g.key * 3 + k) % 10 < 8 ? 1 : 2;
        const reach = [1.05, 0.75, 0.35][profile];
        const milestones: KrMilestone[] = template.metricType === 'MILESTONE' ? ['요구사항 확정', '설계 완료', '구현 완료', '검수 완료'].map((name, i) => ({ id: `m${i + 1}`, name, weight: 25, doneYn: 'N' })) : [];
        const checked = !g.draft && (g.key + k) % 4 !== 0;
        const rows: Omit<typeof checkIn.$inferInsert, 'krId'>[] = [];
        let value: number | null = null;
        let confidence: number | null = null;
        for (const [w, day] of (checked ? weeks : []).entries()) {
          const share = (expectedPctOn(quarter.startDate, quarter.endDate, day) / 100) * reach * (0.9 + random() * 0.2);
          confidence = [8, 6, 3][profile] + (w % 2);
          if (template.metricType === 'MILESTONE') {
            const done = Math.min(4, Math.floor(share * 4 + 0.2));
            milestones.forEach((m, i) => (m.doneYn = i < done ? 'Y' : 'N'));
          } else value = Math.round((template.start + (template.target - template.start) * Math.min(1.1, share)) * 100) / 100;
          const figures = progressPctOf(attainmentOf({ metricType: template.metricType, startValue: template.start, targetValue: template.target, currentValue: value, milestones }));
          rows.push({ checkInDate: day, isoWeek: isoWeekOf(day), value: value === null ? null : String(value), doneMilestoneIds: milestones.filter((m) => m.doneYn === 'Y').map((m) => m.id), confidence, comment: confidence <= 4 ? '일정 지연과 자원 부족으로 목표 달성이 어렵습니다.' : null, blockers: profile === 2 ? '담당 인력 부족' : null, progressSnapshot: String(figures), createdAt: new Date(`${day}T09:00:00+09:00`), updatedAt: new Date(`${day}T09:00:00+09:00`), createdBy: g.owner, updatedBy: g.owner });
        }
        const attainment = attainmentOf({ metricType: template.metricType, startValue: template.start, targetValue: template.target, currentValue: value, milestones });
        const progressPct = progressPctOf(attainment);
        const isMilestone = template.metricType === 'MILESTONE';
        krRows.push({ goalId: idOf.get(g.key)!, title: template.title, metricType: template.metricType, unit: template.unit ?? null, currencyCode: template.metricType === 'CURRENCY' ? 'KRW' : null, startValue: isMilestone ? null : String(template.start), targetValue: isMilestone ? null : String(template.target), currentValue: value === null ? null : String(value), weightPct: weights[k], ownerUserId: g.owner, dueDate: quarter.endDate, milestones, attainment: attainment === null ? null : String(attainment), progressPct: String(progressPct), health: healthOf(progressPct, expected, confidence), lastConfidence: confidence, lastCheckInDate: rows.at(-1)?.checkInDate ?? null, checkInCount: rows.length, createdAt: now, updatedAt: now, createdBy: g.owner, updatedBy: g.owner });
        krCheckIns.push({ index: krRows.length - 1, rows });
        progressOfGoal.set(g.key, [...(progressOfGoal.get(g.key) ?? []), { progressPct, weightPct: weights[k], confidence }]);
      }
    }
    const krIds = await tx.insert(keyResult).values(krRows).returning({ id: keyResult.id });
    const checkInRows = krCheckIns.flatMap(({ index, rows }) => rows.map((r) => ({ ...r, krId: krIds[index].id })));
    for (let i = 0; i < checkInRows.length; i += 1000) await tx.insert(checkIn).values(checkInRows.slice(i, i + 1000));
    // Goal figures bottom-up with the shared formulas.
    const figures = new Map<number, number>();
    for (const depth of [4, 3, 2, 1]) {
      for (const g of goals.filter((x) => x.depth === depth)) {
        const krs = progressOfGoal.get(g.key) ?? [];
        const children = goals.filter((c) => c.parent === g.key).map((c) => ({ progressPct: figures.get(c.key) ?? 0, weightPct: weightOf.get(c.key)! }));
        const progressPct = goalProgressOf(krs, children);
        figures.set(g.key, progressPct);
        await tx
          .update(goal)
          .set({ progressPct: String(progressPct), health: goalHealthOf(progressPct, expected, krs.map((k) => k.confidence)), krCount: krs.length })
          .where(eq(goal.id, idOf.get(g.key)!));
      }
    }
    return { periods: plans.length, goals: goals.length, keyResults: krRows.length, checkIns: checkInRows.length };
  });
}
