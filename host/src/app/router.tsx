import { PAGES, type PageDef, pageById } from '@dure/shared';
import { type RouteObject, createBrowserRouter, redirect } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { guardLoader } from '../auth/guardLoader';
import { isDeployed } from '../federation/remoteRegistry';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from './PageLoading';
import { RootView } from './RootView';

const page = (id: string): PageDef => pageById(id)!;

/** Host pages rendered inside the (lazily loaded, antd) shell. */
const shellPageLoaders: Record<string, () => Promise<{ Component: React.ComponentType }>> = {
  ManualPage: () => import('../pages/manual/ManualPage').then((m) => ({ Component: m.ManualPage })),
};

/** The shell chunk; remote pages render from it, so opening one needs no further host code. */
const shell = () => import('./shellChunk');

function shellRoute(p: PageDef): RouteObject {
  const hostPage = shellPageLoaders[p.id];
  return {
    path: p.path,
    loader: guardLoader(p),
    handle: { pageId: p.id },
    lazy: hostPage ?? (async () => ({ Component: await (await shell()).remoteRouteComponent(p) })),
  };
}

/**
 * The route table, built once from the shared page table (DESIGN §4.2). Pages of
 * remotes that remotes.json does not list are left out and fall to not-found.
 */
export function buildRoutes(): RouteObject[] {
  const shellPages = PAGES.filter((p) => p.login && isDeployed(p.remote));
  const redirects = PAGES.flatMap((p) => (isDeployed(p.remote) ? (p.redirectFrom ?? []).map((from) => ({ from, to: p.path })) : []));
  return [
    {
      element: <RootView />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/login', loader: guardLoader(page('LoginPage')), Component: LoginPage },
        ...redirects.map(({ from, to }) => ({ path: from, loader: () => redirect(to) })),
        {
          lazy: () => shell().then((m) => ({ Component: m.ShellLayout })),
          children: [
            {
              path: '/myhome',
              loader: guardLoader(page('MyHomePage')),
              lazy: () => import('../pages/MyHomeRoute').then((m) => ({ Component: m.MyHomeRoute })),
            },
            ...shellPages.map(shellRoute),
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
