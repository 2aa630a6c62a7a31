/**
 * One side of the benchmark, in its own process so the load generator does not share
 * its event loop: `api` (the real app on BENCH_DB=postgres|pglite, with the bulk volume)
 * or `baseline` (bare Fastify answering a page of the same shape from memory).
 * Prints `{"port": n}` once listening.
 */
import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { bulkSeed } from './bulkSeed';

const mode = process.argv[2];

async function api() {
  const base = loadConfig({});
  const database =
    process.env.BENCH_DB === 'postgres' ? ({ kind: 'postgres', url: process.env.BENCH_URL! } as const) : ({ kind: 'pglite', dataDir: null } as const);
  const app = await buildApp({ config: { ...base, database, seedDemo: true, port: 0, host: '127.0.0.1' } });
  const started = performance.now();
  await bulkSeed(app.db, { customers: Number(process.env.BENCH_CUSTOMERS), leads: Number(process.env.BENCH_LEADS) });
  console.error(`[bench] bulk volume inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

async function baseline() {
  const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, customerNo: `C-${String(i + 1).padStart(6, '0')}`, name: `(주)한빛정밀${i}`, status: 'ACTIVE' }));
  const app = Fastify();
  app.get('/dure.crm/api/baseline', async () => ({ result: { content: rows, totalElements: 100000, totalPages: 5000, page: 0, size: 20 } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

const address = await (mode === 'baseline' ? baseline() : api());
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : null }));
