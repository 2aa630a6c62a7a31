import { accessTokenAtom, authoritiesAtom, pageById, sessionStore, userInfoAtom } from '@dure/shared';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), syncCurrentUser: jest.fn() }));
jest.mock('../../app/toasts', () => ({ showGuardToast: jest.fn() }));

import { syncCurrentUser } from '@dure/shared';
import { runGuard } from '../runGuard';

const signedIn = () => {
  sessionStore.set(accessTokenAtom, 'token');
  sessionStore.set(authoritiesAtom, ['ROLE_USER']);
  sessionStore.set(userInfoAtom, { id: 1 } as never);
};

describe('runGuard', () => {
  beforeEach(() => {
    signedIn();
    (syncCurrentUser as jest.Mock).mockRejectedValue(new TypeError('Failed to fetch'));
  });

  it('a failed user re-fetch clears the session and goes to login (SPEC §8)', async () => {
    expect(await runGuard(pageById('ContractListPage')!, '/contract')).toBe('/login');
    expect(sessionStore.get(accessTokenAtom)).toBeFalsy();
  });

  it('a re-fetch aborted because the page is being left (reload) keeps the session', async () => {
    window.dispatchEvent(new Event('beforeunload'));
    expect(await runGuard(pageById('ContractListPage')!, '/contract')).toBeNull();
    expect(sessionStore.get(accessTokenAtom)).toBe('token');
    window.dispatchEvent(new Event('pageshow'));
  });
});
