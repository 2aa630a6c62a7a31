import { queryOptions } from '@tanstack/react-query';
import { taskActivityApi } from './taskActivityApi';

/** Every task-activity query's first key part (the tree here, the work-log picker later): a write marks them all stale. */
export const TASK_ACTIVITY_KEY = ['task-activity'] as const;

export const taskActivityTreeQuery = () => queryOptions({ queryKey: [...TASK_ACTIVITY_KEY, 'tree'], queryFn: taskActivityApi.list });

export const taskActivityPickerQuery = () => queryOptions({ queryKey: [...TASK_ACTIVITY_KEY, 'picker'], queryFn: taskActivityApi.picker, staleTime: 5 * 60_000 });
