import type { User } from '@dure/shared/contracts/admin/user';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, department, userAuthority, userExtraDept, userHr } from '../../../db/schema';
import { toKst } from '../../../lib/time';

/** The views of the given users, in the order of `ids` (missing or deleted ids are skipped). */
export async function loadUserViews(db: Executor, ids: readonly number[], now: Date): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ user: appUser, deptName: department.name, hr: userHr })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .leftJoin(userHr, eq(userHr.userId, appUser.id))
    .where(and(inArray(appUser.id, [...ids]), eq(appUser.deletedYn, 'N')));
  const extras = await db.select().from(userExtraDept).where(inArray(userExtraDept.userId, [...ids]));
  const grants = await db
    .select({ userId: userAuthority.userId, code: userAuthority.authorityCode })
    .from(userAuthority)
    .where(and(inArray(userAuthority.userId, [...ids]), or(isNull(userAuthority.expiresAt), gt(userAuthority.expiresAt, now))));

  const byId = new Map(
    rows.map(({ user, deptName, hr }) => [
      user.id,
      {
        id: user.id,
        username: user.username,
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        deptId: user.deptId,
        deptName: deptName ?? null,
        extraDeptIds: extras.filter((e) => e.userId === user.id).map((e) => e.deptId).sort((a, b) => a - b),
        status: user.status,
        ceoYn: user.ceoYn,
        mustChangeYn: user.mustChangeYn,
        lastLoginAt: toKst(user.lastLoginAt),
        passwordChangedAt: toKst(user.passwordChangedAt),
        hasPhotoYn: user.profileImageId === null ? 'N' : 'Y',
        employeeNo: hr?.employeeNo ?? null,
        jobGrade: hr?.jobGrade ?? null,
        position: hr?.position ?? null,
        employmentType: hr?.employmentType ?? null,
        hireDate: hr?.hireDate ?? null,
        resignDate: hr?.resignDate ?? null,
        contractEndDate: hr?.contractEndDate ?? null,
        birthDate: hr?.birthDate ?? null,
        workLocation: hr?.workLocation ?? null,
        authorities: grants.filter((g) => g.userId === user.id).map((g) => g.code).sort(),
        version: user.version,
        createdAt: toKst(user.createdAt),
        updatedAt: toKst(user.updatedAt),
      } satisfies User,
    ]),
  );
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
