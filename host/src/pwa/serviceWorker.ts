import { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;

let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<Listener>();

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener(value);
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

/**
 * Registers /sw.js with scope / (SPEC §2) and reports when a new version waits. Called by the signed-in
 * shell once its first page has settled, so the login page downloads nothing for the precache; once per page load.
 */
export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setWaiting(true));
  workbox.register().catch((error: unknown) => console.warn('[두레] 서비스 워커를 등록하지 못했습니다', error));
}

/**
 * Activates the waiting version, then reloads once: when it takes control of the page, or when it is active should
 * the page not be one it controls (no change of control comes then). Asked of the registration itself rather than
 * through Workbox: after a reload Workbox may not take the waiting worker for its own, and then neither passed the
 * message on nor reported the change of control, so the button did nothing.
 */
export async function activateUpdate(reloadPage = () => window.location.reload()): Promise<void> {
  const next = (await navigator.serviceWorker.getRegistration('/'))?.waiting;
  if (!next) return;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    reloadPage();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  next.addEventListener('statechange', () => next.state === 'activated' && reload());
  next.postMessage({ type: 'SKIP_WAITING' });
  setWaiting(false);
}
