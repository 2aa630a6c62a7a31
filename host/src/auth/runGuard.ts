import {
  type PageDef,
  accessTokenAtom,
  allowedPagesAtom,
  authoritiesAtom,
  clearSession,
  httpStatus,
  logout,
  sessionStore,
  syncCurrentUser,
  userInfoAtom,
} from '@dure/shared';
import { showGuardToast } from '../app/toasts';
import { type UserFetch, decideGuard } from './guard';

/**
 * Set while the document is being left (reload, typed address): the browser aborts its
 * requests then, and an aborted user re-fetch must not sign the user out of the next page.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}

async function refetchUser(): Promise<UserFetch> {
  try {
    await syncCurrentUser();
    return 'ok';
  } catch (error) {
    return httpStatus(error) === 401 ? 'unauthorized' : 'failed';
  }
}

/** Token, authorities and user info are all stored (SPEC §4). On the login page there is nothing to protect. */
export function hasStoredSession(page: PageDef): boolean {
  return page.id !== 'LoginPage' && Boolean(sessionStore.get(accessTokenAtom) && sessionStore.get(authoritiesAtom) && sessionStore.get(userInfoAtom));
}

/**
 * The route guard, run before a page shows (SPEC §4): re-fetch the user, decide,
 * and on refusal clear the session, show the toast and return where to go.
 */
export async function runGuard(page: PageDef, fullPath: string): Promise<string | null> {
  const stored = hasStoredSession(page);
  const fetched = stored ? await refetchUser() : undefined;
  if (fetched === 'failed' && leaving) return null;
  const decision = decideGuard({
    page,
    stored,
    fetched,
    allowedPages: sessionStore.get(allowedPagesAtom),
    fullPath,
  });
  if (decision.action === 'proceed') return null;
  if (decision.clearSession === 'logout') await logout();
  if (decision.clearSession === 'local') clearSession();
  showGuardToast(decision.message);
  return decision.to;
}
