import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const INTERVAL_MS = 60 * 60 * 1000;

/**
 * A plugin running `run` hourly once the app is ready (first after `firstRunMs`), until it closes. Jobs do only
 * what is due, so an extra run (or one on another instance) changes nothing; a failure is logged and the next hour tries again.
 */
export function hourlyJobPlugin(name: string, firstRunMs: number, run: (app: FastifyInstance) => Promise<unknown>) {
  return fp(async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const schedule = (delay: number) => {
      if (closed) return;
      timer = setTimeout(() => {
        run(app)
          .catch((error) => app.log.warn({ err: error }, `${name} failed`))
          .finally(() => schedule(INTERVAL_MS));
      }, delay);
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(firstRunMs));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  });
}
