import { ACTIVITY_VERB, type ActivityVerb } from '@dure/shared/contracts/cross/activity';
import { SHARE_GRANTEE_TYPE, SHARE_PERMISSION, type ShareGranteeType, type SharePermission } from '@dure/shared/contracts/cross/share';
import {
  ACTION_ITEM_PRIORITY,
  ACTION_ITEM_SOURCE,
  ACTION_ITEM_STATUS,
  type ActionItemPriority,
  type ActionItemSource,
  type ActionItemStatus,
} from '@dure/shared/contracts/cross/actionItem';
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, id, instant, ref, yn } from './columns';
import { appUser } from './user';

/** The cross-cutting records of DOMAIN §9 that hang off any record (`targetType` + `targetId`). */

export type { ShareGranteeType, SharePermission };
export const SHARE_GRANTEE_TYPES = SHARE_GRANTEE_TYPE.codes as readonly [ShareGranteeType, ...ShareGranteeType[]];
export const SHARE_PERMISSIONS = SHARE_PERMISSION.codes as readonly [SharePermission, ...SharePermission[]];

/** Widens access to one record for a user or a department subtree, optionally until `expiresAt`. */
export const share = pgTable(
  'share',
  {
    id: id(),
    targetType: varchar({ length: 40 }).notNull(),
    targetId: bigint({ mode: 'number' }).notNull(),
    granteeType: varchar({ length: 10, enum: SHARE_GRANTEE_TYPES }).notNull(),
    granteeId: bigint({ mode: 'number' }).notNull(),
    permission: varchar({ length: 10, enum: SHARE_PERMISSIONS }).notNull(),
    expiresAt: instant(),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
    updatedAt: instant().notNull().defaultNow(),
    updatedBy: ref(),
  },
  (t) => [
    uniqueIndex('share_target_grantee_uq').on(t.targetType, t.targetId, t.granteeType, t.granteeId),
    index('share_grantee_idx').on(t.granteeType, t.granteeId),
  ],
);

/** A user's favourite: a record or an in-app path. Hard-deleted (DOMAIN §1.4). */
export const bookmark = pgTable(
  'bookmark',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    targetType: varchar({ length: 40 }),
    targetId: bigint({ mode: 'number' }),
    path: varchar({ length: 300 }),
    label: varchar({ length: 100 }).notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmark_user_target_uq').on(t.userId, t.targetType, t.targetId).where(sql`${t.targetType} is not null`),
    uniqueIndex('bookmark_user_path_uq').on(t.userId, t.path).where(sql`${t.path} is not null`),
  ],
);

/** Threaded comment (one reply level) with sanitised HTML body; soft-deleted. */
export const comment = pgTable(
  'comment',
  {
    ...baseColumns(),
    targetType: varchar({ length: 40 }).notNull(),
    targetId: bigint({ mode: 'number' }).notNull(),
    parentId: ref(),
    body: text().notNull(),
    mentions: bigint({ mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    editedYn: yn().notNull().default('N'),
  },
  (t) => [index('comment_target_idx').on(t.targetType, t.targetId, t.createdAt), index('comment_parent_idx').on(t.parentId)],
);

export type { ActivityVerb };
export const ACTIVITY_VERBS = ACTIVITY_VERB.codes as readonly [ActivityVerb, ...ActivityVerb[]];

/** System feed per record (append-only). */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    targetType: varchar({ length: 40 }).notNull(),
    targetId: bigint({ mode: 'number' }).notNull(),
    actorId: ref(),
    verb: varchar({ length: 20, enum: ACTIVITY_VERBS }).notNull(),
    summary: varchar({ length: 200 }).notNull(),
    at: instant().notNull().defaultNow(),
  },
  (t) => [index('activity_target_idx').on(t.targetType, t.targetId, t.at), index('activity_actor_idx').on(t.actorId, t.at)],
);

export type { ActionItemPriority, ActionItemSource, ActionItemStatus };
export const ACTION_ITEM_PRIORITIES = ACTION_ITEM_PRIORITY.codes as readonly [ActionItemPriority, ...ActionItemPriority[]];
export const ACTION_ITEM_SOURCES = ACTION_ITEM_SOURCE.codes as readonly [ActionItemSource, ...ActionItemSource[]];
export const ACTION_ITEM_STATUSES = ACTION_ITEM_STATUS.codes as readonly [ActionItemStatus, ...ActionItemStatus[]];

export const actionItem = pgTable(
  'action_item',
  {
    ...baseColumns(),
    title: varchar({ length: 200 }).notNull(),
    assigneeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    dueDate: date({ mode: 'string' }),
    priority: varchar({ length: 10, enum: ACTION_ITEM_PRIORITIES }).notNull().default('MEDIUM'),
    targetType: varchar({ length: 40 }),
    targetId: bigint({ mode: 'number' }),
    source: varchar({ length: 20, enum: ACTION_ITEM_SOURCES }).notNull().default('MANUAL'),
    status: varchar({ length: 10, enum: ACTION_ITEM_STATUSES }).notNull().default('OPEN'),
    doneAt: instant(),
  },
  (t) => [
    index('action_item_assignee_idx').on(t.assigneeId, t.status, t.dueDate),
    index('action_item_target_idx').on(t.targetType, t.targetId),
    index('action_item_creator_idx').on(t.createdBy),
  ],
);

/** Skill reference data (DOMAIN §8 Skills). */
export const skillCategory = pgTable(
  'skill_category',
  {
    ...baseColumns(),
    name: varchar({ length: 50 }).notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('skill_category_name_uq').on(t.name).where(sql`${t.deletedYn} = 'N'`)],
);

export const skill = pgTable(
  'skill',
  {
    ...baseColumns(),
    name: varchar({ length: 100 }).notNull(),
    categoryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => skillCategory.id),
    description: varchar({ length: 500 }),
    activeYn: yn().notNull().default('Y'),
  },
  (t) => [uniqueIndex('skill_name_uq').on(t.name).where(sql`${t.deletedYn} = 'N'`), index('skill_category_idx').on(t.categoryId)],
);

/** A named list state (filters, sort, columns) a user saved; shared ones are visible to everyone. */
export const savedView = pgTable(
  'saved_view',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    listKey: varchar({ length: 60 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    state: jsonb().$type<Record<string, unknown>>().notNull(),
    sharedYn: yn().notNull().default('N'),
    version: integer().notNull().default(0),
    createdAt: instant().notNull().defaultNow(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_view_user_list_name_uq').on(t.userId, t.listKey, t.name), index('saved_view_list_idx').on(t.listKey)],
);

export type TableColumnSetting = { key: string; visible: boolean; order: number; width: number | null };

/** A user's column layout of one table. */
export const tableSetting = pgTable(
  'table_setting',
  {
    id: id(),
    userId: bigint({ mode: 'number' })
      .notNull()
      .references(() => appUser.id),
    tableKey: varchar({ length: 60 }).notNull(),
    columns: jsonb().$type<TableColumnSetting[]>().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('table_setting_user_table_uq').on(t.userId, t.tableKey)],
);

