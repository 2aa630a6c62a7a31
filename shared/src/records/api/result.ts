export type { Page } from '../../contracts/common';
export { result } from '../../http/result';

export type PageQuery = { page?: number; size?: number };

/** Query parameters without the empty ones (ky would send `undefined` as text). */
export function query(params: Record<string, string | number | boolean | null | undefined | string[]>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

export type RecordRef = { recordType: string; recordId: string | number };

export const recordPath = ({ recordType, recordId }: RecordRef) => `${encodeURIComponent(recordType)}/${encodeURIComponent(String(recordId))}`;
