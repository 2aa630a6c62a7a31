/**
 * One side of the benchmark, in its own process so the load generator does not share
 * its event loop: `api` (the real app on BENCH_DB=postgres|pglite, with the bulk volume)
 * or `baseline` (bare Fastify answering the api's own bytes from memory).
 * Prints `{"port": n, "periodId": m, "teamGoalId": t}` once listening (periodId: the OKR period the bench's goals are in;
 * teamGoalId: its team goal with the most children, the tree's largest expansion).
 */
import Fastify from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { bulkSeed } from './bulkSeed';
import { bulkSeedOkr } from './bulkSeedOkr';
import { bulkSeedWorklog } from './bulkSeedWorklog';
import { rowsOf } from '../../src/db/database';
import { sql } from 'drizzle-orm';

const mode = process.argv[2];

async function api() {
  const base = loadConfig({});
  const database =
    process.env.BENCH_DB === 'postgres' ? ({ kind: 'postgres', url: process.env.BENCH_URL! } as const) : ({ kind: 'pglite', dataDir: null } as const);
  // Logging as in production (level from LOG_LEVEL, every line redacted, pino's own asynchronous SonicBoom stream as on
  // stdout), written to /dev/null: its cost is part of the figure.
  const logger = { level: base.logLevel, file: '/dev/null' };
  const app = await buildApp({ config: { ...base, database, seedDemo: true, port: 0, host: '127.0.0.1' }, logger });
  const started = performance.now();
  await bulkSeed(app.db, { customers: Number(process.env.BENCH_CUSTOMERS), leads: Number(process.env.BENCH_LEADS) });
  const okr = { people: Number(process.env.BENCH_PEOPLE), goals: Number(process.env.BENCH_GOALS), keyResults: Number(process.env.BENCH_KRS), checkIns: Number(process.env.BENCH_CHECKINS), projects: Number(process.env.BENCH_PROJECTS) };
  await bulkSeedOkr(app.db, okr);
  await bulkSeedWorklog(app.db, Number(process.env.BENCH_WORKLOGS));
  console.error(`[bench] bulk volume inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const [period] = await rowsOf<{ id: number }>(
    app.db,
    sql`select id::int as id from okr_period where type = 'YEAR' and deleted_yn = 'N' and start_date <= current_date and end_date >= current_date order by id limit 1`,
  );
  const [team] = await rowsOf<{ id: number }>(
    app.db,
    sql`select p.id::int as id from goal p join goal c on c.parent_goal_id = p.id and c.deleted_yn = 'N'
        where p.period_id = ${period.id} and p.level = 'TEAM' and p.visibility = 'PUBLIC' and p.deleted_yn = 'N' group by p.id order by count(*) desc, p.id limit 1`,
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { address: app.server.address(), periodId: period.id, teamGoalId: team?.id ?? null };
}

/**
 * Bare Fastify answering, for each measured endpoint, the very bytes the api answered (the runner stores
 * them with PUT /bodies/:n first), so the ratio shows what the api's work costs and nothing else.
 */
async function baseline() {
  const bodies = new Map<string, string>();
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.put<{ Params: { n: string }; Body: string }>('/bodies/:n', async (request) => {
    bodies.set(request.params.n, request.body);
    return { stored: request.body.length };
  });
  app.get<{ Params: { n: string } }>('/echo/:n', async (request, reply) => reply.type('application/json; charset=utf-8').send(bodies.get(request.params.n)));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { address: app.server.address(), periodId: null, teamGoalId: null };
}

// The runner asks for this process's own CPU time (user + system, µs) over IPC, so the load generator's is never counted.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});

const { address, periodId, teamGoalId } = await (mode === 'baseline' ? baseline() : api());
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : null, periodId, teamGoalId }));
