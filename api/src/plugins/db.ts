import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Connection } from '../db/connect';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    connection: Connection;
  }
}

/** Exposes the database; closes it with the app unless it was borrowed (tests share one per file). */
export const dbPlugin = fp(async (app: FastifyInstance, options: { connection: Connection; owned: boolean }) => {
  app.decorate('db', options.connection.db);
  app.decorate('connection', options.connection);
  if (options.owned) app.addHook('onClose', () => options.connection.close());
});
