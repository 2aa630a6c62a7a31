// Server state through TanStack Query. Its own entry, loaded with the signed-in shell,
// so the login page does not carry the query library.
export { QueryProvider, queryClient } from './QueryProvider';
export { CODE_LIST_STALE_MS, STALE_TIME_MS, createQueryClient, shouldRetry } from './queryClient';
export { type RecordWrites, useRecordWrites } from './recordWrites';
export { useSettled } from './useSettled';
