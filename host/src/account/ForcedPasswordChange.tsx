import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { errorMessage, syncCurrentUser } from '@dure/shared';
import { App, Button, Card, Typography } from 'antd';
import { useOfferToEndOtherSessions } from './PasswordChangeModal';
import { PasswordChangeForm } from './PasswordChangeForm';

/**
 * Shown instead of every screen while the account must change its password
 * (after an admin reset, DOMAIN §3); the api refuses other calls until then.
 */
export function ForcedPasswordChange({ onSignOut }: { onSignOut: () => void }) {
  const { message } = App.useApp();
  const offer = useOfferToEndOtherSessions();

  async function done() {
    try {
      await syncCurrentUser();
      message.success('비밀번호를 변경했습니다.');
      offer();
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  return (
    <main className="dure-forced-password">
      <Card style={{ maxWidth: 440, margin: '64px auto' }}>
        <Typography.Title level={1} style={{ fontSize: 20 }}>
          <LockOutlined /> 비밀번호를 변경해 주세요
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          관리자가 비밀번호를 초기화했거나 비밀번호를 바꾼 지 오래되었습니다. 받은 임시 비밀번호를 현재 비밀번호에 입력하고 새 비밀번호를 정해 주세요.
        </Typography.Paragraph>
        <PasswordChangeForm onDone={() => void done()} submitText="변경하고 계속하기" />
        <Button type="link" icon={<LogoutOutlined />} onClick={onSignOut} style={{ marginTop: 8, paddingInline: 0 }}>
          로그아웃
        </Button>
      </Card>
    </main>
  );
}
