import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser, department } from '../../../db/schema';
import { notFound } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';

/** GET /api/user/me: the signed-in user, under `result` (SPEC §3, §7). */
export async function meRoutes(app: FastifyInstance) {
  app.get('/api/user/me', { config: { access: 'authenticated' }, schema: { tags: ['user'], summary: '현재 사용자' } }, async (request) => {
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
        mustChangeYn: appUser.mustChangeYn,
        lastLoginAt: appUser.lastLoginAt,
      })
      .from(appUser)
      .leftJoin(department, eq(department.id, appUser.deptId))
      .where(eq(appUser.id, request.auth!.userId));
    if (!row) throw notFound();
    const { mustChangeYn, lastLoginAt, ...rest } = row;
    return { result: { ...rest, mustChangePassword: mustChangeYn === 'Y', lastLoginAt: toKst(lastLoginAt) } };
  });
}
