/** Spring's page shape under `result` (DESIGN §3, DOMAIN §1.5). */
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number };

export const MAX_PAGE_SIZE = 100;

export type PageRequest = { page: number; size: number; offset: number };

/** Normalises `page` (0-based) and `size` query values: size 1–max, default 20. */
export function pageRequest(query: { page?: number | string; size?: number | string }, maxSize = MAX_PAGE_SIZE): PageRequest {
  const page = Math.max(0, Math.trunc(Number(query.page ?? 0)) || 0);
  const size = Math.min(maxSize, Math.max(1, Math.trunc(Number(query.size ?? 20)) || 20));
  return { page, size, offset: page * size };
}

export function toPage<T>(content: T[], totalElements: number, request: Pick<PageRequest, 'page' | 'size'>): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / request.size),
    page: request.page,
    size: request.size,
  };
}
