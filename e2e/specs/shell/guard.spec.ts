import { expect, test } from '@playwright/test';
import { GUARD_MESSAGES } from '../../../shared/src/messages';
import { LoginPage, accessToken, storedSession } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';
import { API_URL } from '../../support/env';

test.describe('route guard (SPEC §4, §8)', () => {
  test('no stored auth: red toast for 1 s, login with the encoded full path, then back there after login', async ({ page }) => {
    const shell = new Shell(page);
    // The toast lives 1 s from the first paint: look for it from the response on, not after the load event.
    await page.goto('/department?view=tree', { waitUntil: 'commit' });
    const toast = shell.toast(GUARD_MESSAGES.noAuth);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(toast).toHaveClass(/dure-toast-progress/);
    await expect(page).toHaveURL('/login?redirectUrl=%2Fdepartment%3Fview%3Dtree');
    await expect(toast).toBeHidden({ timeout: 2_500 });

    await new LoginPage(page).signIn('admin');
    await expect(page).toHaveURL('/department?view=tree');
    await expect(page.getByRole('heading', { name: /부서 관리/ })).toBeVisible();
  });

  test('a page the user may not open logs them out with the abnormal-access message', async ({ page, request }) => {
    const login = new LoginPage(page);
    await login.signInFresh('dev');
    const token = await accessToken(page);
    await expect(page.getByRole('menuitem', { name: '부서 설정' })).toHaveCount(0);

    await page.goto('/department');
    await expect(new Shell(page).toast(GUARD_MESSAGES.notAllowed)).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null, authorities: null });
    const me = await request.get(`${API_URL}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('a 401 on the user re-fetch says the token expired and keeps the redirectUrl', async ({ page }) => {
    await new LoginPage(page).signInFresh('admin');
    await page.evaluate(() => {
      localStorage.setItem('access_token', JSON.stringify('no-such-access-token'));
      localStorage.setItem('refresh_token', JSON.stringify('no-such-refresh-token'));
    });
    await page.goto('/manual');
    await expect(new Shell(page).toast(GUARD_MESSAGES.tokenExpired)).toBeVisible();
    await expect(page).toHaveURL('/login?redirectUrl=%2Fmanual');
  });

  test('any other failure of the user re-fetch shows the user-info error', async ({ page }) => {
    await new LoginPage(page).signInFresh('admin');
    await page.route('**/dure.crm/api/user/me', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.getByRole('link', { name: /사용 설명서/ }).click();
    await expect(new Shell(page).toast(GUARD_MESSAGES.userFetchFailed)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('the guard re-fetches the current user before every route change', async ({ page }) => {
    await new LoginPage(page).signInFresh('admin');
    const fetches: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/user/me') && fetches.push(r.url()));
    await page.getByRole('link', { name: /사용 설명서/ }).click();
    await expect(page.getByRole('heading', { name: '사용 설명서' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/myhome');
    expect(fetches.length).toBe(2);
  });

  test('unknown paths show the not-found page without login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(page).toHaveURL('/no/such/page');
  });

  test('/ and /home open the public home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/myhome');
    await page.goto('/home');
    await expect(page).toHaveURL('/myhome');
    await expect(page.getByRole('heading', { name: '두레에 오신 것을 환영합니다' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('logout revokes the token and clears token, user and authorities', async ({ page, request }) => {
    await new LoginPage(page).signInFresh('admin');
    const token = await accessToken(page);
    expect((await request.get(`${API_URL}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
    await new Shell(page).signOut();
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null, authorities: null });
    expect((await request.get(`${API_URL}/api/user/me`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  test('offline, a data screen waits with an offline notice instead of signing the user out', async ({ page, context }) => {
    await new LoginPage(page).signInFresh('admin');
    await context.setOffline(true);
    await page.getByRole('link', { name: /사용 설명서/ }).click();
    await expect(page.getByTestId('offline-page')).toContainText('오프라인 상태입니다');
    expect((await storedSession(page)).access).not.toBeNull();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: '사용 설명서' })).toBeVisible();
    await expect(page.getByTestId('offline-page')).toHaveCount(0);
  });

  test('wrong password shows the Korean error and stores nothing', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('admin', 'wrong-password');
    await expect(page.getByRole('alert')).toContainText('아이디 또는 비밀번호가 올바르지 않습니다.');
    expect((await storedSession(page)).access).toBeNull();
  });

  test('an expired access token is refreshed once for several concurrent requests', async ({ page }) => {
    await new LoginPage(page).signInFresh('admin');
    const refreshCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/oauth/token') && r.method() === 'POST') refreshCalls.push(r.postData() ?? '');
    });
    // Five calls at once through the app's own shared client, as a remote would make them,
    // after the stored access token stopped being valid.
    const statuses = await page.evaluate(async () => {
      type Shared = {
        http: { get: (u: string) => Promise<Response> };
        sessionStore: { set: (atom: unknown, value: unknown) => void };
        accessTokenAtom: unknown;
      };
      type Instance = { name: string; loadShare: (n: string) => Promise<false | (() => Shared)> };
      const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
      const factory = await instances.find((i) => i.name === 'host')!.loadShare('@dure/shared');
      if (!factory) throw new Error('@dure/shared is not shared');
      const { http, sessionStore, accessTokenAtom } = factory();
      sessionStore.set(accessTokenAtom, 'expired-access-token');
      const responses = await Promise.all(['api/user/me', 'api/department', 'api/user/me', 'api/department', 'api/user/me'].map((u) => http.get(u)));
      return responses.map((r) => r.status);
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]).toContain('grant_type=refresh_token');
    expect(await accessToken(page)).not.toBe('expired-access-token');
  });
});
