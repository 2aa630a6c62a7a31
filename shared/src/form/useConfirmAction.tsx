import { App } from 'antd';
import type { ReactNode } from 'react';
import { type ActionFailure, reportFailure } from './actionFailure';

export type ConfirmAction<T> = ActionFailure & {
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
  /** What the screen does once it went through and was told (e.g. leave for the list after a delete). */
  onDone?: (result: T) => void;
};

/**
 * Asks before a record action, then runs it: the api's own Korean message on failure (after `failure`, what did
 * not happen, when given), the success message otherwise. The dialog closes either way, as a rejected action is
 * told by its message, not by a dialog left open.
 */
export function useConfirmAction() {
  const { modal, message } = App.useApp();
  return function confirmAction<T>({ title, content, okText, danger, cancelText = '취소', run, success, onDone, ...failure }: ConfirmAction<T>) {
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger },
      cancelText,
      onOk: async () => {
        let result: T;
        try {
          result = await run();
        } catch (e) {
          reportFailure(message, e, failure);
          return;
        }
        if (success) message.success(typeof success === 'function' ? success(result) : success);
        onDone?.(result);
      },
    });
  };
}
