import { App } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../http/errors';

export type ConfirmAction<T> = {
  title: ReactNode;
  content?: ReactNode;
  /** The confirming button's word (삭제, 변경, 회수 …). */
  okText: string;
  /** A red confirming button, for what cannot be taken back or cuts someone off. */
  danger?: boolean;
  /** The other button's word (default 취소; 닫기 where 취소 would read as the action, e.g. 작성 취소). */
  cancelText?: string;
  /** The call the confirmation allows. */
  run: () => Promise<T>;
  /** What to tell once it went through: a message, or one made from the call's answer. */
  success?: string | ((result: T) => string);
  /** What else a failure means for the screen (e.g. reload after a 409), after its Korean message is shown. */
  onError?: (error: unknown) => void;
};

/**
 * Asks before a record action, then runs it: the api's own Korean message on failure, the success message
 * otherwise. The dialog closes either way, as a rejected action is told by its message, not by a dialog left open.
 */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  return function confirmAction<T>({ title, content, okText, danger, cancelText = '취소', run, success, onError }: ConfirmAction<T>) {
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText,
      onOk: async () => {
        try {
          const result = await run();
          if (success) message.success(typeof success === 'function' ? success(result) : success);
        } catch (e) {
          message.error(errorMessage(e));
          onError?.(e);
        }
      },
    });
  };
}
