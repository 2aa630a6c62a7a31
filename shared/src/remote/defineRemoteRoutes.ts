import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageId, RemoteName, RemotePageId } from '../access/pages';

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

/** A page of a remote's route table: its code, or its code and its first data. */
export type RemotePageEntry = (() => Promise<PageModule>) | { load: () => Promise<PageModule>; data: RouteData };

/** What a remote's exposed `./routes` module exports (DESIGN §1). */
export type RemoteRoutesModule = {
  routes: readonly RemoteRoute[];
  /** The @dure/shared version the remote was built against; the host warns when it differs from its own. */
  sharedVersion: string;
};

/**
 * The pages a remote serves, keyed by page id of the shared page table (which owns their paths, titles
 * and roles). Only the remote's own pages are accepted, so a mistyped or foreign id fails typecheck.
 */
export function defineRemoteRoutes<R extends Exclude<RemoteName, 'host'>>(
  _remote: R,
  pages: { readonly [Id in RemotePageId<R>]?: RemotePageEntry },
): RemoteRoute[] {
  return Object.entries(pages).map(([pageId, entry]) => ({
    pageId: pageId as PageId,
    ...(typeof entry === 'function' ? { load: entry as RemoteRoute['load'] } : (entry as Exclude<RemotePageEntry, () => unknown>)),
  }));
}
