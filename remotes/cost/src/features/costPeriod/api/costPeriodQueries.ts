import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { costPeriodApi } from './costPeriodApi';

export const COST_PERIOD_KEY = ['cost-period'] as const;

/** This year on the viewer's clock. */
export const thisYear = () => new Date().getFullYear();

/** The year shown: `year` of the address, else this year. */
export const yearOf = (search: URLSearchParams) => (/^\d{4}$/.test(search.get('year') ?? '') ? search.get('year')! : String(thisYear()));

export const periodListQuery = (year: string) => queryOptions({ queryKey: [...COST_PERIOD_KEY, 'list', year], queryFn: () => costPeriodApi.list(year), placeholderData: keepPreviousData });

export const checklistQuery = (ym: string) => queryOptions({ queryKey: [...COST_PERIOD_KEY, 'checklist', ym], queryFn: () => costPeriodApi.checklist(ym) });
