import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterCommit, rootOf } from '../../../db/afterCommit';
import type { Database, Executor } from '../../../db/database';
import type { OwnerCache, OwnerTarget } from './ownerCache';

/** PostgreSQL NOTIFY channel of token-owner invalidations; payload `<origin> <userId|all> <sequence>`. */
export const OWNER_CHANNEL = 'dure_token_owner';

/** Per database handle, the owner caches of the apps using it (tests may build several apps on one connection). */
const caches = new WeakMap<Database, Set<OwnerCache>>();
const origins = new WeakMap<Database, string>();
/** Origins of this process's database handles: only their messages are waited for. */
const localOrigins = new Set<string>();
/** Per PostgreSQL database (its url), the caches of this process that LISTEN there; a write waits until each has heard it. */
const listening = new Map<string, Set<OwnerCache>>();
/** The PostgreSQL database a handle's listening caches are on. */
const databaseOf = new WeakMap<Database, string>();
/** Per database handle, the invalidations committed but not yet heard by every listening cache. */
const inFlight = new WeakMap<Database, Set<Promise<void>>>();
/** This process's messages by payload: which listening caches heard them, and who waits. */
const echoes = new Map<string, { database: string; heardBy: Set<OwnerCache>; resolve?: () => void }>();
const ECHOES_MAX = 1_000;
/** How long a response waits at most for its invalidation to come back from PostgreSQL. */
const ECHO_WAIT_MS = 1000;
let sequence = 0;

/** Names a database handle in invalidation messages, so an instance skips the ones it already applied. */
export function originOf(db: Database): string {
  let origin = origins.get(db);
  if (!origin) {
    origins.set(db, (origin = randomUUID()));
    localOrigins.add(origin);
  }
  return origin;
}

/**
 * `listensOn`: the PostgreSQL database (url) whose NOTIFY the cache also hears from other instances; a write
 * there answers once the cache heard it. Null on PGlite.
 */
export function registerOwnerCache(db: Database, cache: OwnerCache, listensOn: string | null): () => void {
  const set = caches.get(db) ?? new Set<OwnerCache>();
  caches.set(db, set.add(cache));
  const listeners = listensOn === null ? null : (listening.get(listensOn) ?? new Set<OwnerCache>());
  if (listensOn !== null && listeners) {
    listening.set(listensOn, listeners.add(cache));
    databaseOf.set(db, listensOn);
  }
  return () => {
    set.delete(cache);
    listeners?.delete(cache);
  };
}

const heardByAll = (echo: { database: string; heardBy: Set<OwnerCache> }) =>
  [...(listening.get(echo.database) ?? [])].every((cache) => echo.heardBy.has(cache));

function echoOf(payload: string, database: string) {
  let echo = echoes.get(payload);
  if (!echo) {
    if (echoes.size >= ECHOES_MAX) echoes.clear();
    echoes.set(payload, (echo = { database, heardBy: new Set() }));
  }
  return echo;
}

/** A cache listening on `database` heard a message; once every one there heard one of this process, its writer may answer. */
export function heard(payload: string, cache: OwnerCache, database: string): void {
  if (!localOrigins.has(payload.split(' ')[0])) return;
  const echo = echoOf(payload, database);
  echo.heardBy.add(cache);
  if (heardByAll(echo)) echo.resolve?.();
}

/**
 * Resolves once this handle's committed invalidations came back from PostgreSQL to every listening cache of
 * this process (at most ECHO_WAIT_MS): a response sent after it does not overtake the invalidation.
 */
export async function invalidationsSent(db: Database): Promise<void> {
  const waiting = inFlight.get(db);
  if (waiting && waiting.size > 0) await Promise.all(waiting);
}

function awaitEcho(root: Database, database: string, payload: string): void {
  const echo = echoOf(payload, database);
  if (heardByAll(echo)) {
    echoes.delete(payload);
    return;
  }
  const waiting = inFlight.get(root) ?? new Set<Promise<void>>();
  inFlight.set(root, waiting);
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<void>((resolve) => {
    echo.resolve = resolve;
    timer = setTimeout(resolve, ECHO_WAIT_MS);
  }).finally(() => {
    clearTimeout(timer);
    echoes.delete(payload);
    waiting.delete(done);
  });
  waiting.add(done);
}

/** The target a message of another database handle names; null for one's own or a malformed one. */
export function parseInvalidation(payload: string, ownOrigin: string): OwnerTarget | null {
  const [origin, target] = payload.split(' ');
  if (origin === ownOrigin || !target) return null;
  if (target === 'all') return 'all';
  const userId = Number(target);
  return Number.isSafeInteger(userId) ? userId : null;
}

/**
 * Call after a write that changes what a token resolves to (revocation, password, status, grants,
 * composites, departments): once it commits, this instance's caches drop the user's entries (or all)
 * and every other instance hears it through NOTIFY, which PostgreSQL delivers only on commit.
 */
export async function invalidateOwners(db: Executor, target: OwnerTarget): Promise<void> {
  const root = rootOf(db);
  if (!root) throw new Error('invalidateOwners: pass the outer transaction of app.db.transaction');
  const payload = `${originOf(root)} ${target} ${++sequence}`;
  afterCommit(db, () => {
    for (const cache of caches.get(root) ?? []) cache.drop(target);
    const database = databaseOf.get(root);
    if (database) awaitEcho(root, database, payload);
  });
  await db.execute(sql`select pg_notify(${OWNER_CHANNEL}, ${payload})`);
}
