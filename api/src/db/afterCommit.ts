import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './database';

type Callback = () => void;
type TxState = { root: Database; callbacks: Callback[] };

const TRACKED = Symbol('dure.afterCommit');
const transactions = new WeakMap<object, TxState>();

/**
 * Makes `db.transaction(...)` remember its transaction object so that work can be
 * deferred until it commits (`afterCommit`). Idempotent; the callbacks of a
 * rolled-back transaction are dropped.
 */
export function trackCommits(db: Database): void {
  const target = db as Database & { [TRACKED]?: true };
  if (target[TRACKED]) return;
  const original = db.transaction.bind(db);
  const tracked = (async (work: (tx: never) => Promise<unknown>, config?: unknown) => {
    const state: TxState = { root: db, callbacks: [] };
    const result = await original(async (tx) => {
      transactions.set(tx, state);
      return work(tx as never);
    }, config as never);
    for (const callback of state.callbacks) {
      try {
        callback();
      } catch (error) {
        console.warn('after-commit callback failed:', error);
      }
    }
    return result;
  }) as Database['transaction'];
  Object.assign(target, { transaction: tracked, [TRACKED]: true });
}

/** The database a transaction was opened on (itself for a database), or null for an untracked transaction. */
export function rootOf(executor: Executor): Database | null {
  if (!(executor instanceof PgTransaction)) return executor as Database;
  return transactions.get(executor)?.root ?? null;
}

/**
 * Runs `callback` once `executor` has committed: at once for a plain database,
 * after commit for a transaction opened with a tracked `db.transaction`.
 * Nested (savepoint) transactions are not tracked and are refused.
 */
export function afterCommit(executor: Executor, callback: Callback): void {
  if (!(executor instanceof PgTransaction)) {
    callback();
    return;
  }
  const state = transactions.get(executor);
  if (!state) throw new Error('afterCommit: pass the outer transaction of app.db.transaction (savepoints are not supported)');
  state.callbacks.push(callback);
}
