import type { CurrentUser } from '../contracts/user/me';
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { allowedPages } from '../access/access';

/** Local-storage keys of SPEC §3 (token data, user info, authorities). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userInfo: 'user_info',
  authorities: 'authorities',
} as const;

/**
 * The stored user (SPEC §3 user_info): the /api/user/me answer, of which a session stored by an older
 * version may lack all but the name. `mustChangeYn` Y sends every screen to the password change first;
 * `authorities` are expanded as of this fetch; `allowedPages` apply the admins' menu-authority changes.
 */
export type UserInfo = Pick<CurrentUser, 'id' | 'username' | 'name'> & Partial<CurrentUser>;

const storage = <T>() => createJSONStorage<T>(() => localStorage);
const options = { getOnInit: true };

export const accessTokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.accessToken, null, storage<string | null>(), options);
export const refreshTokenAtom = atomWithStorage<string | null>(STORAGE_KEYS.refreshToken, null, storage<string | null>(), options);
export const userInfoAtom = atomWithStorage<UserInfo | null>(STORAGE_KEYS.userInfo, null, storage<UserInfo | null>(), options);
export const authoritiesAtom = atomWithStorage<string[] | null>(STORAGE_KEYS.authorities, null, storage<string[] | null>(), options);

/**
 * The allowed-pages list (SPEC §5): the server's list from the last user fetch, which
 * applies menu-authority changes made on /auth/menu; otherwise derived from the stored authorities.
 */
export const allowedPagesAtom = atom((get) => get(userInfoAtom)?.allowedPages ?? allowedPages(get(authoritiesAtom) ?? []));

export const isSignedInAtom = atom((get) => Boolean(get(accessTokenAtom) && get(userInfoAtom) && get(authoritiesAtom)));

/** The one store host and remotes share (jotai is a federation singleton). */
export const sessionStore = getDefaultStore();
