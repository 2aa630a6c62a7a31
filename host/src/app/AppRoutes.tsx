import { PAGES, type PageDef, pageById, useIsSignedIn } from '@dure/shared';
import { Suspense, lazy } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../auth/LoginPage';
import { isDeployed } from '../federation/remoteRegistry';
import { NotFoundPage } from '../pages/NotFoundPage';
import { GuardedRoute, type PageLoader } from './GuardedRoute';
import { PageLoading } from './PageLoading';
import { RootView } from './RootView';

/** The shell chunk (antd layout and the remote page frame), loaded once after sign-in. */
const shellChunk = () => import(/* webpackChunkName: "shell" */ './shellChunk');
const ShellLayout = lazy(() => shellChunk().then((m) => ({ default: m.ShellLayout })));

/** Host pages that load with their own chunk. */
const hostPages: Record<string, PageLoader> = {
  LoginPage: () => Promise.resolve(LoginPage),
  MyHomePage: () => import(/* webpackChunkName: "home" */ '../pages/MyHomeRoute').then((m) => m.MyHomeRoute),
  ManualPage: () => import(/* webpackChunkName: "manual" */ '../pages/manual/ManualPage').then((m) => m.ManualPage),
};

function loaderFor(page: PageDef): PageLoader {
  return hostPages[page.id] ?? ((search) => shellChunk().then((m) => m.resolveRemotePage(page, search)));
}

const guarded = (page: PageDef) => <GuardedRoute page={page} load={loaderFor(page)} />;

/** The antd shell for signed-in users; signed out, the one public page inside it renders bare. */
function ShellGate() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <Outlet />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ShellLayout />
    </Suspense>
  );
}

/**
 * The route table, built once at start from the shared page table (DESIGN §4.2),
 * after remotes.json is read: pages of remotes it does not list fall to not-found.
 */
export function buildAppRoutes() {
  const shellPages = PAGES.filter((p) => (p.login || p.id === 'MyHomePage') && isDeployed(p.remote));
  const redirects = PAGES.flatMap((p) => (isDeployed(p.remote) ? (p.redirectFrom ?? []).map((from) => ({ from, to: p.path })) : []));
  return (
  <Routes>
    <Route element={<RootView />}>
      <Route path="/login" element={guarded(pageById('LoginPage')!)} />
      {redirects.map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route element={<ShellGate />}>
        {shellPages.map((p) => (
          <Route key={p.id} path={p.path} element={guarded(p)} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  </Routes>
  );
}
