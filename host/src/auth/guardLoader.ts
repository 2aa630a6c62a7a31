import {
  type PageDef,
  accessTokenAtom,
  allowedPagesAtom,
  authoritiesAtom,
  clearSession,
  fetchCurrentUser,
  httpStatus,
  logout,
  sessionStore,
  userInfoAtom,
} from '@dure/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { showGuardToast } from '../app/toasts';
import { type UserFetch, decideGuard } from './guard';

async function refetchUser(): Promise<UserFetch> {
  try {
    sessionStore.set(userInfoAtom, await fetchCurrentUser());
    return 'ok';
  } catch (error) {
    return httpStatus(error) === 401 ? 'unauthorized' : 'failed';
  }
}

/** A route loader that runs the guard before the page opens (SPEC §4: before every route change). */
export function guardLoader(page: PageDef) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // On the login page itself there is nothing to protect; it sends signed-in users onward.
    const stored =
      page.id !== 'LoginPage' && Boolean(sessionStore.get(accessTokenAtom) && sessionStore.get(authoritiesAtom) && sessionStore.get(userInfoAtom));
    const fetched = stored ? await refetchUser() : undefined;
    const decision = decideGuard({
      page,
      stored,
      fetched,
      allowedPages: sessionStore.get(allowedPagesAtom),
      fullPath: `${url.pathname}${url.search}${url.hash}`,
    });
    if (decision.action === 'proceed') return null;
    if (decision.clearSession === 'logout') await logout();
    if (decision.clearSession === 'local') clearSession();
    showGuardToast(decision.message);
    return redirect(decision.to);
  };
}
