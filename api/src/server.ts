import { buildApp } from './app';
import { BASE_PATH, loadConfig } from './config';

const started = performance.now();
const config = loadConfig();
const app = await buildApp({ config, logger: { level: config.logLevel } });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close().catch(() => {});
  process.exit(1);
}

const where = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.database.dataDir}`;
const host = config.host.includes(':') ? `[${config.host}]` : config.host;
console.log(`두레 API: http://${host}:${config.port}${BASE_PATH}  (${where}, ${((performance.now() - started) / 1000).toFixed(1)}s)`);
