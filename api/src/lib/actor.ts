import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit';

/** The audit actor of a request: signed-in user (if any), client IP, request id and the app clock's now. */
export function actorOf(request: FastifyRequest): Actor {
  return { actorId: request.auth?.userId ?? null, ip: request.ip, requestId: String(request.id), now: request.server.clock() };
}
