import { queryOptions } from '@tanstack/react-query';
import { projectTypeApi } from './projectTypeApi';

/** Every project-type query's first key part (the list here, the project form's picker): a write marks them all stale. */
export const PROJECT_TYPE_KEY = ['project-type'] as const;

export const projectTypeListQuery = () => queryOptions({ queryKey: [...PROJECT_TYPE_KEY, 'list'], queryFn: projectTypeApi.list });
