import { API_MESSAGES } from '@dure/shared/messages';
import { ApiErrorBody, Result } from '@dure/shared/contracts';
import { Health } from '@dure/shared/contracts/system/health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** GET /health (checks the database) and GET /openapi.json. */
export async function systemRoutes(app: FastifyInstance) {
  app.get('/health', { config: { access: 'public' }, schema: { tags: ['system'], summary: '상태 확인', response: { 200: Result(Health), 503: ApiErrorBody } } }, async (request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { result: { status: 'UP' as const, database: app.connection.kind } };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ error: 'unavailable', message: API_MESSAGES.serviceUnavailable });
    }
  });

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
