import { type PageDef, allowedPagesAtom, sessionStore } from '@dure/shared';
import { queryClient } from '@dure/shared/query';
import type { RemoteRoute } from '@dure/shared/remote';
import { isDeployed, loadRemoteRoutes } from './remoteRegistry';

/**
 * Starts the query a remote page opens with, for the address it is entered at, so it loads alongside the
 * page's code and the page's own query finds it in flight or cached. Only for pages the stored session may
 * open: the guard turns the others away, and their request would only be refused.
 */
export function prefetchRouteData(page: PageDef, route: RemoteRoute, search: string): void {
  if (!route.data || !sessionStore.get(allowedPagesAtom).includes(page.id)) return;
  // A failed request stays in the cache as an error the page's own query retries on mount; a data module
  // that fails to load leaves the page to ask itself.
  route
    .data()
    .then((queryAt) => {
      const options = queryAt(new URLSearchParams(search));
      return options && queryClient.prefetchQuery(options);
    })
    .catch(() => undefined);
}

/** A page's code and the module its first data comes from, loaded without asking for the data; failures are left to the visit. */
export function warmPageCode(page: PageDef): Promise<unknown> {
  return loadRemoteRoutes(page.remote)
    .then((routes) => {
      const route = routes.find((r) => r.pageId === page.id);
      return route && Promise.all([route.load(), route.data?.()]);
    })
    .catch(() => undefined);
}

/**
 * A menu item's page, on hover or focus: its code, and its data for the plain address the item links to,
 * so by the click they are in flight or in. An answer still fresh in the cache is not asked for again.
 */
export function prefetchMenuPageData(page: PageDef): void {
  if (page.remote === 'host' || !isDeployed(page.remote)) return;
  void warmPageCode(page);
  loadRemoteRoutes(page.remote)
    .then((routes) => {
      const route = routes.find((r) => r.pageId === page.id);
      if (route) prefetchRouteData(page, route, '');
    })
    .catch(() => undefined);
}
