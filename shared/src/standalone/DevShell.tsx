import { Empty, Layout, Menu } from 'antd';
import { Suspense, lazy, useMemo } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { pageById } from '../access/pages';
import type { RemoteRoute } from '../remote/defineRemoteRoutes';
import { useIsSignedIn } from '../session/hooks';
import { DevLogin } from './DevLogin';
import { STANDALONE_MESSAGES as M } from './messages';

/** A remote's pages with their path and title from the page table, each loaded on first visit. */
function usePages(routes: readonly RemoteRoute[]) {
  return useMemo(
    () =>
      routes.map((route) => {
        const page = pageById(route.pageId)!;
        return { id: page.id, path: page.path, title: page.title, Component: lazy(route.load) };
      }),
    [routes],
  );
}

/** The remote's pages under a plain menu, without the host (no guard, no service worker). */
export function DevShell({ routes }: { routes: readonly RemoteRoute[] }) {
  const signedIn = useIsSignedIn();
  const pages = usePages(routes);
  if (!signedIn) return <DevLogin />;
  if (pages.length === 0) return <Empty style={{ marginTop: 80 }} description={M.noPages} />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu items={pages.map((p) => ({ key: p.id, label: <Link to={p.path}>{p.title}</Link> }))} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback={M.loading}>
          <Routes>
            <Route path="/" element={<Navigate to={pages[0].path} replace />} />
            {pages.map((p) => (
              <Route key={p.id} path={p.path} element={<p.Component />} />
            ))}
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
