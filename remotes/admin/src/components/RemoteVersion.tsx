import { Typography } from 'antd';

/** The deployed build of this area, so support and users can tell which version they see. */
export function RemoteVersion() {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="remote-version">
      조직·권한 관리 모듈 {__APP_VERSION__} · 빌드 {__BUILD_ID__}
    </Typography.Text>
  );
}
