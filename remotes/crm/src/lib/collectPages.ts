import type { Page } from '@dure/shared';

/** The most rows a list exports to a spreadsheet (the api's export cap). */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;

/**
 * Reads a filtered list page by page for an export, up to EXPORT_MAX_ROWS, reporting progress
 * 0–1. A capped count (`totalCappedYn`) is only a lower bound, so paging goes on until a short page.
 */
export async function collectPages<T>(fetchPage: (page: number, size: number) => Promise<Page<T>>, onProgress: (done: number) => void = () => {}): Promise<T[]> {
  const rows: T[] = [];
  let expected = EXPORT_MAX_ROWS;
  for (let page = 0; rows.length < EXPORT_MAX_ROWS; page++) {
    const result = await fetchPage(page, PAGE);
    if (result.totalCappedYn !== 'Y') expected = Math.min(result.totalElements, EXPORT_MAX_ROWS);
    rows.push(...result.content);
    onProgress(Math.min(1, rows.length / Math.max(1, expected)));
    if (result.content.length < PAGE) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

/** The toast after an export: how many rows, and that the cap cut it short when it did. */
export const exportedText = (count: number) =>
  `${count.toLocaleString('ko-KR')}건을 내보냈습니다${count >= EXPORT_MAX_ROWS ? ` (최대 ${EXPORT_MAX_ROWS.toLocaleString('ko-KR')}건까지)` : ''}.`;
