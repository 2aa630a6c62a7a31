import { renderHook } from '@testing-library/react';
import { documentTitle, useRecordTitle } from '../documentTitle';

test('a tab title puts the most specific part first and the app last, skipping missing parts', () => {
  expect(documentTitle('리드')).toBe('리드 · 두레');
  expect(documentTitle('(주)가나정밀', '고객사')).toBe('(주)가나정밀 · 고객사 · 두레');
  expect(documentTitle(undefined, '고객사', null)).toBe('고객사 · 두레');
});

test("a record's page names the record with its list's title from the page table once the record has loaded", () => {
  document.title = '고객사 상세 · 두레';
  const { rerender } = renderHook(({ name }: { name?: string }) => useRecordTitle(name, 'CustomerListPage'), { initialProps: {} });
  expect(document.title).toBe('고객사 상세 · 두레');
  rerender({ name: '(주)가나정밀' });
  expect(document.title).toBe('(주)가나정밀 · 고객사 · 두레');
});

test("the page's own title comes back when the record goes, as a record drawer over its list closes", () => {
  document.title = '수주 · 두레';
  const { unmount } = renderHook(() => useRecordTitle('SO-2026-0001', 'SalesOrderPage'));
  expect(document.title).toBe('SO-2026-0001 · 수주 · 두레');
  unmount();
  expect(document.title).toBe('수주 · 두레');
});
