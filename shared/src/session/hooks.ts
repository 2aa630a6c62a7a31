import { useAtomValue } from 'jotai';
import { allowedPagesAtom, authoritiesAtom, isSignedInAtom, sessionStore, userInfoAtom } from './atoms';

const opts = { store: sessionStore };

export const useCurrentUser = () => useAtomValue(userInfoAtom, opts);
export const useAuthorities = () => useAtomValue(authoritiesAtom, opts) ?? [];
export const useAllowedPages = () => useAtomValue(allowedPagesAtom, opts);
export const useIsSignedIn = () => useAtomValue(isSignedInAtom, opts);

/** True when the user holds at least one of the roles (ROLE_SUPER holds them all after expansion). */
export function useHasAnyRole(...roles: string[]): boolean {
  const held = useAuthorities();
  return roles.some((r) => held.includes(r));
}
