import { TIMEOUTS, getConfig, http } from '@dure/shared';
import { toast } from 'sonner';

export type PushPermission = 'granted' | 'denied' | 'default' | 'unsupported';

/** The push worker's own scope, apart from /sw.js at / (SPEC §2). */
export const PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';

const supported = () => typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

export function pushPermission(): PushPermission {
  return supported() ? (Notification.permission as PushPermission) : 'unsupported';
}

export const pushConfigured = () => Boolean(getConfig().push);

/** Asks the browser for permission (SPEC §4): false when unsupported or denied, true when granted. */
export async function requestPushPermission(): Promise<boolean> {
  if (!supported()) return false;
  return (await Notification.requestPermission()) === 'granted';
}

type PushData = { title?: string; body?: string; contentLocation?: string; contentLink?: string };

/** A push message while the app is in front: a 5000 ms toast with "open page" and "close" (SPEC §9). */
export function showPushToast(data: PushData): void {
  toast(data.title ?? '두레 알림', {
    description: data.body,
    duration: TIMEOUTS.pushToast,
    className: 'dure-toast-progress',
    style: { '--dure-toast-duration': `${TIMEOUTS.pushToast}ms` } as React.CSSProperties,
    action: {
      label: '페이지 열기',
      onClick: () => {
        if (data.contentLink) window.open(data.contentLink, '_blank', 'noopener');
      },
    },
    cancel: { label: '닫기', onClick: () => undefined },
  });
}

let started = false;

/**
 * Registers the push worker at its own scope, listens for messages in front and
 * sends the registration token to the api. The messaging library refreshes the
 * token every 7 days. Token failures are swallowed (SPEC §8).
 */
export async function startPush(): Promise<void> {
  const push = getConfig().push;
  if (started || !push || pushPermission() !== 'granted') return;
  started = true;
  // The listener first, then the worker: a push that arrives as soon as the worker is there finds the page listening.
  const [{ initializeApp }, { getMessaging, getToken, onMessage }] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  const messaging = getMessaging(initializeApp(push.firebase, 'dure-push'));
  onMessage(messaging, (payload) => showPushToast({ title: payload.notification?.title, body: payload.notification?.body, ...(payload.data as PushData) }));
  const registration = await navigator.serviceWorker.register(`/firebase-messaging-sw.js?firebase=${encodeURIComponent(JSON.stringify(push.firebase))}`, {
    scope: PUSH_SCOPE,
  });
  try {
    const token = await getToken(messaging, { vapidKey: push.vapidKey, serviceWorkerRegistration: registration });
    if (token) await http.post('api/notification/token', { json: { token, userAgent: navigator.userAgent } });
  } catch {
    // No token (offline, blocked, provider down): push stays off, nothing else changes.
  }
}
