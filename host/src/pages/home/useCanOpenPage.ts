import { type PageId, pageById, useAllowedPages } from '@dure/shared';
import { useIsPageAvailable } from '../../federation/remoteRegistry';

/**
 * Whether a link to a page may be offered: the user's allowed pages include it and its remote is deployed and serves
 * it — the same test the menu applies, so the home page never shows a link that ends in a guard logout or a fallback.
 */
export function useCanOpenPage(): (id: PageId) => boolean {
  const allowed = useAllowedPages();
  const available = useIsPageAvailable();
  return (id) => {
    const page = pageById(id);
    return Boolean(page && allowed.includes(id) && available(page));
  };
}

/** Whether a page's remote is deployed and serves it, whatever the user's pages (a card of their own data shows then). */
export function useIsServed(): (id: PageId) => boolean {
  const available = useIsPageAvailable();
  return (id) => {
    const page = pageById(id);
    return Boolean(page && available(page));
  };
}
