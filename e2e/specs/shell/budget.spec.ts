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

/** A request: its URL, resource type, bytes on the wire once finished, and when it was sent (ms since the epoch). */
type Transfer = { url: string; type: string; bytes: number | null; sentAt: number };

/**
 * Every request of the page from now on, with the bytes it took on the wire once finished (compressed
 * body and headers: DevTools' encodedDataLength). The service worker's own fetches are not the page's.
 */
async function watchTransfers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const transfers = new Map<string, Transfer>();
  cdp.on('Network.requestWillBeSent', (e) =>
    transfers.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: null, sentAt: e.wallTime * 1000 }),
  );
  // An event stream (the notifications') stays open: counted by what it has received so far.
  cdp.on('Network.dataReceived', (e) => {
    const t = transfers.get(e.requestId);
    if (t?.type === 'EventSource') t.bytes = (t.bytes ?? 0) + e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const t = transfers.get(e.requestId);
    if (t) t.bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const t = transfers.get(e.requestId);
    if (t) t.bytes = 0;
  });
  await cdp.send('Network.enable');
  return {
    /** The requests started until `until` (ms since the epoch), once all of them but event streams have finished. */
    async settle(until: number): Promise<Transfer[]> {
      const started = [...transfers.values()].filter((t) => t.sentAt <= until);
      await expect.poll(() => started.filter((t) => t.bytes === null && t.type !== 'EventSource').map((t) => t.url), { timeout: 30_000 }).toEqual([]);
      return started;
    },
    /** The requests sent after `after` (ms since the epoch), finished or not. */
    sentAfter: (after: number) => [...transfers.values()].filter((t) => t.sentAt > after),
    clear: () => transfers.clear(),
  };
}

/** The service workers and caches of the origin: none may be there before sign-in (nothing is precached on /login). */
const offlineStorage = (page: Page) =>
  page.evaluate(async () => ({ workers: (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope), caches: await caches.keys() }));

type ListPage = { remote: 'crm' | 'admin' | 'okr' | 'cost'; group: string; item: string; path: string; heading: string; firstRow?: string; icon?: string };

/**
 * Every list page of the crm, admin, okr and cost remotes, reached from its menu; the first data row is a table row unless said.
 * `icon`: an icon the remote itself imports, drawn on the page (each app bundles its own icons, none are shared).
 */
const LIST_PAGES: readonly ListPage[] = [
  { remote: 'admin', group: '부서 설정', item: '부서 관리', path: '/department', heading: '부서 관리', firstRow: '[role="tree"] [data-testid^="dept-node-"]', icon: 'apartment' },
  { remote: 'admin', group: '부서 설정', item: '인사 정보', path: '/userhr/info/admin', heading: '인사 정보' },
  { remote: 'admin', group: '부서 설정', item: '사용자 권한', path: '/auth/user', heading: '권한 관리' },
  { remote: 'admin', group: '부서 설정', item: '권한 코드', path: '/auth/code', heading: '권한 관리' },
  { remote: 'admin', group: '부서 설정', item: '메뉴 권한', path: '/auth/menu', heading: '권한 관리' },
  { remote: 'crm', group: 'CRM', item: '고객사', path: '/customer', heading: '고객사', icon: 'merge-cells' },
  { remote: 'crm', group: 'CRM', item: '영업활동', path: '/crm', heading: '영업활동' },
  { remote: 'crm', group: 'CRM', item: '리드', path: '/lead', heading: '리드' },
  { remote: 'crm', group: 'CRM', item: '계약', path: '/contract', heading: '계약' },
  { remote: 'crm', group: 'CRM', item: '세금계산서', path: '/taxinvoice', heading: '세금계산서' },
  { remote: 'crm', group: 'CRM', item: '수주', path: '/sales/order', heading: '수주' },
  { remote: 'okr', group: 'OKR', item: '시장 세그먼트', path: '/segment', heading: '시장 세그먼트' },
  { remote: 'okr', group: 'OKR', item: '목표 트리', path: '/objectivetree', heading: '목표 트리', firstRow: '[role="tree"] [data-goal-id]', icon: 'apartment' },
  { remote: 'okr', group: 'OKR', item: '목표', path: '/goal', heading: '목표' },
  { remote: 'okr', group: 'OKR', item: '프로젝트', path: '/project', heading: '프로젝트' },
  { remote: 'cost', group: '기능 설정', item: '통화·환율', path: '/currency/management', heading: '통화·환율' },
  { remote: 'cost', group: '원가', item: '업무 유형', path: '/taskactivity/management', heading: '업무 유형' },
  { remote: 'cost', group: '원가', item: '업무일지 관리', path: '/worklog/management', heading: '업무일지 관리' },
  { remote: 'cost', group: '원가', item: '프로젝트 손익', path: '/project/profit', heading: '프로젝트 손익' },
  { remote: 'cost', group: 'OKR', item: '내 업무일지', path: '/mypage/worklog', heading: '내 업무일지', firstRow: 'main .ant-card-head-title' },
];

/**
 * A first visit from the menu, timed inside the page (the test runner's polling would add its own
 * delay): from the click on the menu item until the page's heading is on screen, and until its first
 * data row is. Only elements the page adds count, not those of the page it leaves.
 */
async function timeVisit(page: Page, list: ListPage): Promise<{ pageMs: number; dataMs: number | null }> {
  const item = page.getByRole('menuitem', { name: list.item, exact: true });
  // A group's name starts with its icon's ('cluster 부서 설정').
  if (!(await item.isVisible())) await page.getByRole('menuitem', { name: new RegExp(` ${list.group}$`) }).click();
  await expect(item).toBeVisible();
  const timing = await page.evaluate(
    ({ item, heading, firstRow }) =>
      new Promise<{ pageMs: number; dataMs: number | null }>((resolve) => {
        const before = new Set(document.querySelectorAll(`main h1, ${firstRow}`));
        const isNew = (el: Element | null) => el !== null && !before.has(el);
        const link = [...document.querySelectorAll('[role="menuitem"]')].find((el) => el.textContent?.trim() === item)!.querySelector('a')!;
        const started = performance.now();
        let pageMs = 0;
        const done = (dataMs: number | null) => {
          observer.disconnect();
          clearTimeout(timeout);
          resolve({ pageMs, dataMs });
        };
        const observer = new MutationObserver(() => {
          if (!pageMs && [...document.querySelectorAll('main h1')].some((h) => isNew(h) && h.textContent?.trim() === heading)) pageMs = Math.round(performance.now() - started);
          if (pageMs && [...document.querySelectorAll(firstRow)].some(isNew)) done(Math.round(performance.now() - started));
        });
        // A list without rows in the demo data shows its page only.
        const timeout = setTimeout(() => done(null), 5_000);
        observer.observe(document.body, { childList: true, subtree: true });
        link.click();
      }),
    { item: list.item, heading: list.heading, firstRow: list.firstRow ?? 'main .ant-table-tbody tr[data-row-key]' },
  );
  await expect(page).toHaveURL(list.path);
  expect(timing.pageMs, `${list.path} shows its heading '${list.heading}'`).toBeGreaterThan(0);
  return timing;
}

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

// As users have it: the service worker registers (after sign-in) and serves the app.
test.use({ serviceWorkers: 'allow' });

test('size and speed budgets: login page JavaScript, nothing precached on /login, login → home bytes and time, shared libraries loaded once, first visits to every list page', { tag: '@exclusive' }, async ({ page }) => {
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

  // The page has loaded and gone quiet, as while a user types: the service worker and its precache wait for the sign-in.
  expect(await offlineStorage(page), 'no service worker and no cache while /login is open').toEqual({ workers: [], caches: [] });

  // Login → home: from the click on 로그인 until the home page shows its heading and its two cards have their data.
  const wire = await watchTransfers(page);
  await page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '로그인')!;
    button.addEventListener('click', () => ((window as unknown as { signInAt: number }).signInAt = performance.now()), { capture: true, once: true });
  });
  wire.clear();
  await new LoginPage(page).signIn('admin');
  const home = await (
    await page.waitForFunction(
      () => {
        const heading = [...document.querySelectorAll('main h1')].some((h) => (h.textContent ?? '').endsWith('님, 안녕하세요'));
        const cards = ['home-action-items', 'home-activity'].map((id) => document.querySelector(`[data-testid="${id}"] .ant-card-body`));
        const loaded = cards.every((card) => card && card.childElementCount > 0 && !card.querySelector('.ant-spin, .ant-skeleton'));
        if (!heading || !loaded) return false;
        const now = performance.now();
        return { ms: Math.round(now - (window as unknown as { signInAt: number }).signInAt), at: performance.timeOrigin + now };
      },
      null,
      { polling: 'raf', timeout: 30_000 },
    )
  ).jsonValue() as { ms: number; at: number };
  await expect(page).toHaveURL('/myhome');
  // What the home page needed: the requests sent until it was on screen with its data. Those sent after (the shell,
  // once idle, starts warming the remotes' pages and registers the service worker) are printed, not counted.
  const transfers = await wire.settle(home.at);
  const wireBytes = transfers.reduce((sum, t) => sum + (t.bytes ?? 0), 0);
  const wireScripts = transfers.filter((t) => t.type === 'Script');
  const afterHome = wire.sentAfter(home.at);
  console.log(
    `[budget] login → home: ${home.ms} ms (goal ${budgets.loginToHome.ms} ms), ${transfers.length} requests, ${kb(wireBytes)} on the wire (budget ${kb(budgets.loginToHome.wireBytes)}), of it JavaScript ${wireScripts.length} files ${kb(wireScripts.reduce((sum, t) => sum + (t.bytes ?? 0), 0))}`,
  );
  for (const t of transfers.filter((t) => (t.bytes ?? 0) >= 10 * 1024).sort((a, b) => b.bytes! - a.bytes!)) {
    console.log(`[budget]   ${kb(t.bytes!).padStart(9)}  ${t.type.padEnd(6)} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
  }
  console.log(`[budget] sent after the home page was ready (idle prefetch, service worker), not counted: ${afterHome.length} requests so far`);
  expect(wireBytes, 'login → home, compressed bytes on the wire').toBeLessThanOrEqual(budgets.loginToHome.wireBytes);
  const signedInAt = await page.evaluate(() => (window as unknown as { signInAt: number }).signInAt);
  // The shell's own icons: the home item of its menu.
  await expect(page.getByRole('menuitem', { name: 'team 홈' })).toBeVisible();

  // The shell warms the code of the menu's pages while the browser is idle; first visits are timed after that.
  const prefetched = await page.waitForFunction(
    (name) => {
      const mark = performance.getEntriesByName(name)[0] as PerformanceMark | undefined;
      return mark && { at: mark.startTime, pages: (mark.detail as { pages: number }).pages };
    },
    'dure:pages-prefetched',
    { timeout: 30_000 },
  );
  const mark = (await prefetched.jsonValue())!;
  console.log(`[budget] idle prefetch of ${mark.pages} menu pages done ${Math.round(mark.at - signedInAt)} ms after sign-in`);
  const bytesBeforeVisits = (origin: string) => scripts.filter((s) => s.url.startsWith(origin)).reduce((sum, s) => sum + s.gzip, 0);
  const warm = { crm: bytesBeforeVisits(CRM_URL), admin: bytesBeforeVisits(ADMIN_URL) };

  for (const list of LIST_PAGES) {
    const { pageMs, dataMs } = await timeVisit(page, list);
    if (list.icon) await expect(page.locator('main').getByRole('img', { name: list.icon, exact: true }).first(), `${list.path} draws its icon '${list.icon}'`).toBeVisible();
    console.log(
      `[budget] first visit to ${list.path.padEnd(19)} (${list.remote.padEnd(5)}): page ${String(pageMs).padStart(4)} ms, first data row ${dataMs === null ? '  - (no rows)' : `${String(dataMs).padStart(4)} ms`} (goal ${budgets.remotePageFirstVisitMs.value} ms)`,
    );
  }
  await page.waitForLoadState('networkidle');
  for (const [remote, origin] of [['crm', CRM_URL], ['admin', ADMIN_URL]] as const) {
    const loaded = scripts.filter((s) => s.url.startsWith(origin));
    const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`[budget] ${remote} remote JavaScript: ${kb(total)} gzip (${kb(warm[remote])} warmed before the visits, ${kb(total - warm[remote])} on them)`);
  }

  // Both remotes took the host's copies: each shared library is loaded once, from the host.
  const shared = await sharedModules(page);
  // The list template and pro-components load with the first list page, from whichever app offered them first; still exactly once.
  const fromFirstList = ['@ant-design/pro-components', '@dure/shared/list'];
  const iconComponent = '@ant-design/icons/es/components/AntdIcon';
  for (const pkg of ['react', 'react-dom', 'antd', iconComponent, 'jotai', 'dayjs', '@dure/shared', '@dure/shared/format', '@tanstack/react-query', '@dure/shared/query', ...fromFirstList]) {
    const loaded = (shared[pkg] ?? []).filter((e) => e.loaded);
    const offered = [...new Set((shared[pkg] ?? []).map((e) => e.from))].join(', ');
    console.log(`[budget] ${pkg}: loaded ${loaded.length}× (from ${loaded.map((e) => `${e.from}@${e.version}`).join(', ') || '-'}; offered by ${offered})`);
    expect(loaded, `${pkg} must load exactly once`).toHaveLength(1);
    if (!fromFirstList.includes(pkg)) expect(loaded[0].from).toBe('host');
  }
  // Each app bundles only the icons it imports, drawn by the one shared icon component: shared, the package would ship
  // all of its icons (123 KB) to the home page.
  expect(Object.keys(shared).filter((pkg) => pkg.startsWith('@ant-design/icons')), 'of @ant-design/icons only its icon component is shared').toEqual([iconComponent]);
});
