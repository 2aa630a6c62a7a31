import { Type } from 'typebox';
import { DateTime, Id, IdParams, ListQuery, Nullable, OrEmpty, type Static, Text, Version, Yn, labelled } from '../common';

/** 스레드 (DOMAIN §5 Thread, /threads): posts in channels, replies are the record toolkit's comments. */

export const THREAD_CHANNEL = labelled({ NOTICE: '공지', GENERAL: '일반', PROJECT: '프로젝트' }, '채널');
export type ThreadChannel = (typeof THREAD_CHANNEL.codes)[number];
export const THREAD_VISIBILITY = labelled({ ALL: '전체', DEPT: '부서', MEMBERS: '지정 멤버' }, '공개 범위');
export type ThreadVisibility = (typeof THREAD_VISIBILITY.codes)[number];

/** Record type of a thread in the toolkit (comments = replies) and of the project a PROJECT thread belongs to. */
export const THREAD_RECORD_TYPE = 'THREAD';
export const THREAD_PROJECT_TARGET = 'PROJECT';

export const THREAD_LIMITS = { title: 200, body: 1_000_000, members: 200 } as const;

export const ThreadParams = IdParams;

export const ThreadListQuery = ListQuery({
  channel: OrEmpty(THREAD_CHANNEL.schema),
  unreadYn: OrEmpty(Yn),
  /** Threads of this project (PROJECT channel). */
  targetId: Type.Optional(Id),
});
export type ThreadListQuery = Static<typeof ThreadListQuery>;

// Title and body emptiness, members and the admin-only fields are checked by the service with Korean messages.
export const ThreadBody = Type.Object({
  title: Text(THREAD_LIMITS.title),
  body: Text(THREAD_LIMITS.body),
  channel: THREAD_CHANNEL.schema,
  visibility: THREAD_VISIBILITY.schema,
  memberIds: Type.Optional(Type.Array(Id, { maxItems: THREAD_LIMITS.members })),
  /** The project of a PROJECT channel post (required there for a new post; a project the writer sees). */
  targetId: Type.Optional(Nullable(Id)),
  pinnedYn: Type.Optional(Yn),
  version: Type.Optional(Version),
});
export type ThreadBody = Static<typeof ThreadBody>;

const Person = Type.Object({ id: Id, name: Type.String() });

/** A thread as the list answers it; `unreadYn` = Y when it changed since the caller last opened it. */
export const ThreadSummary = Type.Object({
  id: Id,
  title: Type.String(),
  channel: THREAD_CHANNEL.schema,
  visibility: THREAD_VISIBILITY.schema,
  pinnedYn: Yn,
  targetType: Nullable(Type.String()),
  targetId: Nullable(Id),
  /** The project of a PROJECT thread (null when none or no longer there). */
  projectName: Nullable(Type.String()),
  authorId: Nullable(Id),
  authorName: Nullable(Type.String()),
  deptName: Nullable(Type.String()),
  commentCount: Type.Integer({ minimum: 0 }),
  lastCommentAt: Nullable(DateTime),
  createdAt: DateTime,
  unreadYn: Yn,
});
export type ThreadSummary = Static<typeof ThreadSummary>;

export const ThreadDetail = Type.Object({
  ...ThreadSummary.properties,
  body: Type.String(),
  members: Type.Array(Person),
  mentions: Type.Array(Person),
  editableYn: Yn,
  updatedAt: DateTime,
  version: Version,
});
export type ThreadDetail = Static<typeof ThreadDetail>;

/** Threads and unread threads the caller sees per channel (the channel list). */
export const ThreadChannelCount = Type.Object({ channel: THREAD_CHANNEL.schema, total: Type.Integer({ minimum: 0 }), unread: Type.Integer({ minimum: 0 }) });
export type ThreadChannelCount = Static<typeof ThreadChannelCount>;
