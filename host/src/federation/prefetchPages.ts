import { type PageDef } from '@dure/shared';
import { queryClient } from '@dure/shared/query';
import { warmPageCode } from './prefetchRouteData';
import { isDeployed } from './remoteRegistry';

/** Performance mark set when the pages of the user's menu are warm (its detail: how many were loaded). */
export const PAGES_PREFETCHED_MARK = 'dure:pages-prefetched';

/** Pages warmed side by side in one idle moment: a few, so a click meanwhile does not queue behind many downloads. */
const PAGES_AT_ONCE = 2;

/** What the screen shows while a page's code or data loads: the shell's PageLoading, antd's spinners and skeletons. */
const LOADING = '.dure-page-loading, .ant-spin-spinning, .ant-skeleton-active';

/**
 * Resolves when the browser is idle: no work waiting for the main thread (requestIdleCallback), no
 * request of the app's data in flight and nothing on screen still loading, so what is warmed never
 * delays what the open page shows.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0 || document.querySelector(LOADING) !== null;
    const check = () => (busy() ? later() : resolve());
    const later = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(check, { timeout: 2_000 }) : setTimeout(check, 50));
    later();
  });
}

/**
 * Warms the code of the pages in the user's menu, and the modules their first data comes from, a few
 * pages per idle moment, so a first visit to a remote page waits only for its data, which it starts at
 * once. Hovering or focusing a menu item warms its page sooner (prefetchMenuPageData). A page that fails
 * to load is skipped; its visit retries as usual. When all are done, the PAGES_PREFETCHED_MARK
 * performance mark says so (in DevTools, and to the budget spec, which times first visits after it).
 */
export async function prefetchPages(pages: readonly PageDef[]): Promise<void> {
  const queue = pages.filter((p) => p.remote !== 'host' && isDeployed(p.remote));
  const total = queue.length;
  while (queue.length > 0) {
    await whenIdle();
    await Promise.all(queue.splice(0, PAGES_AT_ONCE).map(warmPageCode));
  }
  performance.mark(PAGES_PREFETCHED_MARK, { detail: { pages: total } });
}
