import { apiBaseUrl, clientBasicHeader } from '../config';
import { http } from '../http/client';
import type { CheckTokenResponse, TokenResponse } from '../contracts/auth/oauth';
import type { CurrentUser } from '../contracts/user/me';
import { result } from '../http/result';
import { RESET } from 'jotai/utils';
import { accessTokenAtom, authoritiesAtom, refreshTokenAtom, sessionStore, type UserInfo, userInfoAtom } from './atoms';

/** An OAuth error answer (`invalid_grant`, `too_many_requests`…) with its Korean description. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
    this.name = 'OAuthError';
  }
}

async function oauthPost<T>(path: string, form: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method: 'POST',
      headers: { Authorization: clientBasicHeader(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  } catch {
    throw new OAuthError(0, 'network_error', '서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.');
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const description = typeof body.error_description === 'string' ? body.error_description : '요청을 처리하지 못했습니다.';
    throw new OAuthError(response.status, String(body.error ?? 'error'), description);
  }
  return body as T;
}

export type { CheckTokenResponse };

/** POST /oauth/check_token: the authorities of a token. */
export function checkToken(token: string): Promise<CheckTokenResponse> {
  return oauthPost<CheckTokenResponse>('/oauth/check_token', { token });
}

/** GET /api/user/me: the current user, read from `result`. */
export function fetchCurrentUser(): Promise<CurrentUser> {
  return result<CurrentUser>(http.get('api/user/me'));
}

/**
 * Re-fetches the current user and stores it with the authorities it carries, so a
 * role granted or revoked since sign-in applies at the next route change.
 */
export async function syncCurrentUser(): Promise<UserInfo> {
  const user = await fetchCurrentUser();
  if (Array.isArray(user.authorities)) sessionStore.set(authoritiesAtom, user.authorities);
  sessionStore.set(userInfoAtom, user);
  return user;
}

/**
 * Password login (SPEC §7): token, then authorities from check_token, then the
 * current user; all three are stored only when every step succeeded.
 */
export async function login(username: string, password: string): Promise<UserInfo> {
  const token = await oauthPost<TokenResponse>('/oauth/token', {
    username,
    password,
    grant_type: 'password',
    scope: 'read_profile',
  });
  const checked = await checkToken(token.access_token);
  sessionStore.set(accessTokenAtom, token.access_token);
  sessionStore.set(refreshTokenAtom, token.refresh_token);
  try {
    const user = await fetchCurrentUser();
    sessionStore.set(authoritiesAtom, checked.authorities);
    sessionStore.set(userInfoAtom, user);
    return user;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** Clears token, user and authorities from memory and local storage. */
export function clearSession(): void {
  sessionStore.set(accessTokenAtom, RESET);
  sessionStore.set(refreshTokenAtom, RESET);
  sessionStore.set(userInfoAtom, RESET);
  sessionStore.set(authoritiesAtom, RESET);
}

/**
 * How long logout waits for the revoke call. Calls have no timeout (SPEC §9), but a user who
 * signs out must never be left signed in behind a slow or unreachable server.
 */
export const LOGOUT_REVOKE_WAIT_MS = 5_000;

/** Logout (SPEC §4): revoke the token, then clear token, user and authorities in every case. */
export async function logout(): Promise<unknown> {
  try {
    if (!sessionStore.get(accessTokenAtom)) return null;
    return await http.get('api/user/revoke/token', { timeout: LOGOUT_REVOKE_WAIT_MS }).json();
  } catch {
    return null;
  } finally {
    clearSession();
  }
}
