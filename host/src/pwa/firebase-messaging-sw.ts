/// <reference lib="webworker" />
// The push service worker (SPEC §2: its own scope, beside /sw.js). Its Firebase
// settings come in the script URL, because push listeners must be added while the
// script first runs, before anything could be fetched.
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';

declare const self: ServiceWorkerGlobalScope;

type PushData = { title?: string; body?: string; contentLocation?: string; contentLink?: string };

const settings = new URL(self.location.href).searchParams.get('firebase');
if (settings) {
  const messaging = getMessaging(initializeApp(JSON.parse(settings)));
  // Shown when no window of the app is in front; a visible app gets the message itself.
  onBackgroundMessage(messaging, (payload) => {
    const data = (payload.data ?? {}) as PushData;
    void self.registration.showNotification(data.title ?? payload.notification?.title ?? '두레 알림', {
      body: data.body ?? payload.notification?.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-96.png',
      lang: 'ko',
      data: { contentLink: data.contentLink ?? null, contentLocation: data.contentLocation ?? null },
    });
  });
}

// Clicking a system notification focuses an open window of the app or opens one at the notification's page.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { contentLink, contentLocation } = (event.notification.data ?? {}) as PushData;
  const target = new URL(contentLink || contentLocation || '/myhome', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => w.url === target) ?? windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if (open.url !== target && new URL(target).origin === self.location.origin) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
