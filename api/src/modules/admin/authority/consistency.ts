import { expandAuthorities } from '@dure/shared/access';
import type { ConsistencyFinding } from '@dure/shared/contracts/admin/authority';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department, userAuthority } from '../../../db/schema';
import { kstDate } from '../../../lib/time';
import { storedComposites } from './codeTable';


const STATUS_LABEL = { ACTIVE: '재직', LOCKED: '잠금', RETIRED: '퇴사' } as const;

/**
 * The role-consistency report (DOMAIN §2 역할 정합성): grants past their expiry,
 * grants of locked or retired users, users in a closed department, and grants
 * already implied by another grant of the same user.
 */
export async function consistencyReport(db: Executor, now: Date): Promise<ConsistencyFinding[]> {
  const rows = await db
    .select({
      userId: appUser.id,
      username: appUser.username,
      userName: appUser.name,
      status: appUser.status,
      deptName: department.name,
      deptDeleted: department.deletedYn,
      deptValidTo: department.validTo,
      code: userAuthority.authorityCode,
      expiresAt: userAuthority.expiresAt,
    })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .leftJoin(userAuthority, eq(userAuthority.userId, appUser.id))
    .where(and(eq(appUser.deletedYn, 'N')))
    .orderBy(asc(appUser.name), asc(appUser.id), asc(userAuthority.authorityCode));
  const composites = await storedComposites(db);
  const today = kstDate(now);
  const findings: ConsistencyFinding[] = [];
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);

  for (const [userId, grants] of byUser) {
    const [user] = grants;
    const base = { userId, username: user.username, userName: user.userName, deptName: user.deptName ?? null };
    const closed = user.deptDeleted === 'Y' || (user.deptValidTo !== null && user.deptValidTo < today);
    if (closed && user.status !== 'RETIRED') {
      findings.push({ ...base, kind: 'CLOSED_DEPARTMENT', authorityCode: null, detail: `폐쇄된 부서(${user.deptName ?? '-'})에 소속되어 있습니다.` });
    }
    const held = grants.filter((g) => g.code !== null) as (typeof grants[number] & { code: string })[];
    const live = held.filter((g) => !g.expiresAt || g.expiresAt > now);
    for (const g of held) {
      if (g.expiresAt && g.expiresAt <= now) {
        findings.push({ ...base, kind: 'EXPIRED_GRANT', authorityCode: g.code, detail: `만료일(${kstDate(new Date(g.expiresAt.getTime() - 1))})이 지난 권한이 남아 있습니다.` });
      } else if (user.status !== 'ACTIVE' && g.code !== 'ROLE_USER') {
        findings.push({ ...base, kind: 'INACTIVE_USER', authorityCode: g.code, detail: `${STATUS_LABEL[user.status]} 상태인 사용자에게 권한이 남아 있습니다.` });
      }
    }
    // ROLE_USER is everyone's baseline, never reported as redundant.
    for (const g of live.filter((l) => l.code !== 'ROLE_USER')) {
      const others = live.filter((o) => o.code !== g.code).map((o) => o.code);
      const by = others.find((o) => expandAuthorities([o], composites).includes(g.code as never));
      if (by) findings.push({ ...base, kind: 'REDUNDANT', authorityCode: g.code, detail: `${by} 권한에 이미 포함된 권한입니다.` });
    }
  }
  return findings;
}
