import { apiBaseUrl, clientBasicHeader } from '../config';
import { accessTokenAtom, refreshTokenAtom, sessionStore } from '../session/atoms';

import type { TokenResponse } from '../contracts/auth/oauth';

export type { TokenResponse };

let inFlight: Promise<string> | null = null;

/** Exchanges the stored refresh token for a new pair (SPEC §7 refresh call). */
async function requestRefresh(): Promise<string> {
  const refreshToken = sessionStore.get(refreshTokenAtom);
  if (!refreshToken) throw new Error('no refresh token');
  const response = await fetch(`${apiBaseUrl()}/oauth/token`, {
    method: 'POST',
    headers: { Authorization: clientBasicHeader(), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'read_profile' }),
  });
  if (!response.ok) throw new Error(`refresh failed: ${response.status}`);
  const token = (await response.json()) as TokenResponse;
  sessionStore.set(accessTokenAtom, token.access_token);
  sessionStore.set(refreshTokenAtom, token.refresh_token);
  return token.access_token;
}

/**
 * One shared refresh at a time (SPEC §4, §9): every request that got a 401 while
 * a refresh runs waits for that same refresh instead of starting its own.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= requestRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
