import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { ADMIN_URL, CRM_URL, E2E } from '../../support/env';

const budgets = JSON.parse(readFileSync(path.join(E2E.repo, 'budgets.json'), 'utf8'));

type Loaded = { url: string; gzip: number };

function collectScripts(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    loaded.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
  });
  return loaded;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Shared singletons as the federation runtime sees them: which app provided each and whether it loaded. */
async function sharedModules(page: Page) {
  return page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean; loading?: unknown };
    const g = globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } };
    const out: Record<string, { from: string; version: string; loaded: boolean }[]> = {};
    for (const scopes of Object.values(g.__FEDERATION__.__SHARE__)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          const list = (out[pkg] ??= []);
          if (!list.some((e) => e.from === entry.from && e.version === version)) list.push({ from: entry.from, version, loaded: Boolean(entry.loaded) });
        }
      }
    }
    return out;
  });
}

test('size and speed budgets: login page JavaScript, shared libraries loaded once, first admin and CRM remote pages', { tag: '@exclusive' }, async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loginBytes = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `[budget] /login JavaScript: ${scripts.length} files, ${kb(loginBytes)} gzip (budget ${kb(budgets.loginPage.jsGzipBytes)})`,
  );
  for (const s of scripts) console.log(`[budget]   ${kb(s.gzip).padStart(9)}  ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
  expect(loginBytes).toBeLessThanOrEqual(budgets.loginPage.jsGzipBytes);
  expect(scripts.filter((s) => s.url.startsWith(ADMIN_URL))).toEqual([]);
  expect(scripts.filter((s) => s.url.startsWith(CRM_URL))).toEqual([]);

  await new LoginPage(page).signIn('admin');
  await expect(page).toHaveURL('/myhome');
  await expect(page.getByRole('menuitem', { name: '부서 설정' })).toBeVisible();
  await page.getByRole('menuitem', { name: '부서 설정' }).click();
  await expect(page.getByRole('menuitem', { name: '부서 관리' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Timed inside the page (the test runner's polling would add its own delay): from the
  // click on the menu item until the remote page's tree with its data is on screen.
  const firstVisit = await page.evaluate(
    () =>
      new Promise<{ pageMs: number; dataMs: number }>((resolve) => {
        const item = [...document.querySelectorAll('[role="menuitem"]')].find((el) => el.textContent?.trim() === '부서 관리') as HTMLElement;
        const started = performance.now();
        let pageMs = 0;
        const check = (observer?: MutationObserver) => {
          if (!pageMs && document.querySelector('[data-testid="remote-version"]')) pageMs = Math.round(performance.now() - started);
          if (pageMs && document.querySelector('[role="tree"] [data-testid^="dept-node-"]')) {
            observer?.disconnect();
            resolve({ pageMs, dataMs: Math.round(performance.now() - started) });
          }
        };
        new MutationObserver((_, observer) => check(observer)).observe(document.body, { childList: true, subtree: true });
        item.querySelector('a')!.click();
      }),
  );
  await expect(page.getByRole('tree', { name: '조직도' })).toBeVisible();
  console.log(
    `[budget] first visit to /department (admin remote): page on screen ${firstVisit.pageMs} ms, with its data ${firstVisit.dataMs} ms (goal ${budgets.remotePageFirstVisitMs.value} ms)`,
  );

  const remoteBytes = scripts.filter((s) => s.url.startsWith(ADMIN_URL)).reduce((sum, s) => sum + s.gzip, 0);
  console.log(`[budget] admin remote JavaScript on first visit: ${kb(remoteBytes)} gzip`);

  // The CRM remote's first page: the customer list, timed the same way from the menu click
  // until its heading is on screen and until its first data row is.
  // The shell reads each remote's entry and route list at sign-in; the page's own code loads on the visit.
  const crmBeforeVisit = scripts.filter((s) => s.url.startsWith(CRM_URL)).length;
  await page.getByRole('menuitem', { name: 'CRM' }).click();
  await expect(page.getByRole('menuitem', { name: '고객사', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const crmVisit = await page.evaluate(
    () =>
      new Promise<{ pageMs: number; dataMs: number }>((resolve) => {
        const item = [...document.querySelectorAll('[role="menuitem"]')].find((el) => el.textContent?.trim() === '고객사') as HTMLElement;
        const started = performance.now();
        let pageMs = 0;
        const check = (observer?: MutationObserver) => {
          if (!pageMs && [...document.querySelectorAll('main h3')].some((h) => h.textContent?.trim() === '고객사')) pageMs = Math.round(performance.now() - started);
          if (pageMs && document.querySelector('main .ant-table-tbody tr[data-row-key]')) {
            observer?.disconnect();
            resolve({ pageMs, dataMs: Math.round(performance.now() - started) });
          }
        };
        new MutationObserver((_, observer) => check(observer)).observe(document.body, { childList: true, subtree: true });
        item.querySelector('a')!.click();
      }),
  );
  await expect(page).toHaveURL('/customer');
  await expect(page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  console.log(
    `[budget] first visit to /customer (crm remote): page on screen ${crmVisit.pageMs} ms, with its data ${crmVisit.dataMs} ms (goal ${budgets.remotePageFirstVisitMs.value} ms)`,
  );
  await page.waitForLoadState('networkidle');
  const crmScripts = scripts.filter((s) => s.url.startsWith(CRM_URL));
  const crmBytes = crmScripts.reduce((sum, s) => sum + s.gzip, 0);
  const crmVisitBytes = crmScripts.slice(crmBeforeVisit).reduce((sum, s) => sum + s.gzip, 0);
  console.log(`[budget] crm remote JavaScript on first visit: ${kb(crmBytes)} gzip (${kb(crmBytes - crmVisitBytes)} entry and routes at sign-in, ${kb(crmVisitBytes)} for the page)`);
  for (const s of crmScripts) console.log(`[budget]   ${kb(s.gzip).padStart(9)}  crm:${s.url.slice(CRM_URL.length)}`);

  // Both remotes took the host's copies: each shared library is loaded once, from the host.
  const shared = await sharedModules(page);
  // The list template and pro-components load with the first list page, from the remote that shows it
  // (the host has no list of its own to offer them); still exactly once.
  const fromFirstList = ['@ant-design/pro-components', '@dure/shared/list'];
  for (const pkg of ['react', 'react-dom', 'antd', '@ant-design/icons', 'jotai', 'dayjs', '@dure/shared', '@dure/shared/format', '@tanstack/react-query', '@dure/shared/query', ...fromFirstList]) {
    const loaded = (shared[pkg] ?? []).filter((e) => e.loaded);
    const offered = [...new Set((shared[pkg] ?? []).map((e) => e.from))].join(', ');
    console.log(`[budget] ${pkg}: loaded ${loaded.length}× (from ${loaded.map((e) => `${e.from}@${e.version}`).join(', ') || '-'}; offered by ${offered})`);
    expect(loaded, `${pkg} must load exactly once`).toHaveLength(1);
    if (!fromFirstList.includes(pkg)) expect(loaded[0].from).toBe('host');
  }
});
