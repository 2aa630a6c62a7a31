import { type PageDef, allowedPagesAtom, pageOfPath, sessionStore } from '@dure/shared';
import { queryClient } from '@dure/shared/query';
import type { RemoteRoute } from '@dure/shared/remote';
import { isDeployed, loadRemoteRoutes } from './remoteRegistry';

/**
 * Starts the query a remote page opens with, for the address it is entered at, so it loads alongside the
 * page's code and the page's own query finds it in flight or cached. Only for pages the stored session may
 * open: the guard turns the others away, and their request would only be refused. Resolves when the answer
 * (or its failure) is in, at once for a page without a first query.
 */
export function prefetchRouteData(page: PageDef, route: RemoteRoute, search: string): Promise<void> {
  if (!route.data || !sessionStore.get(allowedPagesAtom).includes(page.id)) return Promise.resolve();
  // A failed request stays in the cache as an error the page's own query retries on mount; a data module
  // that fails to load leaves the page to ask itself.
  return route
    .data()
    .then((queryAt) => {
      const first = queryAt(new URLSearchParams(search));
      return typeof first === 'function' ? first(queryClient).then(() => undefined) : first && queryClient.prefetchQuery(first);
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

/** A remote page's code, and its first data for the address `search`; an answer still fresh in the cache is not asked for again. */
export function prefetchPageAt(page: PageDef, search: string): void {
  if (page.remote === 'host' || !isDeployed(page.remote)) return;
  void warmPageCode(page);
  loadRemoteRoutes(page.remote)
    .then((routes) => {
      const route = routes.find((r) => r.pageId === page.id);
      if (route) void prefetchRouteData(page, route, search);
    })
    .catch(() => undefined);
}

/** A menu item's page, on hover or focus: its code, and its data for the plain address the item links to, so by the click they are in flight or in. */
export const prefetchMenuPageData = (page: PageDef): void => prefetchPageAt(page, '');

/**
 * A click on a link to a remote page (a menu item, a link inside a page) starts the page's code and first data
 * for the address it goes to at once, before the router renders the navigation: that render (the menu, the
 * page left behind taken down) would otherwise come first. For the document's click listener in the capture
 * phase, ahead of the router's own; a click that opens another tab or window is left alone.
 */
export function prefetchOnLinkClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const page = pageOfPath(url.pathname);
  if (page) prefetchPageAt(page, url.search);
}
