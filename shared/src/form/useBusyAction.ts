import { App } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../http/errors';

/**
 * A button's call without a confirmation: busy while it runs, the api's own Korean message when it fails.
 * `run` resolves true when the work went through.
 */
export function useBusyAction(): [busy: boolean, run: (work: () => Promise<unknown>) => Promise<boolean>] {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (e) {
      message.error(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
