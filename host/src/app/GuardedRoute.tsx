import { type PageDef, documentTitle } from '@dure/shared';
import { type ComponentType, useEffect, useState } from 'react';
import { type Location, Navigate, useLocation } from 'react-router-dom';
import { hasStoredSession, runGuard } from '../auth/runGuard';
import { OfflinePage } from '../pages/OfflinePage';
import { NavigationProgress } from './NavigationProgress';
import { useHeadingFocus } from './useHeadingFocus';
import { useOnline } from './useOnline';

/** Loads a page's component for the address it is entered at (`location.search`: a remote page starts its data with it). */
export type PageLoader = (search: string) => Promise<ComponentType>;

type Ready = { location: Location; Component: ComponentType } | { location: Location; redirectTo: string };

/**
 * One check per route change. The router makes a new location object for every
 * navigation (back and forward too), while the shell swapping around a page
 * (sign-in, session cleared) remounts it with the same one: that must not fetch
 * the user or show a toast a second time.
 */
const checks = new WeakMap<Location, Promise<Ready>>();

function check(page: PageDef, location: Location, load: PageLoader): Promise<Ready> {
  let pending = checks.get(location);
  if (!pending) {
    // Signed-in users load the page while the guard re-fetches them; anyone else only once allowed.
    const early = hasStoredSession(page) ? load(location.search) : null;
    pending = runGuard(page, `${location.pathname}${location.search}${location.hash}`).then(async (redirectTo) =>
      redirectTo ? { location, redirectTo } : { location, Component: await (early ?? load(location.search)) },
    );
    checks.set(location, pending);
  }
  return pending;
}

/**
 * One page behind the guard (SPEC §4). On every route change it runs the guard
 * and, while the user is re-fetched, loads the page's code (and a remote page's first data), so a page shows only
 * once it is allowed and renders at once without suspending.
 */
export function GuardedRoute({ page, load }: { page: PageDef; load: PageLoader }) {
  const location = useLocation();
  const [ready, setReady] = useState<Ready | null>(null);
  // Offline, a signed-in user's data screen waits instead of failing the user re-fetch
  // (which would sign them out); it is checked and shown once the connection is back.
  const waitingForNetwork = !useOnline() && hasStoredSession(page);

  useEffect(() => {
    if (waitingForNetwork) return;
    let current = true;
    void check(page, location, load).then((next) => {
      if (!current) return;
      // The page table names every page; a record's page adds the record's name once it has loaded (useRecordTitle).
      if ('Component' in next) document.title = documentTitle(page.title);
      setReady(next);
    });
    return () => {
      current = false;
    };
    // A new page or loader with the same location reuses that location's check (see `checks`).
  }, [location, waitingForNetwork, page, load]);

  useHeadingFocus(location.pathname, ready !== null && ready.location === location && 'Component' in ready);

  if (waitingForNetwork && ready?.location !== location) return <OfflinePage />;
  if (!ready || ready.location !== location) return <NavigationProgress />;
  if ('redirectTo' in ready) return <Navigate to={ready.redirectTo} replace />;
  return <ready.Component />;
}
