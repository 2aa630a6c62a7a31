import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers for a JSON-only api, and CORS for the configured web origins. */
export const securityPlugin = fp(async (app: FastifyInstance, options: { corsOrigins: string[] }) => {
  // Built once: @fastify/helmet built helmet's header setter again for every request (its options parsed, its CSP written).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // Responses are read cross-origin by the web app through CORS.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  // Answers carry personal and business data: a JSON answer is never kept by a browser or a proxy.
  // Files, photos, exports and the event stream set their own Cache-Control and keep it.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('Cache-Control') && String(reply.getHeader('Content-Type') ?? '').includes('json')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });
});
