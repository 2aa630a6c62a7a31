import { App } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../http/errors';

/**
 * A screen's calls without a form: which one is running (`key`, for the button that shows it busy), and the
 * api's own Korean message when one fails, then `onError` (e.g. reload after a 409). `run` resolves true
 * when the work went through.
 */
export function useBusyAction<K = true>({ onError }: { onError?: (error: unknown) => void } = {}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<K | null>(null);
  async function run(work: () => Promise<unknown>, key: K = true as K): Promise<boolean> {
    setBusy(key);
    try {
      await work();
      return true;
    } catch (e) {
      message.error(errorMessage(e));
      onError?.(e);
      return false;
    } finally {
      setBusy(null);
    }
  }
  return [busy, run] as const;
}
