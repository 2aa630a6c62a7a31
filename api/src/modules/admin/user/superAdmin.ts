import { USERNAME_PATTERN } from '@dure/shared/contracts/admin/user';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { appUser, department, userAuthority } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { hashPassword, meetsPasswordPolicy } from '../../../lib/passwords';

export type CreateAdminResult = { created: true; id: number } | { created: false; reason: 'exists' };

/** Why a first-admin request is refused, in Korean for the operator; null when acceptable. */
export function adminCredentialProblem(username: string, password: string): string | null {
  if (!USERNAME_PATTERN.test(username)) return '아이디는 영문 소문자, 숫자, 마침표(.), 밑줄(_), 하이픈(-)으로 4~50자여야 합니다.';
  if (!meetsPasswordPolicy(password)) return '비밀번호는 9자 이상이며 영문 대문자, 소문자, 숫자, 특수문자 중 3가지 이상을 포함해야 합니다.';
  return null;
}

/**
 * Creates a ROLE_SUPER user unless the username exists (the production way to
 * get a first admin: ADMIN_USERNAME/ADMIN_PASSWORD or `pnpm create-admin`).
 */
export async function createSuperAdmin(db: Database, input: { username: string; password: string; now?: Date }): Promise<CreateAdminResult> {
  const username = input.username.trim().toLowerCase();
  const problem = adminCredentialProblem(username, input.password);
  if (problem) throw new Error(problem);
  const [existing] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username)).limit(1);
  if (existing) return { created: false, reason: 'exists' };

  const passwordHash = await hashPassword(input.password);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [root] = await tx
      .select({ id: department.id })
      .from(department)
      .where(and(isNull(department.parentId), eq(department.deletedYn, 'N')))
      .limit(1);
    const [user] = await tx
      .insert(appUser)
      .values({
        username,
        passwordHash,
        name: '시스템관리자',
        email: `${username}@localhost`,
        deptId: root?.id ?? null,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: appUser.username })
      .returning({ id: appUser.id });
    if (!user) return { created: false, reason: 'exists' } as const;
    await tx.insert(userAuthority).values([
      { userId: user.id, authorityCode: 'ROLE_SUPER', grantedAt: now, reason: '초기 관리자' },
      { userId: user.id, authorityCode: 'ROLE_USER', grantedAt: now, reason: '초기 관리자' },
    ]);
    await writeAudit(tx, { actorId: null, ip: null, requestId: null, now }, {
      entityType: 'USER',
      entityId: user.id,
      action: 'CREATE',
      changes: [
        { field: 'username', old: null, new: username },
        { field: 'authorities', old: null, new: ['ROLE_SUPER', 'ROLE_USER'] },
      ],
    });
    return { created: true, id: user.id } as const;
  });
}
