import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Notification } from '@dure/shared/contracts/cross/notification';

export const HEARTBEAT_MS = 25_000;
const RETRY_MS = 5_000;

/** Ends every open stream (before the app closes, so the server can stop). */
export function closeStreams(open: Set<() => void>): void {
  for (const end of [...open]) end();
}

/**
 * Turns the response into a Server-Sent Events stream of the user's new
 * notifications (`event: notification`, JSON row) with a comment heartbeat.
 * The bus subscription and the timer are released when the client goes away
 * or the app closes.
 */
export function openStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const open = app.notificationStreams;
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  raw.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  const unsubscribe = app.notificationBus.subscribe(userId, (row: Notification) => {
    raw.write(`event: notification\nid: ${row.id}\ndata: ${JSON.stringify(row)}\n\n`);
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();

  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    open.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  open.add(end);
  request.raw.on('close', end);
  raw.on('close', end);
  raw.on('error', end);
}
