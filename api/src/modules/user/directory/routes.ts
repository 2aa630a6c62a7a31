import { PageOf, Result } from '@dure/shared/contracts';
import { DIRECTORY_MAX_PAGE_SIZE, DirectoryQuery, UserSummary } from '@dure/shared/contracts/user/directory';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser, department } from '../../../db/schema';
import { pageRequest, toPage } from '../../../lib/page';
import { escapeLike } from '../../../lib/like';

/**
 * GET /api/user/directory: active colleagues by name or login id, for people pickers
 * (leaders, shares, @mentions, grants). Any signed-in user may look people up; it
 * answers only what a company directory shows — no contact or HR data.
 */
export async function directoryRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/user/directory',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['user'],
        summary: '직원 찾기 (사람 선택용)',
        querystring: DirectoryQuery,
        response: { 200: Result(PageOf(UserSummary)) },
      },
    },
    async (request) => {
      const paging = pageRequest(request.query, DIRECTORY_MAX_PAGE_SIZE);
      const keyword = request.query.keyword?.trim();
      const { id } = request.query;
      const conditions: SQL[] = id === undefined ? [eq(appUser.status, 'ACTIVE'), eq(appUser.deletedYn, 'N')] : [eq(appUser.id, id), eq(appUser.deletedYn, 'N')];
      if (keyword) {
        const pattern = `%${escapeLike(keyword)}%`;
        conditions.push(or(ilike(appUser.name, pattern), ilike(appUser.username, pattern))!);
      }
      if (request.query.deptId) conditions.push(eq(appUser.deptId, request.query.deptId));
      const where = and(...conditions);
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select({ id: appUser.id, name: appUser.name, username: appUser.username, deptId: appUser.deptId, deptName: department.name })
          .from(appUser)
          .leftJoin(department, eq(department.id, appUser.deptId))
          .where(where)
          .orderBy(asc(appUser.name), asc(appUser.id))
          .limit(paging.size)
          .offset(paging.offset),
        app.db.select({ total: count() }).from(appUser).where(where),
      ]);
      return { result: toPage(rows, total, paging) };
    },
  );
}
