import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  THREAD_CHANNEL,
  THREAD_VISIBILITY,
  type ThreadBody,
  type ThreadChannel,
  type ThreadChannelCount,
  type ThreadDetail,
  type ThreadSummary,
} from '@dure/shared/contracts/okr/thread';
import { type ListStateOf, choice, defineListState, id, text, yn } from '@dure/shared/list-state';

export type { ThreadBody, ThreadChannel, ThreadChannelCount, ThreadDetail, ThreadSummary, ThreadVisibility } from '@dure/shared/contracts/okr/thread';
export { THREAD_LIMITS, THREAD_RECORD_TYPE } from '@dure/shared/contracts/okr/thread';

export const CHANNELS = THREAD_CHANNEL.codes;
export const CHANNEL_LABELS = THREAD_CHANNEL.labels;
export const VISIBILITIES = THREAD_VISIBILITY.codes;
export const VISIBILITY_LABELS = THREAD_VISIBILITY.labels;

/** 스레드 list state in the address: channel, keyword, unread only, project (`targetId`). The open thread is `threadId` beside it. */
export const threadList = defineListState({
  key: 'okr-thread-list',
  fields: { channel: choice<ThreadChannel>(THREAD_CHANNEL.codes), keyword: text(), unreadYn: yn(), targetId: id() },
  // The server's one order: pinned first, then the latest post or reply.
  sort: { initial: 'activityAt,desc', fields: ['activityAt'] },
  sizes: [20],
});
export type ThreadQuery = ListStateOf<typeof threadList>;

/** The address parameter of the open thread (notifications link to `/threads?threadId=…`). */
export const THREAD_PARAM = 'threadId';

const result = <T,>(r: { result: T }) => r.result;

export const threadApi = {
  list: (query: ThreadQuery) => http.get('api/thread', { searchParams: threadList.apiQuery(query) }).json<{ result: Page<ThreadSummary> }>().then(result),
  channels: () => http.get('api/thread/channels').json<{ result: ThreadChannelCount[] }>().then(result),
  get: (id: number) => http.get(`api/thread/${id}`).json<{ result: ThreadDetail }>().then(result),
  markRead: (id: number) => http.put(`api/thread/${id}/read`).json<{ result: true }>(),
  create: (input: ThreadBody) => http.post('api/thread', { json: input }).json<{ result: ThreadDetail }>().then(result),
  update: (id: number, input: ThreadBody & { version: number }) => http.put(`api/thread/${id}`, { json: input }).json<{ result: ThreadDetail }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/thread/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
