import { type PageDef, REMOTE_LABELS } from '@dure/shared';
import { type ComponentType, type LazyExoticComponent, Suspense, lazy, useState } from 'react';
import { PageErrorBoundary } from './PageErrorBoundary';
import { loadRemoteRoutes } from './remoteRegistry';
import { PageLoading } from '../app/PageLoading';

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function remoteComponent(page: PageDef): LazyExoticComponent<ComponentType> {
  let component = cache.get(page.id);
  if (!component) {
    component = lazy(async () => {
      const routes = await loadRemoteRoutes(page.remote);
      const route = routes.find((r) => r.pageId === page.id);
      if (!route) throw new Error(`${page.remote} does not expose ${page.id}`);
      return route.load();
    });
    cache.set(page.id, component);
  }
  return component;
}

/** A page served by a remote: loaded on first visit, isolated by its own error boundary. */
export function RemotePage({ page }: { page: PageDef }) {
  const [attempt, setAttempt] = useState(0);
  const Component = remoteComponent(page);
  const area = page.remote === 'host' ? '' : REMOTE_LABELS[page.remote];
  return (
    <PageErrorBoundary
      key={`${page.id}:${attempt}`}
      area={area}
      onRetry={() => {
        cache.delete(page.id);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </PageErrorBoundary>
  );
}
