import { useEffect } from 'react';
import { pageById } from './access/index';

const APP_NAME = '두레';

/** A browser tab's title: the most specific part first, then the app (`리드 · 두레`, `(주)가나 · 고객사 · 두레`). */
export const documentTitle = (...parts: (string | null | undefined)[]) => [...parts.filter((part): part is string => Boolean(part)), APP_NAME].join(' · ');

/**
 * The tab title of a record's page once the record is known: its name, then the title of the list it
 * belongs to (`listPageId` in the page table). Until then the host's title of the page stays, and it comes
 * back when the record goes (a record shown in a drawer over its list closes).
 */
export function useRecordTitle(name: string | null | undefined, listPageId: string) {
  const list = pageById(listPageId)?.title;
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    document.title = documentTitle(name, list);
    return () => {
      document.title = before;
    };
  }, [name, list]);
}
