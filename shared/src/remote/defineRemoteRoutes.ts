import type { ComponentType } from 'react';
import type { PageId, RemoteName, RemotePageId } from '../access/pages';

/** A page's code module: its screen is the default export. */
export type PageModule = { default: ComponentType };

/** One page a remote serves: its id in the page table and its code, loaded on first visit. */
export type RemoteRoute = { pageId: PageId; load: () => Promise<PageModule> };

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
  pages: { readonly [Id in RemotePageId<R>]?: () => Promise<PageModule> },
): RemoteRoute[] {
  return Object.entries(pages).map(([pageId, load]) => ({ pageId: pageId as PageId, load: load as RemoteRoute['load'] }));
}
