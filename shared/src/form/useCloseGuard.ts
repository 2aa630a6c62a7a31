import { App } from 'antd';
import { useRef } from 'react';
import { FORM_MESSAGES } from './messages';

type Options = {
  /** Whether closing now would lose typed changes. */
  isDirty: () => boolean;
  /** While saving the form cannot close. */
  busy: boolean;
  onClose: () => void;
};

/**
 * Closing a form (Escape, the close button, 취소, the mask): a clean form closes at once; one with typed
 * changes asks first, and answering "계속 작성" keeps everything typed.
 */
export function useCloseGuard({ isDirty, busy, onClose }: Options): () => void {
  const { modal } = App.useApp();
  const asking = useRef(false);
  return () => {
    if (busy || asking.current) return;
    if (!isDirty()) {
      onClose();
      return;
    }
    asking.current = true;
    modal.confirm({
      title: FORM_MESSAGES.closeDirtyTitle,
      content: FORM_MESSAGES.closeDirtyContent,
      okText: FORM_MESSAGES.closeDirtyOk,
      cancelText: FORM_MESSAGES.closeDirtyCancel,
      okButtonProps: { danger: true },
      onOk: onClose,
      afterClose: () => {
        asking.current = false;
      },
    });
  };
}
