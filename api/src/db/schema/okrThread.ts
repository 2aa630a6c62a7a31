import type { ThreadChannel, ThreadVisibility } from '@dure/shared/contracts/okr/thread';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, instant, ref, yn } from './columns';
import { department } from './department';
import { appUser } from './user';

/**
 * 스레드 (DOMAIN §5 Thread): a post in a channel. Replies are comments (targetType THREAD);
 * commentCount / lastCommentAt follow them. A PROJECT thread names its project by targetType/targetId
 * (a plain reference, like the crm's projectId). ownerDeptId is the author's department at posting:
 * the department a DEPT thread is visible to.
 */
export const okrThread = pgTable(
  'okr_thread',
  {
    ...baseColumns(),
    ownerDeptId: ref().references(() => department.id),
    ownerUserId: ref().references(() => appUser.id),
    title: varchar({ length: 200 }).notNull(),
    /** Sanitised rich text (DOMAIN §0 `html`). */
    body: text().notNull(),
    channel: varchar({ length: 10 }).$type<ThreadChannel>().notNull(),
    targetType: varchar({ length: 40 }),
    targetId: ref(),
    visibility: varchar({ length: 10 }).$type<ThreadVisibility>().notNull().default('ALL'),
    pinnedYn: yn().notNull().default('N'),
    /** Users mentioned in the body (∑). */
    mentions: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    commentCount: integer().notNull().default(0),
    lastCommentAt: instant(),
    /** Last post or reply: the unread marker compares with it. */
    activityAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index('okr_thread_order_idx').on(t.pinnedYn, t.activityAt).where(sql`${t.deletedYn} = 'N'`),
    index('okr_thread_channel_idx').on(t.channel),
    index('okr_thread_target_idx').on(t.targetType, t.targetId),
  ],
);

/** A row per thread and user (deleted with the thread). */
const threadUser = () => ({
  threadId: ref()
    .notNull()
    .references(() => okrThread.id, { onDelete: 'cascade' }),
  userId: ref()
    .notNull()
    .references(() => appUser.id),
});

/** Members of a MEMBERS thread. */
export const okrThreadMember = pgTable(
  'okr_thread_member',
  threadUser(),
  (t) => [primaryKey({ columns: [t.threadId, t.userId] }), index('okr_thread_member_user_idx').on(t.userId)],
);

/** When each user last read each thread: newer activity makes it unread. */
export const okrThreadRead = pgTable(
  'okr_thread_read',
  { ...threadUser(), readAt: instant().notNull() },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);
