import { queryOptions } from '@tanstack/react-query';
import { gmpApi } from './gmpApi';

export const GMP_KEY = ['gmp'] as const;

/** One segment's GMP for a year. */
export const gmpTreeQuery = (segmentId: number, year: number) => queryOptions({ queryKey: [...GMP_KEY, 'tree', segmentId, year], queryFn: () => gmpApi.tree(segmentId, year) });
