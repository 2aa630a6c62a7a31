import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessConfig } from './rbac';

/** Collects route schemas into an OpenAPI document; access rules become security and a note. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '두레 API', version: '0.1.0', description: '두레 사내 업무관리 API (base path /dure.crm)' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: '/oauth/token 에서 받은 access_token' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'OAuth 클라이언트 인증 (dure-web)' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      const config = (route.config ?? {}) as AccessConfig;
      const out: Record<string, unknown> = { ...schema };
      if (config.roles) {
        out.security = [{ bearer: [] }];
        out.description = [out.description, `필요 권한(하나 이상): ${config.roles.join(', ')}`].filter(Boolean).join('\n\n');
      } else if (config.access === 'authenticated') {
        out.security = [{ bearer: [] }];
      }
      return { schema: out, url };
    },
  });
});
