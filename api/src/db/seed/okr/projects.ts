import { and, asc, count, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { nextDocNumber } from '../../../lib/docNumber';
import { addDays, kstDate } from '../../../lib/time';
import type { Executor } from '../../database';
import {
  type MemberRole,
  type ProjectHealth,
  type ProjectStatus,
  appUser,
  contract,
  customer,
  department,
  milestone,
  project,
  projectMember,
  projectType,
} from '../../schema';
import { type Random, between, mulberry32, pick } from '../random';

/** How many projects of each type (DOMAIN §11: 40 projects, 3 RED); BUILD and MAINTENANCE come from contracts. */
const FROM_CONTRACTS = { SERVICE: 14, MAINTENANCE: 8 } as const;
const OWN_PROJECTS: { type: string; names: string[] }[] = [
  { type: 'RND', names: ['AI 기반 설비 예지보전 모델 개발', '차세대 MES 코어 재설계', '현장 음성 작업지시 PoC', '품질 이미지 판정 엔진 고도화', '엣지 게이트웨이 표준화'] },
  { type: 'PROPOSAL', names: ['공공 스마트공장 보급사업 제안', '물류센터 WMS 구축 제안', '병원 의료기기 이력관리 제안', '2차전지 공정 모니터링 제안'] },
  { type: 'INTERNAL', names: ['사내 업무포털 개편', '개발 표준·품질 가이드 정비', '정보보호 관리체계 인증 대응', '사내 교육 과정 운영'] },
];
const MILESTONE_NAMES = ['착수 보고', '요구사항 정의', '설계 검토', '중간 검수', '통합 테스트', '최종 검수'];
const ROLES: MemberRole[] = ['PL', 'DEVELOPER', 'DEVELOPER', 'DESIGNER', 'PLANNER', 'QA', 'CONSULTANT', 'SALES'];

type Planned = {
  typeCode: string;
  name: string;
  customerId: number | null;
  segmentId: number | null;
  contractId: number | null;
  startDate: string;
  endDate: string;
  revenue: number | null;
};

/** A state that fits the dates (past → COMPLETED, future → PLANNED, running → IN_PROGRESS), with a few held and canceled. */
function statusOf(p: Planned, today: string, i: number): ProjectStatus {
  if (i % 11 === 5) return 'CANCELED';
  if (p.endDate < today) return 'COMPLETED';
  if (p.startDate > today) return 'PLANNED';
  return i % 7 === 3 ? 'ON_HOLD' : 'IN_PROGRESS';
}

function milestonesOf(random: Random, p: Planned, status: ProjectStatus, today: string, red: boolean) {
  const n = between(random, 3, 5);
  const span = Math.max(n, (Date.parse(p.endDate) - Date.parse(p.startDate)) / 86_400_000);
  const weighted = random() < 0.8;
  const weights = Array.from({ length: n }, (_, k) => (k === n - 1 ? 100 - Math.floor(100 / n) * (n - 1) : Math.floor(100 / n)));
  let overdueLeft = red ? 1 : 0;
  return Array.from({ length: n }, (_, k) => {
    const dueDate = addDays(p.startDate, Math.round((span * (k + 1)) / n));
    const past = dueDate < today;
    let done = status === 'COMPLETED' || (past && status !== 'CANCELED');
    if (done && status !== 'COMPLETED' && overdueLeft > 0 && k === n - 2) {
      done = false;
      overdueLeft--;
    }
    return {
      name: MILESTONE_NAMES[Math.round((k * (MILESTONE_NAMES.length - 1)) / Math.max(1, n - 1))],
      dueDate,
      weightPct: weighted ? weights[k].toFixed(2) : null,
      status: done ? ('DONE' as const) : ('PLANNED' as const),
      doneDate: done ? (dueDate < today ? dueDate : today) : null,
    };
  });
}

/**
 * Demo projects (DOMAIN §11): build and maintenance projects from the seeded SERVICE / MAINTENANCE contracts (same
 * customer, segment, dates; the contract points at its project), plus R&D, proposal and internal ones; every state,
 * 3 RED; `pm` leads several; members from the delivery and R&D teams; milestones with weights. Only when none exist.
 */
export async function seedProjects(tx: Executor, now: Date): Promise<{ projects: number }> {
  const [{ n }] = await tx.select({ n: count() }).from(project);
  if (n > 0) return { projects: 0 };
  const types = new Map((await tx.select({ id: projectType.id, code: projectType.code }).from(projectType)).map((t) => [t.code, t.id]));
  const staff = await tx
    .select({ id: appUser.id, username: appUser.username, deptId: appUser.deptId, deptCode: department.code })
    .from(appUser)
    .innerJoin(department, eq(department.id, appUser.deptId))
    .where(and(eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE'), or(like(department.code, 'DLV%'), like(department.code, 'RND%'))))
    .orderBy(asc(appUser.id));
  const pmUser = staff.find((u) => u.username === 'pm');
  if (types.size === 0 || !pmUser || staff.length < 6) return { projects: 0 };

  const random = mulberry32(20_250_505);
  const today = kstDate(now);
  const planned: Planned[] = [];
  for (const [contractType, limit] of Object.entries(FROM_CONTRACTS)) {
    const rows = await tx
      .select({ id: contract.id, title: contract.title, customerId: contract.customerId, segmentId: customer.segmentId, startDate: contract.startDate, endDate: contract.endDate, revenue: contract.krwSupplyAmount })
      .from(contract)
      .innerJoin(customer, eq(customer.id, contract.customerId))
      .where(and(eq(contract.contractType, contractType), eq(contract.deletedYn, 'N'), isNull(contract.projectId), inArray(contract.status, ['ACTIVE', 'COMPLETED', 'EXPIRED', 'RENEWED'])))
      .orderBy(asc(contract.id))
      .limit(limit);
    for (const r of rows) planned.push({ typeCode: contractType === 'SERVICE' ? 'BUILD' : 'MAINTENANCE', name: r.title, customerId: r.customerId, segmentId: r.segmentId, contractId: r.id, startDate: r.startDate, endDate: r.endDate, revenue: r.revenue });
  }
  const prospects = await tx.select({ id: customer.id, segmentId: customer.segmentId }).from(customer).where(eq(customer.deletedYn, 'N')).orderBy(asc(customer.id)).limit(20);
  for (const { type, names } of OWN_PROJECTS) {
    names.forEach((name, i) => {
      const startDate = addDays(today, between(random, -420, 60));
      const endDate = addDays(startDate, type === 'PROPOSAL' ? between(random, 20, 45) : between(random, 90, 300));
      const target = type === 'PROPOSAL' && prospects.length > 0 ? prospects[(i * 3) % prospects.length] : null;
      planned.push({ typeCode: type, name, customerId: target?.id ?? null, segmentId: target?.segmentId ?? null, contractId: null, startDate, endDate, revenue: null });
    });
  }

  const pms = [pmUser, ...staff.filter((u) => u.deptCode.startsWith('DLV') && u.id !== pmUser.id).slice(0, 5)];
  const statuses = planned.map((p, i) => statusOf(p, today, i));
  const runningIds = statuses.flatMap((s, i) => (s === 'IN_PROGRESS' || s === 'ON_HOLD' ? [i] : []));
  if (runningIds.length > 1 && !statuses.includes('ON_HOLD')) statuses[runningIds[1]] = 'ON_HOLD';
  // Three RED projects spread over the running ones.
  const reds = new Set([0, Math.floor(runningIds.length / 2), runningIds.length - 1].map((k) => runningIds[k]));
  for (const [i, p] of planned.entries()) {
    const status = statuses[i];
    const running = runningIds.includes(i);
    const red = reds.has(i);
    const health: ProjectHealth | null = status === 'PLANNED' ? null : red ? 'RED' : running && i % 4 === 1 ? 'AMBER' : 'GREEN';
    const pm = i % 3 === 0 ? pmUser : pick(random, pms);
    const labor = p.revenue === null ? between(random, 30, 300) * 1_000_000 : Math.floor(p.revenue * 0.55);
    const projectNo = await nextDocNumber(tx, 'PROJECT', p.startDate);
    const [row] = await tx
      .insert(project)
      .values({
        projectNo,
        name: p.name,
        projectTypeId: types.get(p.typeCode) ?? types.values().next().value!,
        customerId: p.customerId,
        segmentId: p.segmentId,
        pmUserId: pm.id,
        ownerDeptId: pm.deptId,
        startDate: p.startDate,
        endDate: p.endDate,
        actualEndDate: status === 'COMPLETED' ? p.endDate : null,
        status,
        health,
        budgetRevenue: p.revenue,
        budgetLabor: labor,
        budgetDirect: Math.floor(labor * 0.25),
        budgetHours: (Math.round(labor / 50_000 / 8) * 8).toFixed(2),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: project.id });
    const team = staff.filter((u) => u.id !== pm.id);
    const chosen = new Set<number>();
    const members = [{ userId: pm.id, role: 'PM' as MemberRole, allocationPct: 50, fromDate: p.startDate, toDate: p.endDate }];
    for (let k = between(random, 2, 5); k > 0; k--) {
      const u = pick(random, team);
      if (chosen.has(u.id)) continue;
      chosen.add(u.id);
      members.push({ userId: u.id, role: pick(random, ROLES), allocationPct: pick(random, [20, 30, 50, 50, 80, 100]), fromDate: p.startDate, toDate: p.endDate });
    }
    await tx.insert(projectMember).values(members.map((m) => ({ ...m, projectId: row.id, createdAt: now, updatedAt: now })));
    await tx.insert(milestone).values(milestonesOf(random, p, status, today, red).map((m) => ({ ...m, projectId: row.id, createdAt: now, updatedAt: now })));
    if (p.contractId) await tx.update(contract).set({ projectId: row.id }).where(eq(contract.id, p.contractId));
  }
  return { projects: planned.length };
}
