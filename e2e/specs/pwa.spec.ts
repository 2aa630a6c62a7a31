import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { chromium, expect, test } from '@playwright/test';
import { E2E } from '../support/env';

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
    await page.goto('/myhome');
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
    await page.goto('/myhome');
    await waitForActiveWorker(page);
    await page.reload();
    await context.setOffline(true);
    await page.goto('/manual');
    await expect(page.locator('#root')).not.toBeEmpty();
    await context.setOffline(false);
  });

  test('a waiting new version shows the update banner; refresh activates it and reloads once', async ({ page }) => {
    const original = readFileSync(swFile, 'utf8');
    try {
      await page.goto('/myhome');
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
