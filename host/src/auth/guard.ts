import type { PageDef } from '@dure/shared';
import { GUARD_MESSAGES } from '@dure/shared';

/** What the user re-fetch before a route change gave (SPEC §4). */
export type UserFetch = 'ok' | 'unauthorized' | 'failed';

export type GuardInput = {
  page: PageDef;
  /** Token, authorities and user info are all stored. */
  stored: boolean;
  /** Result of GET /api/user/me; only present when `stored`. */
  fetched?: UserFetch;
  allowedPages: readonly string[];
  /** The full path being opened (pathname + search + hash). */
  fullPath: string;
};

export type GuardDecision =
  | { action: 'proceed' }
  | { action: 'redirect'; to: string; message: string; clearSession: 'logout' | 'local' | 'none' };

export const loginWithRedirect = (fullPath: string) => `/login?redirectUrl=${encodeURIComponent(fullPath)}`;

/** The route guard of SPEC §4 and §8 as a pure decision, so every branch is unit-tested. */
export function decideGuard({ page, stored, fetched, allowedPages, fullPath }: GuardInput): GuardDecision {
  if (stored) {
    if (fetched === 'unauthorized') {
      return { action: 'redirect', to: loginWithRedirect(fullPath), message: GUARD_MESSAGES.tokenExpired, clearSession: 'local' };
    }
    if (fetched === 'failed') {
      return { action: 'redirect', to: '/login', message: GUARD_MESSAGES.userFetchFailed, clearSession: 'local' };
    }
    if (page.login && !allowedPages.includes(page.id)) {
      return { action: 'redirect', to: '/login', message: GUARD_MESSAGES.notAllowed, clearSession: 'logout' };
    }
    return { action: 'proceed' };
  }
  if (!page.login) return { action: 'proceed' };
  return { action: 'redirect', to: loginWithRedirect(fullPath), message: GUARD_MESSAGES.noAuth, clearSession: 'none' };
}

const ORIGIN = 'http://app.invalid';

/**
 * Where to go after login: only same-app paths, never another origin or the login page itself.
 * Control characters refuse the value outright: browsers drop tabs and newlines from a URL, so
 * `/\t/evil.example` would open another origin and `/log\tin` the login page again.
 */
export function safeRedirectTarget(redirectUrl: string | null): string {
  if (!redirectUrl || !redirectUrl.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(redirectUrl)) return '/myhome';
  const url = new URL(redirectUrl, ORIGIN);
  if (url.origin !== ORIGIN || redirectUrl.startsWith('//')) return '/myhome';
  // The router matches paths without regard to case or a trailing slash.
  if (/^\/login\/?$/i.test(url.pathname)) return '/myhome';
  return redirectUrl;
}
