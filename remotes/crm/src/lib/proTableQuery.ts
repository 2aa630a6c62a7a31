import type { Page } from '@dure/shared';
import { useRef } from 'react';

/** What ProTable passes to `request`: its paging, the search form's values and the clicked sort. */
export type ProTableParams = { current?: number; pageSize?: number; keyword?: string } & Record<string, unknown>;
export type ProTableSort = Record<string, 'ascend' | 'descend' | null>;

/** The api's list query (DOMAIN §1.5): 0-based `page`, `size`, `sort=field,dir`, filters; empty filters left out; arrays comma-joined. */
export function toListQuery(params: ProTableParams, sort: ProTableSort = {}): Record<string, string | number> {
  const { current = 1, pageSize = 20, ...filters } = params;
  const query: Record<string, string | number> = { page: current - 1, size: pageSize };
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else if (typeof value === 'string' || typeof value === 'number') {
      query[key] = typeof value === 'string' ? value.trim() : value;
    } else if (typeof value === 'boolean') {
      query[key] = value ? 'Y' : 'N';
    }
  }
  const [field, dir] = Object.entries(sort).find(([, d]) => d) ?? [];
  if (field && dir) query.sort = `${field},${dir === 'ascend' ? 'asc' : 'desc'}`;
  return query;
}

/** The api's page as ProTable's `request` answer. */
export function toProTableResult<T>(page: Page<T>): { data: T[]; total: number; success: true } {
  return { data: page.content, total: page.totalElements, success: true };
}

/** "총 1,234건", or "총 1,000건 이상" when the api stopped counting at a cap (`totalCappedYn`). */
export const totalText = (total: number, capped: boolean, unit: string) => `총 ${total.toLocaleString('ko-KR')}${unit}${capped ? ' 이상' : ''}`;

/**
 * ProTable's `request` answer and pagination text for a list whose count may be capped: ProTable
 * keeps only the number, so the flag of the last page answered is held here.
 */
export function useCappedTotal(unit: string) {
  const capped = useRef(false);
  return {
    result<T>(page: Page<T>) {
      capped.current = page.totalCappedYn === 'Y';
      return toProTableResult(page);
    },
    showTotal: (total: number) => totalText(total, capped.current, unit),
  };
}
