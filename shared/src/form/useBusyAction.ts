import { App } from 'antd';
import { useState } from 'react';
import { type ActionFailure, reportFailure } from './actionFailure';

/**
 * A screen's calls without a form: which one is running (`key`, for the button that shows it busy), and the
 * api's own Korean message when one fails (after `failure`, what did not happen, when given), then
 * `onConflict` on a 409 and `onError` (e.g. reload). `run` resolves true when the work went through.
 */
export function useBusyAction<K = true>(failure: ActionFailure = {}) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState<K | null>(null);
  async function run(work: () => Promise<unknown>, key: K = true as K): Promise<boolean> {
    setBusy(key);
    try {
      await work();
      return true;
    } catch (e) {
      reportFailure(message, e, failure);
      return false;
    } finally {
      setBusy(null);
    }
  }
  return [busy, run] as const;
}
