import { BookOutlined, KeyOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { allowedPagesAtom, authoritiesAtom, logout, menuFor, sessionStore, useAuthorities, useCurrentUser } from '@dure/shared';
import { Avatar, Button, Drawer, Dropdown, Grid, Layout, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ForcedPasswordChange } from '../account/ForcedPasswordChange';
import { PasswordChangeModal } from '../account/PasswordChangeModal';
import { prefetchPages, whenIdle } from '../federation/prefetchPages';
import { prefetchRemoteRoutes } from '../federation/remoteRegistry';
import { SharedVersionNotice } from '../federation/SharedVersionNotice';
import { QueryProvider } from '@dure/shared/query';
import { BookmarkMenu } from '@dure/shared/records';
import { NotificationBell } from '../notifications/NotificationDrawer';
import { startPush } from '../pwa/push';
import { registerServiceWorker } from '../pwa/serviceWorker';
import { AntdProvider } from './AntdProvider';
import { AppMenu } from './AppMenu';
import { PageLoading } from './PageLoading';
import './shell.css';

const { Header, Sider, Content } = Layout;

export async function signOut() {
  await logout();
  window.location.assign('/login');
}

/** The signed-in shell: menu of allowed pages, header with the user, and the page outlet; server state for every page below it. */
export function ShellLayout() {
  const user = useCurrentUser();
  return (
    <AntdProvider>
      <QueryProvider>
        {user?.mustChangeYn === 'Y' ? (
          <ForcedPasswordChange onSignOut={() => void signOut()} />
        ) : (
          <ShellFrame>
            <Outlet />
          </ShellFrame>
        )}
      </QueryProvider>
    </AntdProvider>
  );
}

/** The skip link moves focus itself: following its #fragment would be a route change for the router. */
function skipToContent(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('dure-main')?.focus();
}

function ShellFrame({ children }: { children: React.ReactNode }) {
  const screens = Grid.useBreakpoint();
  const isMobile = !screens.sm; // below 600 px
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const user = useCurrentUser();
  const authorities = useAuthorities();
  const location = useLocation();

  useEffect(() => {
    // Once the first page has settled: learn which pages the remotes serve, warm the code of the user's pages,
    // and only now register the service worker (nothing is precached while /login is open).
    // Once per shell, with the roles of that moment: a later change of roles takes effect at the next route change anyway.
    let left = false;
    void whenIdle().then(() => {
      if (left) return;
      registerServiceWorker();
      prefetchRemoteRoutes();
      const pages = menuFor(sessionStore.get(authoritiesAtom) ?? [], () => true, sessionStore.get(allowedPagesAtom));
      void prefetchPages(pages.flatMap((section) => section.pages));
      // Push resumes by itself where the user allowed it before.
      startPush().catch(() => undefined);
    });
    return () => {
      left = true;
    };
  }, []);

  const menu = <AppMenu authorities={authorities} selectedPath={location.pathname} onNavigate={() => setDrawerOpen(false)} collapsed={collapsed && !isMobile} />;

  return (
    <Layout className="dure-shell">
      <a href="#dure-main" className="dure-skip-link" onClick={skipToContent}>
        본문으로 건너뛰기
      </a>
      {!isMobile && (
        <Sider
          width={240}
          theme="light"
          breakpoint="lg"
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          className="dure-sider"
          aria-label="주 메뉴"
        >
          <Link to="/myhome" className="dure-logo">
            <img src="/icons/icon-48.png" alt="" width={28} height={28} />
            {!collapsed && <span>두레</span>}
          </Link>
          {menu}
        </Sider>
      )}
      {isMobile && (
        <Drawer placement="left" open={drawerOpen} onClose={() => setDrawerOpen(false)} width={280} title="두레" styles={{ body: { padding: 0 } }}>
          {menu}
        </Drawer>
      )}
      <Layout>
        <Header className="dure-header">
          {isMobile && <Button type="text" icon={<MenuOutlined />} aria-label="메뉴 열기" onClick={() => setDrawerOpen(true)} />}
          <div className="dure-header-spacer" />
          <Link to="/manual" className="dure-header-link">
            <BookOutlined /> {screens.md && '사용 설명서'}
          </Link>
          <BookmarkMenu />
          <NotificationBell />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'who', label: `${user?.name ?? ''} (${user?.username ?? ''})`, disabled: true },
                { key: 'dept', label: user?.deptName ?? '소속 없음', disabled: true },
                { type: 'divider' },
                { key: 'password', icon: <KeyOutlined />, label: '비밀번호 변경', onClick: () => setPasswordOpen(true) },
                { key: 'logout', icon: <LogoutOutlined />, label: '로그아웃', onClick: () => void signOut() },
              ],
            }}
          >
            <Button type="text" className="dure-user" aria-label={user ? `${user.name} 사용자 메뉴` : '사용자 메뉴'}>
              <Avatar size="small" icon={<UserOutlined />} />
              {!isMobile && <Typography.Text>{user?.name}</Typography.Text>}
            </Button>
          </Dropdown>
        </Header>
        <Content id="dure-main" tabIndex={-1} className="dure-content">
          <SharedVersionNotice />
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </Content>
        <PasswordChangeModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      </Layout>
    </Layout>
  );
}

