import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { type PushPermission, pushConfigured, pushPermission, requestPushPermission, startPush } from '../pwa/push';

const STATUS: Record<Exclude<PushPermission, 'default'>, string> = {
  granted: '이 브라우저로 알림을 받고 있습니다.',
  denied: '브라우저에서 알림이 차단되어 있습니다. 주소창의 사이트 설정에서 알림을 허용해 주세요.',
  unsupported: '이 브라우저는 알림을 지원하지 않습니다.',
};

/** Explains browser notifications first, then asks the browser for permission. */
export function PushSwitch() {
  const { modal } = App.useApp();
  const [permission, setPermission] = useState<PushPermission>(pushPermission());
  if (!pushConfigured()) return null;
  if (permission !== 'default') {
    return <Alert type={permission === 'granted' ? 'success' : 'info'} showIcon message={STATUS[permission]} style={{ marginBottom: 12 }} data-testid="push-status" />;
  }
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      message="두레를 열어 두지 않아도 결재 요청·배정·멘션을 바로 알 수 있습니다."
      action={
        <Button
          size="small"
          type="primary"
          onClick={() =>
            modal.confirm({
              title: '브라우저 알림 받기',
              content: '다음 화면에서 브라우저가 알림 권한을 묻습니다. 허용하면 새 알림이 바탕화면 알림으로도 표시됩니다. 언제든 브라우저 설정에서 끌 수 있습니다.',
              okText: '계속',
              cancelText: '나중에',
              onOk: async () => {
                await requestPushPermission();
                setPermission(pushPermission());
                await startPush().catch(() => undefined);
              },
            })
          }
        >
          알림 켜기
        </Button>
      }
    />
  );
}
