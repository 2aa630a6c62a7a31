import { GUARD_MESSAGES, pageById } from '@dure/shared';
import { decideGuard, safeRedirectTarget } from '../guard';

const dept = pageById('DepartmentPage')!;
const home = pageById('MyHomePage')!;
const manual = pageById('ManualPage')!;
const fullPath = '/department?tab=1#top';

describe('route guard (SPEC §4, §8)', () => {
  it('sends a visitor without stored auth info to login with the encoded full path', () => {
    expect(decideGuard({ page: dept, stored: false, allowedPages: [], fullPath })).toEqual({
      action: 'redirect',
      to: '/login?redirectUrl=%2Fdepartment%3Ftab%3D1%23top',
      message: GUARD_MESSAGES.noAuth,
      clearSession: 'none',
    });
  });

  it('lets anyone open public pages', () => {
    expect(decideGuard({ page: home, stored: false, allowedPages: [], fullPath: '/myhome' })).toEqual({ action: 'proceed' });
  });

  it('logs out a signed-in user opening a page that is not allowed, without redirectUrl', () => {
    expect(decideGuard({ page: dept, stored: true, fetched: 'ok', allowedPages: ['ManualPage'], fullPath })).toEqual({
      action: 'redirect',
      to: '/login',
      message: GUARD_MESSAGES.notAllowed,
      clearSession: 'logout',
    });
  });

  it('opens an allowed page, and the manual with no role', () => {
    expect(decideGuard({ page: dept, stored: true, fetched: 'ok', allowedPages: ['DepartmentPage'], fullPath })).toEqual({ action: 'proceed' });
    expect(decideGuard({ page: manual, stored: true, fetched: 'ok', allowedPages: ['ManualPage'], fullPath: '/manual' })).toEqual({ action: 'proceed' });
  });

  it('treats a 401 on the user re-fetch as an expired token, keeping the redirectUrl', () => {
    expect(decideGuard({ page: dept, stored: true, fetched: 'unauthorized', allowedPages: ['DepartmentPage'], fullPath })).toEqual({
      action: 'redirect',
      to: '/login?redirectUrl=%2Fdepartment%3Ftab%3D1%23top',
      message: GUARD_MESSAGES.tokenExpired,
      clearSession: 'local',
    });
  });

  it('treats any other re-fetch failure as a user-info error, even on public pages', () => {
    expect(decideGuard({ page: home, stored: true, fetched: 'failed', allowedPages: [], fullPath: '/myhome' })).toEqual({
      action: 'redirect',
      to: '/login',
      message: GUARD_MESSAGES.userFetchFailed,
      clearSession: 'local',
    });
  });
});

describe('return after login', () => {
  it.each([
    ['/department?tab=1', '/department?tab=1'],
    [null, '/myhome'],
    ['https://evil.example/x', '/myhome'],
    ['//evil.example', '/myhome'],
    ['/\\evil.example', '/myhome'],
    ['/login?redirectUrl=%2Fx', '/myhome'],
    // Browsers drop tabs and newlines from URLs: these would become //evil.example or /login.
    ['/\t/evil.example', '/myhome'],
    ['/\n/evil.example', '/myhome'],
    ['/\r\n/evil.example/x', '/myhome'],
    ['/log\tin', '/myhome'],
    ['/myhome\n', '/myhome'],
    ['\t/department', '/myhome'],
    ['/department\u0000', '/myhome'],
    ['/./login', '/myhome'],
    ['/LOGIN', '/myhome'],
    ['/login/', '/myhome'],
    ['/login#x', '/myhome'],
    ['/customer/53?tab=leads#top', '/customer/53?tab=leads#top'],
  ])('%s → %s', (input, expected) => expect(safeRedirectTarget(input)).toBe(expected));
});
