import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
// Through the package's own name: the host's session atoms whichever app provided this entry.
import { accessTokenAtom, sessionStore, userInfoAtom } from '@dure/shared';
import { createQueryClient } from './queryClient';

/** One client for the page's lifetime: this entry is a federation singleton, so host and remotes see the same cache. */
export const queryClient = createQueryClient();

/**
 * Provides the app's QueryClient. Signing out (in this tab, in another, or a failed token refresh)
 * and signing in as someone else drop every cached answer, so no one sees the previous user's data.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    let userId = sessionStore.get(userInfoAtom)?.id ?? null;
    const onSessionChange = () => {
      const current = sessionStore.get(accessTokenAtom) ? (sessionStore.get(userInfoAtom)?.id ?? null) : null;
      if (current !== userId) queryClient.clear();
      userId = current;
    };
    const unsubscribeToken = sessionStore.sub(accessTokenAtom, onSessionChange);
    const unsubscribeUser = sessionStore.sub(userInfoAtom, onSessionChange);
    return () => {
      unsubscribeToken();
      unsubscribeUser();
    };
  }, []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
