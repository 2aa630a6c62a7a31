import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useRecordWrites } from '../recordWrites';

const RECORD = ['customer', 'detail', 7];
const LIST = ['customer', 'list'];

function setup() {
  const client = new QueryClient();
  client.setQueryData(RECORD, { id: 7, name: '(주)한빛정밀' });
  client.setQueryData([...LIST, { page: 1 }], [{ id: 7, name: '(주)한빛정밀' }]);
  client.setQueryData(['lead', 'list'], []);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useRecordWrites(RECORD, LIST), { wrapper });
  return { client, writes: result.current };
}

const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

it('a saved record replaces the cached one and marks only its lists stale', () => {
  const { client, writes } = setup();
  act(() => writes.saved({ id: 7, name: '(주)한빛정밀공업' }));
  expect(client.getQueryData(RECORD)).toEqual({ id: 7, name: '(주)한빛정밀공업' });
  expect(stale(client, RECORD)).toBe(false);
  expect(stale(client, [...LIST, { page: 1 }])).toBe(true);
  expect(stale(client, ['lead', 'list'])).toBe(false);
});

it('a change without an answer marks the record and its lists stale', async () => {
  const { client, writes } = setup();
  await act(() => writes.changed());
  expect(stale(client, RECORD)).toBe(true);
  expect(stale(client, [...LIST, { page: 1 }])).toBe(true);
});
