import { NOTIFICATION_CATEGORY, type NotificationCategory } from '@dure/shared/contracts/cross/notification';
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref, yn } from './columns';
import { appUser } from './user';

export type { NotificationCategory };
export const NOTIFICATION_CATEGORIES = NOTIFICATION_CATEGORY.codes as readonly [NotificationCategory, ...NotificationCategory[]];
export const notificationCategory = pgEnum('notification_category', NOTIFICATION_CATEGORIES);

/** One row per recipient (DOMAIN §9 Notification); hard-deleted by its recipient. */
export const notification = pgTable(
  'notification',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    created: instant().notNull().defaultNow(),
    confirmYn: yn().notNull().default('N'),
    confirmedAt: instant(),
    category: notificationCategory().notNull(),
    type: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 100 }).notNull(),
    body: varchar({ length: 500 }).notNull(),
    contentLocation: varchar({ length: 200 }),
    contentLink: varchar({ length: 500 }),
    targetType: varchar({ length: 40 }),
    targetId: ref(),
    actorId: ref(),
  },
  (t) => [index('notification_user_created_idx').on(t.userId, t.created.desc())],
);

/** A browser push registration (DOMAIN §9 PushToken); a token belongs to one user at a time. */
export const pushToken = pgTable(
  'push_token',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    token: varchar({ length: 512 }).notNull(),
    userAgent: varchar({ length: 300 }),
    lastSeenAt: instant().notNull().defaultNow(),
    createdAt: instant().notNull().default(sql`now()`),
  },
  (t) => [uniqueIndex('push_token_token_uq').on(t.token), index('push_token_user_idx').on(t.userId)],
);
