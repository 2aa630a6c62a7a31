import { Ok } from '@dure/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { revokeFamily } from './store';

/** GET /api/user/revoke/token: logout; the access token and its refresh chain stop working at once. */
export async function revokeRoutes(app: FastifyInstance) {
  app.get(
    '/api/user/revoke/token',
    { config: { access: 'authenticated' }, schema: { tags: ['user'], summary: '로그아웃 (토큰 폐기)', response: { 200: Ok } } },
    async (request) => {
      await revokeFamily(app.db, request.auth!.familyId, app.clock(), 'LOGOUT');
      return { result: true };
    },
  );
}
