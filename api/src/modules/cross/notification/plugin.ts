import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { trackCommits } from '../../../db/afterCommit';
import { type NotificationBus, createBus } from './bus';
import { type Delivery, registerDelivery, unregisterDelivery } from './notify';
import { type PushSender, createPushSender } from './push';
import { closeStreams } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    notificationBus: NotificationBus;
    pushSender: PushSender;
    /** End functions of the open live streams of this instance. */
    notificationStreams: Set<() => void>;
  }
}

/** The live bus and push sender of this instance, wired so `notify(app.db | tx, …)` delivers after commit. */
export const notificationPlugin = fp(async (app: FastifyInstance) => {
  const bus = await createBus(app.config.database, app.log);
  const push = await createPushSender(app.log, app.config.firebaseServiceAccount);
  const delivery: Delivery = { bus, push, log: app.log };
  trackCommits(app.db);
  registerDelivery(app.db, delivery);
  app.decorate('notificationBus', bus);
  app.decorate('pushSender', push);
  app.decorate('notificationStreams', new Set<() => void>());
  app.addHook('preClose', async () => closeStreams(app.notificationStreams));
  app.addHook('onClose', async () => {
    unregisterDelivery(app.db, delivery);
    await bus.close();
  });
});
