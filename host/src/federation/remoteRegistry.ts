import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type PageDef, type RemoteName, sessionStore } from '@dure/shared';
import type { RemoteRoute, RemoteRoutesModule } from '@dure/shared/remote';
import { atom, useAtomValue } from 'jotai';
import { checkSharedVersion } from './sharedVersionCheck';

/** remotes.json: remote name → manifest (or remoteEntry) URL. */
export type RemoteMap = Partial<Record<Exclude<RemoteName, 'host'>, string>>;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly cause?: unknown,
  ) {
    super(`remote ${remote} unavailable`);
    this.name = 'RemoteUnavailableError';
  }
}

let deployed: RemoteMap = {};
const loaded = new Map<string, Promise<readonly RemoteRoute[]>>();
const RETRY_DELAYS_MS = [250, 750];

export function registerDeployedRemotes(map: RemoteMap): void {
  deployed = map;
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry: entry! })));
}

export const isDeployed = (remote: RemoteName): boolean => remote === 'host' || Boolean(deployed[remote]);

/** Page ids each remote turned out to serve, known once its routes have loaded. */
const servedPagesAtom = atom<Readonly<Record<string, readonly string[]>>>({});

/**
 * Whether a page can be offered in menus: its remote is deployed and, once the
 * remote's routes are known, actually serves it. Until then it is assumed to.
 */
export function useIsPageAvailable(): (page: PageDef) => boolean {
  const served = useAtomValue(servedPagesAtom, { store: sessionStore });
  return (page) => isDeployed(page.remote) && (served[page.remote]?.includes(page.id) ?? true);
}

/** Loads every deployed remote's routes in the background, so menus are exact and first visits fast. */
export function prefetchRemoteRoutes(): void {
  for (const name of Object.keys(deployed)) loadRemoteRoutes(name).catch(() => undefined);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function loadWithRetry(name: string): Promise<readonly RemoteRoute[]> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    try {
      const mod = await loadRemote<RemoteRoutesModule | { unavailable: true; error: unknown }>(`${name}/routes`);
      if (mod && 'routes' in mod) {
        checkSharedVersion(name, mod.sharedVersion);
        return mod.routes;
      }
      lastError = mod && 'error' in mod ? mod.error : new Error('empty remote module');
    } catch (error) {
      lastError = error;
    }
    if (attempt < RETRY_DELAYS_MS.length) {
      await sleep(RETRY_DELAYS_MS[attempt]);
      // Drop the failed container so the next attempt fetches the entry again.
      registerRemotes([{ name, entry: deployed[name as keyof RemoteMap]! }], { force: true });
    }
  }
  throw new RemoteUnavailableError(name, lastError);
}

/** The routes a remote exposes, loaded once when first needed; a failure is not cached. */
export function loadRemoteRoutes(name: string): Promise<readonly RemoteRoute[]> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadWithRetry(name);
    loaded.set(name, pending);
    pending.then((routes) => sessionStore.set(servedPagesAtom, (prev) => ({ ...prev, [name]: routes.map((r) => r.pageId) })));
    pending.catch(() => loaded.delete(name));
  }
  return pending;
}
