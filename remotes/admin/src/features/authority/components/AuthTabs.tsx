import { useAllowedPages, useLocation, useNavigate } from '@dure/shared';
import { Tabs, Typography } from 'antd';

export const AUTH_TABS = [
  { pageId: 'AuthUserPage', path: '/auth/user', label: '사용자 권한' },
  { pageId: 'AuthCodePage', path: '/auth/code', label: '권한 코드' },
  { pageId: 'AuthMenuPage', path: '/auth/menu', label: '메뉴 권한' },
] as const;

/** The three tabs of 권한 관리 (/auth), each shown only to holders of its own _READ. */
export function AuthTabs() {
  const allowed = new Set(useAllowedPages());
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Typography.Title level={1} style={{ margin: 0 }}>
        권한 관리
      </Typography.Title>
      <Tabs
        activeKey={pathname}
        onChange={(key) => navigate(key)}
        items={AUTH_TABS.filter((t) => allowed.has(t.pageId)).map((t) => ({ key: t.path, label: t.label }))}
        style={{ marginBottom: -8 }}
      />
    </>
  );
}
