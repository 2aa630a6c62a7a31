import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageId, RemoteName, RemotePageId } from '../access/pages';
import { SHARED_VERSION } from './sharedVersion';

/** A page's code module: its screen is the default export. */
export type PageModule = { default: ComponentType };

/**
 * The query a page's first screen waits for, read from its address (`location.search`) exactly as the
 * page reads it, so the host can start it with the page's code and the page finds it cached or in flight.
 * Nothing when the address asks for a screen without it (a board instead of the list).
 */
// Any query: queryOptions() tags its key with the data type.
export type QueryAt = (search: URLSearchParams) => FetchQueryOptions<any, any, any, any> | undefined;

/**
 * Loads a page's `QueryAt` like its code (a dynamic import of the feature's `api/` queries), so the route
 * table stays small and the host can warm the module without asking for data.
 */
export type RouteData = () => Promise<QueryAt>;

/** One page a remote serves: its id in the page table, its code, loaded on first visit, and what data it opens with. */
export type RemoteRoute = { pageId: PageId; load: () => Promise<PageModule>; data?: RouteData };

/** A page of a remote's route table: its code, or its code and its first data (a `QueryAt`, or one query whatever the address). */
export type RemotePageEntry = (() => Promise<PageModule>) | { load: () => Promise<PageModule>; data: () => Promise<QueryAt | FetchQueryOptions<any, any, any, any>> };

/** What a remote's exposed `./routes` module exports (DESIGN §1). */
export type RemoteRoutesModule = {
  routes: readonly RemoteRoute[];
  /** The @dure/shared version the remote was built against; the host warns when it differs from its own. */
  sharedVersion: string;
};

type PageWithData = Exclude<RemotePageEntry, () => unknown>;

function routeOf(pageId: string, entry: RemotePageEntry): RemoteRoute {
  if (typeof entry === 'function') return { pageId: pageId as PageId, load: entry };
  const { load, data } = entry as PageWithData;
  return { pageId: pageId as PageId, load, data: () => data().then((q) => (typeof q === 'function' ? q : () => q)) };
}

/**
 * A remote's whole `./routes` module: the pages it serves, keyed by page id of the shared page table (which
 * owns their paths, titles and roles), and the @dure/shared version it is built with. Only the remote's own
 * pages are accepted, so a mistyped or foreign id fails typecheck.
 */
export function defineRemoteRoutes<R extends Exclude<RemoteName, 'host'>>(
  _remote: R,
  pages: { readonly [Id in RemotePageId<R>]?: RemotePageEntry },
): { routes: RemoteRoute[]; sharedVersion: string } {
  return { routes: Object.entries(pages).map(([pageId, entry]) => routeOf(pageId, entry as RemotePageEntry)), sharedVersion: SHARED_VERSION };
}
