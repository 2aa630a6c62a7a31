import { Result } from '@dure/shared/contracts';
import { CurrentUser } from '@dure/shared/contracts/user/me';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser, department } from '../../../db/schema';
import { notFound } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { allowedPagesFor } from '../../admin/authority/menuAccess';

/** GET /api/user/me: the signed-in user, under `result` (SPEC §3, §7). */
export async function meRoutes(app: FastifyInstance) {
  app.get('/api/user/me', { config: { access: 'authenticated' }, schema: { tags: ['user'], summary: '현재 사용자', response: { 200: Result(CurrentUser) } } }, async (request): Promise<{ result: CurrentUser }> => {
    const auth = request.auth!;
    const [row] = await app.db
      .select({
        id: appUser.id,
        username: appUser.username,
        name: appUser.name,
        email: appUser.email,
        mobile: appUser.mobile,
        deptId: appUser.deptId,
        deptName: department.name,
        status: appUser.status,
        ceoYn: appUser.ceoYn,
        lastLoginAt: appUser.lastLoginAt,
        passwordChangedAt: appUser.passwordChangedAt,
        profileImageId: appUser.profileImageId,
      })
      .from(appUser)
      .leftJoin(department, eq(department.id, appUser.deptId))
      .where(eq(appUser.id, auth.userId));
    if (!row) throw notFound();
    const { lastLoginAt, passwordChangedAt, profileImageId, ...rest } = row;
    return {
      result: {
        ...rest,
        // Stored flag or a password past its maximum age: the UI sends the user to the change screen either way.
        mustChangeYn: auth.mustChangePassword ? 'Y' : 'N',
        mustChangePassword: auth.mustChangePassword,
        lastLoginAt: toKst(lastLoginAt),
        passwordChangedAt: toKst(passwordChangedAt),
        hasPhotoYn: profileImageId === null ? 'N' : 'Y',
        authorities: [...auth.authorities].sort(),
        allowedPages: await allowedPagesFor(app.db, auth.authorities),
      },
    };
  });
}
