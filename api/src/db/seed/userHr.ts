import { inArray } from 'drizzle-orm';
import type { Executor } from '../database';
import type { EmploymentType, JobGrade, Position } from '@dure/shared/contracts/admin/user';
import { appUser, userHr } from '../schema';
import { DIVISIONS } from './organisation';

export type HrPlanInput = { username: string; deptCode: string; leads: boolean; ceo: boolean };

const DIVISION_CODES = new Set(DIVISIONS.map((d) => d.code));
const STAFF_GRADES: JobGrade[] = ['STAFF', 'STAFF', 'SENIOR', 'ASSISTANT_MANAGER', 'ASSISTANT_MANAGER', 'MANAGER', 'DEPUTY_GENERAL_MANAGER'];

/** Deterministic per index, so every seed run plans the same HR rows. */
function pick(index: number, salt: number, modulo: number): number {
  const x = Math.sin(index * 97.13 + salt * 13.7) * 10_000;
  return Math.floor((x - Math.floor(x)) * modulo);
}

const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function workLocationOf(deptCode: string): string {
  if (deptCode === 'RND-MES' || deptCode === 'RND-QA') return '구미 공장';
  if (deptCode.startsWith('RND')) return '판교 연구소';
  return '서울 본사';
}

/** HR details of the index-th planned demo user (DOMAIN §11). */
export function planHr(user: HrPlanInput, index: number): Omit<typeof userHr.$inferInsert, 'userId'> {
  const hireYear = 2008 + pick(index, 1, 17);
  let jobGrade: JobGrade = STAFF_GRADES[pick(index, 2, STAFF_GRADES.length)];
  let position: Position = 'MEMBER';
  if (user.ceo) {
    jobGrade = 'DIRECTOR';
    position = 'HEAD';
  } else if (user.leads && (DIVISION_CODES.has(user.deptCode) || user.deptCode === 'DURE')) {
    jobGrade = 'GENERAL_MANAGER';
    position = 'HEAD';
  } else if (user.leads) {
    jobGrade = pick(index, 3, 2) === 0 ? 'MANAGER' : 'DEPUTY_GENERAL_MANAGER';
    position = 'TEAM_LEADER';
  }
  // A few contract workers and one intern among the generated staff.
  let employmentType: EmploymentType = 'REGULAR';
  if (!user.leads && index % 17 === 11) employmentType = 'CONTRACT';
  if (!user.leads && index === 40) employmentType = 'INTERN';
  return {
    employeeNo: `D${String(hireYear).slice(2)}${String(index + 1).padStart(4, '0')}`,
    hireDate: isoDate(hireYear, 1 + pick(index, 4, 12), 1 + pick(index, 5, 28)),
    jobGrade,
    position,
    employmentType,
    contractEndDate: employmentType === 'CONTRACT' ? isoDate(2026, 1 + pick(index, 6, 12), 28) : null,
    birthDate: isoDate(1968 + pick(index, 7, 32), 1 + pick(index, 8, 12), 1 + pick(index, 9, 28)),
    workLocation: workLocationOf(user.deptCode),
  };
}

/** HR rows for planned demo users that exist and have none yet. */
export async function seedUserHr(tx: Executor, planned: readonly HrPlanInput[], now: Date): Promise<number> {
  const users = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(inArray(appUser.username, planned.map((u) => u.username)));
  if (users.length === 0) return 0;
  const ids = new Map(users.map((u) => [u.username, u.id]));
  const having = new Set(
    (await tx.select({ userId: userHr.userId }).from(userHr).where(inArray(userHr.userId, users.map((u) => u.id)))).map((r) => r.userId),
  );
  const rows = planned.flatMap((user, index) => {
    const userId = ids.get(user.username);
    return userId && !having.has(userId) ? [{ userId, ...planHr(user, index), updatedAt: now }] : [];
  });
  if (rows.length === 0) return 0;
  return (await tx.insert(userHr).values(rows).onConflictDoNothing().returning({ userId: userHr.userId })).length;
}
