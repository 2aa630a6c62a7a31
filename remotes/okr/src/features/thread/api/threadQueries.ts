import { queryOptions } from '@tanstack/react-query';
import { type ThreadQuery, threadApi, threadList } from './threadApi';

/** Everything a thread write or a reply makes stale: lists, channel counts, details. */
export const THREAD_KEY = ['thread'] as const;

export const threadListQuery = (query: ThreadQuery) => queryOptions({ queryKey: [...THREAD_KEY, 'list', threadList.apiQuery(query)], queryFn: () => threadApi.list(query) });
export const threadChannelsQuery = () => queryOptions({ queryKey: [...THREAD_KEY, 'channels'], queryFn: threadApi.channels });
export const threadDetailQuery = (id: number) => queryOptions({ queryKey: [...THREAD_KEY, 'detail', id], queryFn: () => threadApi.get(id) });
