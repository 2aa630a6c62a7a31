import { type PageDef, REMOTE_LABELS } from '@dure/shared';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react';
import { PageLoading } from '../app/PageLoading';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageErrorBoundary } from './PageErrorBoundary';
import { prefetchRouteData } from './prefetchRouteData';
import { loadRemoteRoutes } from './remoteRegistry';

/**
 * A page's component from its remote; not-found when the remote does not serve it. Entered at an
 * address (`search`), the page's data starts loading with its code.
 */
async function loadPageComponent(page: PageDef, search?: string): Promise<ComponentType> {
  const routes = await loadRemoteRoutes(page.remote);
  const route = routes.find((r) => r.pageId === page.id);
  if (!route) return NotFoundPage;
  if (search !== undefined) prefetchRouteData(page, route, search);
  return (await route.load()).default;
}

const retries = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPage(page: PageDef): LazyExoticComponent<ComponentType> {
  let component = retries.get(page.id);
  if (!component) {
    component = lazy(() => loadPageComponent(page).then((c) => ({ default: c })));
    retries.set(page.id, component);
  }
  return component;
}

/** A page served by a remote, isolated by its own error boundary with a Korean fallback. */
export function RemotePage({ page, loaded }: { page: PageDef; loaded?: ComponentType }) {
  const [attempt, setAttempt] = useState(0);
  // Chosen once, and again only by a retry: a component made during render would remount the page each time.
  const [Component, setComponent] = useState<ComponentType>(() => loaded ?? lazyPage(page));
  const area = page.remote === 'host' ? '' : REMOTE_LABELS[page.remote];
  return (
    <PageErrorBoundary
      key={`${page.id}:${attempt}`}
      area={area}
      onRetry={() => {
        retries.delete(page.id);
        setComponent(() => lazyPage(page));
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The component for a remote page entered at an address, resolved before it renders so it shows at once
 * instead of suspending (React holds a revealed Suspense fallback for 300 ms). If
 * the remote cannot be reached, the page loads inside its boundary instead, which
 * shows the Korean fallback and a retry.
 */
export async function resolveRemotePage(page: PageDef, search: string): Promise<ComponentType> {
  const loaded = await loadPageComponent(page, search).catch(() => undefined);
  return function RemoteRoute() {
    return <RemotePage page={page} loaded={loaded} />;
  };
}
