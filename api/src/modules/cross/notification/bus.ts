import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DatabaseConfig } from '../../../config';
import { OWNER_CHANNEL } from '../../auth/token/invalidation';
import type { Notification } from '@dure/shared/contracts/cross/notification';

/** PostgreSQL NOTIFY channel of new notification rows (payload: one row as JSON, well below the 8,000-byte limit). */
export const NOTIFICATION_CHANNEL = 'dure_notification';
const RECONNECT_MS = 2000;

type Listener = (row: Notification) => void;

/**
 * Fan-out of new notifications to the live streams of every api instance:
 * PostgreSQL LISTEN/NOTIFY on PostgreSQL, an in-process emitter on PGlite
 * (which is single-process anyway).
 */
export type NotificationBus = {
  readonly kind: 'postgres' | 'memory';
  /** Announces committed rows; never throws (a lost live event is not worth failing a business action). */
  publish(rows: Notification[]): Promise<void>;
  /** Calls `listener` with each new row of `userId`; returns the unsubscribe function. */
  subscribe(userId: number, listener: Listener): () => void;
  /**
   * Calls `listener` with each token-owner invalidation other instances NOTIFY (payload of invalidation.ts);
   * on PGlite nothing arrives: every app on it shares its database handle, whose caches are reached directly.
   */
  onOwnerChange(listener: (payload: string) => void): () => void;
  close(): Promise<void>;
};

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (row: Notification) => emitter.emit(`user:${row.userId}`, row),
    subscribe(userId: number, listener: Listener) {
      emitter.on(`user:${userId}`, listener);
      return () => void emitter.off(`user:${userId}`, listener);
    },
    clear: () => void emitter.removeAllListeners(),
  };
}

export function memoryBus(): NotificationBus {
  const local = localFanOut();
  return {
    kind: 'memory',
    publish: async (rows) => {
      for (const row of rows) local.emit(row);
    },
    subscribe: local.subscribe,
    onOwnerChange: () => () => {},
    close: async () => local.clear(),
  };
}

/** LISTEN on one dedicated connection (reconnecting when it drops); NOTIFY through a short-lived pool client. */
export async function postgresBus(url: string, log: FastifyBaseLogger): Promise<NotificationBus> {
  const local = localFanOut();
  const ownerChanges = new EventEmitter();
  ownerChanges.setMaxListeners(0);
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', (error) => log.warn({ err: error }, 'notification bus: publisher connection error'));
  let listener: pg.Client | null = null;
  let closed = false;
  let everConnected = false;
  let retry: NodeJS.Timeout | undefined;

  const connectListener = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === OWNER_CHANNEL && message.payload) ownerChanges.emit('change', message.payload);
      if (message.channel !== NOTIFICATION_CHANNEL || !message.payload) return;
      try {
        local.emit(JSON.parse(message.payload) as Notification);
      } catch (error) {
        log.warn({ err: error }, 'notification bus: bad payload');
      }
    });
    const reconnect = () => {
      if (closed || listener !== client) return;
      listener = null;
      client.end().catch(() => {});
      retry = setTimeout(() => connectListener().catch(() => reconnectLater()), RECONNECT_MS);
      retry.unref();
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'notification bus: listener connection lost');
      reconnect();
    });
    client.on('end', reconnect);
    await client.connect();
    await client.query(`listen ${NOTIFICATION_CHANNEL}; listen ${OWNER_CHANNEL}`);
    // Invalidations sent while no connection listened are lost: forget every cached owner.
    if (everConnected) ownerChanges.emit('change', 'bus all');
    everConnected = true;
    listener = client;
  };
  const reconnectLater = () => {
    if (closed) return;
    retry = setTimeout(() => connectListener().catch(() => reconnectLater()), RECONNECT_MS);
    retry.unref();
  };
  await connectListener();

  return {
    kind: 'postgres',
    publish: async (rows) => {
      if (rows.length === 0) return;
      try {
        const client = await publisher.connect();
        try {
          for (const row of rows) await client.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, JSON.stringify(row)]);
        } finally {
          client.release();
        }
      } catch (error) {
        log.warn({ err: error }, 'notification bus: publish failed');
      }
    },
    subscribe: local.subscribe,
    onOwnerChange(listener) {
      ownerChanges.on('change', listener);
      return () => void ownerChanges.off('change', listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      local.clear();
      ownerChanges.removeAllListeners();
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}

export function createBus(database: DatabaseConfig, log: FastifyBaseLogger): Promise<NotificationBus> {
  return database.kind === 'postgres' ? postgresBus(database.url, log) : Promise.resolve(memoryBus());
}
