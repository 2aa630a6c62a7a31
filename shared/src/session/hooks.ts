import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { can } from '../access/can';
import type { Area, Level } from '../access/roles';
import { allowedPagesAtom, authoritiesAtom, isSignedInAtom, sessionStore, userInfoAtom } from './atoms';

const opts = { store: sessionStore };

export const useCurrentUser = () => useAtomValue(userInfoAtom, opts);
export const useAuthorities = () => useAtomValue(authoritiesAtom, opts) ?? [];
export const useAllowedPages = () => useAtomValue(allowedPagesAtom, opts);
export const useIsSignedIn = () => useAtomValue(isSignedInAtom, opts);

/**
 * Whether the signed-in user may act at `level` in `area`, by the server's own rule (`can`): what the
 * screen offers is what the api will allow. Records scoped to a person or department are still checked
 * per record by the server (e.g. a lead's `canWrite`).
 */
export function useCan(area: Area, level: Level): boolean {
  const stored = useAtomValue(authoritiesAtom, opts);
  const held = useMemo(() => new Set(stored ?? []), [stored]);
  return can(held, area, level);
}
