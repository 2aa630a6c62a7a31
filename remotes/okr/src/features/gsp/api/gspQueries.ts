import { queryOptions } from '@tanstack/react-query';
import { gspApi } from './gspApi';

export const GSP_KEY = ['gsp'] as const;

/** One period's GSP tree; without periodId the api's default period. */
export const gspTreeQuery = (periodId: number | undefined) => queryOptions({ queryKey: [...GSP_KEY, 'tree', periodId ?? 'default'], queryFn: () => gspApi.tree(periodId) });
