import { type QueryKey, useQueryClient } from '@tanstack/react-query';

/** What a detail page does after a write to its record. */
export type RecordWrites<T> = {
  /** The api answered with the saved record: it replaces the cached one at once, and the lists refetch when next shown. */
  saved: (record: T) => void;
  /** The record changed without an answer to show (a contact, a status, a merge): the record and its lists are fetched again. */
  changed: () => Promise<void>;
};

/**
 * Keeps a record's query and its resource's list queries in step with writes made on the detail page, so a list
 * opened after an edit never shows the old row and the page never waits for a refetch it already has the answer to.
 */
export function useRecordWrites<T>(recordKey: QueryKey, listKey: QueryKey): RecordWrites<T> {
  const client = useQueryClient();
  return {
    saved: (record) => {
      client.setQueryData(recordKey, record);
      void client.invalidateQueries({ queryKey: listKey });
    },
    changed: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: recordKey }), client.invalidateQueries({ queryKey: listKey })]);
    },
  };
}
