import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A background job as a plugin: first run `firstMs` after the app is ready, then every `intervalMs`; failures are
 * logged and the next run still comes; the timer never holds the process and stops when the app closes.
 * Jobs must be idempotent (every run only does what is due), as several instances may run them.
 */
export function periodicJob(name: string, firstMs: number, intervalMs: number, run: (app: FastifyInstance) => Promise<unknown>) {
  return fp(async (app: FastifyInstance) => {
    let timer: NodeJS.Timeout | undefined;
    let closed = false;
    const schedule = (delay: number) => {
      if (closed) return;
      timer = setTimeout(() => {
        run(app)
          .catch((error) => app.log.warn({ err: error }, `${name} failed`))
          .finally(() => schedule(intervalMs));
      }, delay);
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(firstMs));
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  });
}
