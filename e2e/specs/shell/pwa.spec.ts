import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { chromium, expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { E2E } from '../../support/env';

test.use({ serviceWorkers: 'allow' });

const swFile = path.join(E2E.runDir, 'host', 'sw.js');

async function waitForActiveWorker(page: import('@playwright/test').Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
}

test.describe('installable app (SPEC §2)', () => {
  test('registers /sw.js with scope / and passes the installability checks', async ({ baseURL, launchOptions }) => {
    // Chromium refuses installation in incognito contexts, which is what test contexts are.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'dure-pwa-'));
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await checkInstallable(page);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  async function checkInstallable(page: import('@playwright/test').Page) {
    // Registered only once signed in: the login page downloads nothing for the offline copy.
    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    await login.signIn('admin');
    await expect(page).toHaveURL(/\/myhome$/);
    await waitForActiveWorker(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration('/');
      return { scope: r?.scope, script: r?.active?.scriptURL };
    });
    expect(registration.scope).toBe(`${new URL(page.url()).origin}/`);
    expect(registration.script).toMatch(/\/sw\.js$/);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest.lang).toBe('ko');
    expect(manifest.display).toBe('standalone');
  }

  test('the shell opens offline from the precache', async ({ page, context }) => {
    await new LoginPage(page).signInFresh('admin');
    await waitForActiveWorker(page);
    await page.reload();
    await context.setOffline(true);
    await page.goto('/manual');
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.setOffline(false);
  });

  // A redeploy of the host under the other journeys, and timed waits on the service worker: run alone, at the end.
  test('a waiting new version shows the update banner; refresh activates it and reloads once', { tag: '@exclusive' }, async ({ page }) => {
    const original = readFileSync(swFile, 'utf8');
    try {
      await new LoginPage(page).signInFresh('admin');
      await waitForActiveWorker(page);
      await page.reload();
      await expect(page.getByTestId('update-banner')).toHaveCount(0);

      appendFileSync(swFile, `\n// redeploy ${Date.now()}\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.update());
      const banner = page.getByTestId('update-banner');
      await expect(banner).toContainText('앱이 업데이트되었습니다. 아래 새로고침 버튼을 눌러 주세요.');

      // Close hides it for now…
      await banner.getByRole('button', { name: '닫기' }).click();
      await expect(banner).toHaveCount(0);

      // …and after a reload it is back, because the new version still waits.
      await page.reload();
      await expect(banner).toBeVisible();
      const navigations: string[] = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
      await banner.getByRole('button', { name: '새로고침' }).click();
      await expect.poll(() => navigations.length).toBe(1);
      await expect(page.getByTestId('update-banner')).toHaveCount(0);
      const waiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting));
      expect(waiting).toBe(false);
    } finally {
      writeFileSync(swFile, original);
    }
  });
});

test.describe('browser push (SPEC §2, §4, §9)', () => {
  const PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';
  type Page = import('@playwright/test').Page;

  async function signInWithPush(page: Page) {
    await page.context().grantPermissions(['notifications']);
    await new LoginPage(page).signInFresh('admin');
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort()))
      .toEqual(['/', `${PUSH_SCOPE}`]);
  }

  /** A way to hand the push worker a message as Firebase would, through DevTools, without Google's servers. */
  async function pushChannel(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...(e.registrations as typeof registrations)));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => r.scopeURL.includes(PUSH_SCOPE))).toBe(true);
    const { registrationId } = registrations.find((r) => r.scopeURL.includes(PUSH_SCOPE))!;
    const origin = new URL(page.url()).origin;
    return (data: Record<string, string>) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId,
        data: JSON.stringify({ data, from: '1234567890', fcmMessageId: `e2e-${Date.now()}`, priority: 'normal' }),
      });
  }

  // The 5000 ms toast is timed: run alone, at the end, where the CPU-heavy walks of other workers cannot stretch it.
  test('the push worker has its own scope beside /sw.js; in front, a push shows the 5000 ms toast with its two actions', { tag: '@exclusive' }, async ({ page }) => {
    await signInWithPush(page);
    const push = await pushChannel(page);
    const contentLink = `${new URL(page.url()).origin}/manual`;
    await push({ title: '결재 요청', body: '영업1팀 계약 결재를 요청했습니다.', contentLocation: '/manual', contentLink });
    const toast = page.locator('[data-sonner-toast]', { hasText: '결재 요청' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('영업1팀 계약 결재를 요청했습니다.');
    await expect(toast.getByRole('button', { name: '닫기' })).toBeVisible();
    expect(await toast.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--dure-toast-duration'))).toBe('5000ms');
    const popup = page.waitForEvent('popup');
    await toast.getByRole('button', { name: '페이지 열기' }).click();
    expect((await popup).url()).toBe(contentLink);
  });

  test('in the background, the push worker shows a system notification', async ({ page }) => {
    await signInWithPush(page);
    const origin = new URL(page.url()).origin;
    const push = await pushChannel(page);
    await page.goto('about:blank'); // no window of the app is open now
    await push({ title: '리드 배정', body: '새 리드가 배정되었습니다.', contentLocation: '/myhome' });
    await page.goto(`${origin}/myhome`);
    await expect
      .poll(() =>
        page.evaluate(async (scope) => {
          const registration = await navigator.serviceWorker.getRegistration(scope);
          return (await registration!.getNotifications()).map((n) => `${n.title}: ${n.body}`);
        }, PUSH_SCOPE),
      )
      .toContain('리드 배정: 새 리드가 배정되었습니다.');
  });
});
