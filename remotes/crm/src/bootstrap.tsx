import { login, pageById, useIsSignedIn } from '@dure/shared';
import { QueryProvider } from '@dure/shared/query';
import { App as AntdApp, Button, Card, ConfigProvider, Form, Input, Layout, Menu, Typography } from 'antd';
import koKR from 'antd/locale/ko_KR';
import { Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { routes } from './routes';

/**
 * Standalone development shell: signs in through the same shared client and
 * renders this remote's pages without the host (no guard, no service worker).
 */
function DevLogin() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title="개발용 로그인" style={{ maxWidth: 380, margin: '80px auto' }}>
      <Form
        layout="vertical"
        onFinish={async (v: { username: string; password: string }) => {
          try {
            await login(v.username, v.password);
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          }
        }}
      >
        <Form.Item name="username" label="아이디" rules={[{ required: true, message: '아이디를 입력해 주세요.' }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="비밀번호" rules={[{ required: true, message: '비밀번호를 입력해 주세요.' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Button type="primary" htmlType="submit" block>
          로그인
        </Button>
      </Form>
    </Card>
  );
}

const pages = routes.map((r) => ({ pageId: r.pageId, Component: lazy(r.load) }));

function DevShell() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <DevLogin />;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider theme="light">
        <Menu items={routes.map((r) => ({ key: r.pageId, label: <Link to={pageById(r.pageId)!.path}>{pageById(r.pageId)!.title}</Link> }))} />
      </Layout.Sider>
      <Layout.Content style={{ padding: 24 }}>
        <Suspense fallback="불러오는 중…">
          <Routes>
            <Route path="/" element={<Navigate to={pageById(routes[0].pageId)!.path} replace />} />
            {pages.map((r) => (
              <Route key={r.pageId} path={pageById(r.pageId)!.path} element={<r.Component />} />
            ))}
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

createRoot(document.getElementById('root')!).render(
  <ConfigProvider locale={koKR}>
    <AntdApp>
      <QueryProvider>
        <BrowserRouter>
          <DevShell />
        </BrowserRouter>
      </QueryProvider>
    </AntdApp>
  </ConfigProvider>,
);
