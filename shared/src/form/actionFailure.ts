import type { App } from 'antd';
import { errorMessage, httpStatus } from '../http/errors';
import { FORM_MESSAGES } from './messages';

type Messages = ReturnType<typeof App.useApp>['message'];

/** What a screen does when one of its calls fails, besides telling why. */
export type ActionFailure = {
  /** What did not happen, told before the api's message (e.g. 단계를 바꾸지 못했습니다). */
  failure?: string;
  /** Someone else changed the record first (409): e.g. load it again so the next try starts from what is saved. */
  onConflict?: () => void;
  /** What else a failure means for the screen, after its Korean message is shown. */
  onError?: (error: unknown) => void;
};

/** Tells a failed call in Korean, then hands it to the screen: `onConflict` on a 409, `onError` always. */
export function reportFailure(message: Messages, error: unknown, { failure, onConflict, onError }: ActionFailure) {
  message.error(FORM_MESSAGES.actionFailed(failure, errorMessage(error)));
  if (onConflict && httpStatus(error) === 409) onConflict();
  onError?.(error);
}
