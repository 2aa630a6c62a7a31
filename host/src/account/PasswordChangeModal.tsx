import { errorMessage } from '@dure/shared';
import { App, Modal } from 'antd';
import { accountApi } from './accountApi';
import { PasswordChangeForm } from './PasswordChangeForm';

/** Offers to sign out every other browser and device once the password has changed. */
export function useOfferToEndOtherSessions() {
  const { modal, message } = App.useApp();
  return () =>
    modal.confirm({
      title: '비밀번호를 변경했습니다',
      content: '다른 브라우저와 기기에 로그인된 세션을 모두 종료할까요? 이 브라우저는 로그인 상태를 유지합니다.',
      okText: '다른 세션 종료',
      cancelText: '그대로 두기',
      onOk: async () => {
        try {
          const revoked = await accountApi.revokeOtherSessions();
          message.success(revoked > 0 ? `다른 세션 ${revoked}개를 종료했습니다.` : '종료할 다른 세션이 없습니다.');
        } catch (e) {
          message.error(errorMessage(e));
        }
      },
    });
}

export function PasswordChangeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const offer = useOfferToEndOtherSessions();
  return (
    <Modal title="비밀번호 변경" open={open} onCancel={onClose} footer={null} destroyOnHidden width={440}>
      <PasswordChangeForm
        onDone={() => {
          onClose();
          offer();
        }}
      />
    </Modal>
  );
}
