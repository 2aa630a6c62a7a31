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

/**
 * A menu item's page data, on hover or focus, for the plain address the item links to: by the click it
 * is in flight or in. An answer still fresh in the cache is not asked for again.
 */
export function prefetchMenuPageData(page: PageDef): void {
  if (page.remote === 'host' || !isDeployed(page.remote)) return;
  loadRemoteRoutes(page.remote)
    .then((routes) => {
      const route = routes.find((r) => r.pageId === page.id);
      if (route) prefetchRouteData(page, route, '');
    })
    .catch(() => undefined);
}
