import type { Page } from '@dure/shared';
import { EXPORT_MAX_ROWS, collectPages, exportedText } from '../collectPages';

/** A list of `rows` rows whose count the api reports capped at `cap` (as the real api does). */
function fakeList(rows: number, cap = Infinity) {
  const calls: number[] = [];
  const fetchPage = async (page: number, size: number): Promise<Page<number>> => {
    calls.push(page);
    const content = Array.from({ length: Math.max(0, Math.min(size, rows - page * size)) }, (_, i) => page * size + i);
    return { content, totalElements: Math.min(rows, cap), totalPages: 0, page, size, totalCappedYn: rows > cap ? 'Y' : 'N' };
  };
  return { fetchPage, calls };
}

it('reads every page of a search whose count stopped at 1,000 (the count is only a lower bound)', async () => {
  const list = fakeList(2_345, 1_000);
  const progress: number[] = [];
  const rows = await collectPages(list.fetchPage, (p) => progress.push(p));
  expect(rows).toHaveLength(2_345);
  expect(rows[2_344]).toBe(2_344);
  expect(progress.at(-1)).toBeLessThanOrEqual(1);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
});

it('stops at the export cap and reports full progress on an exact count', async () => {
  const big = fakeList(25_000, 10_000);
  expect(await collectPages(big.fetchPage)).toHaveLength(EXPORT_MAX_ROWS);
  expect(big.calls).toHaveLength(EXPORT_MAX_ROWS / 100);
  const small = fakeList(250);
  const progress: number[] = [];
  expect(await collectPages(small.fetchPage, (p) => progress.push(p))).toHaveLength(250);
  expect(progress).toEqual([0.4, 0.8, 1]);
});

it('says when the cap cut the export short', () => {
  expect(exportedText(250)).toBe('250건을 내보냈습니다.');
  expect(exportedText(10_000)).toBe('10,000건을 내보냈습니다 (최대 10,000건까지).');
});
