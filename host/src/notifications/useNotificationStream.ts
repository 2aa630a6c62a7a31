import { accessTokenAtom, apiBaseUrl, sessionStore } from '@dure/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { AppNotification } from './notificationApi';

/**
 * The server's live channel (Server-Sent Events): a notification created for the
 * signed-in user arrives at once, without polling. EventSource cannot send headers,
 * so the access token travels as a query parameter on this one call.
 */
export function useNotificationStream(onNotification: (n: AppNotification) => void): void {
  // Reconnects with the new token after a refresh.
  const token = useAtomValue(accessTokenAtom, { store: sessionStore });
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${apiBaseUrl()}/api/notification/stream?access_token=${encodeURIComponent(token)}`);
    source.addEventListener('notification', (event) => {
      try {
        onNotification(JSON.parse((event as MessageEvent<string>).data) as AppNotification);
      } catch (error) {
        console.error('[알림] 실시간 알림을 읽지 못했습니다', error);
      }
    });
    return () => source.close();
  }, [token, onNotification]);
}
