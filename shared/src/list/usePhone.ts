import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): a phone, where a list shows cards and keeps its filters in a drawer. */
export const PHONE_MEDIA = '(max-width: 767.98px)';

const subscribe = (change: () => void) => {
  const query = window.matchMedia(PHONE_MEDIA);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

/** Whether the window is phone-wide now; follows a rotation or a resize. */
export const usePhone = () => useSyncExternalStore(subscribe, () => window.matchMedia(PHONE_MEDIA).matches, () => false);
