import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { canOpenPage } from '../../../shared/src/access/access';
import { PAGES, type PageDef } from '../../../shared/src/access/pages';
import { expect, storedItem, test } from '../../support/fixtures';
import { OPEN, openInApp } from '../../support/navigate';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
type Audit = { path: string; user: string; counts: Record<Impact, number>; failures: string[] };

/**
 * The pages of the remotes in USERS_OF a user is offered: the start page links every page of the user's menu that its remote
 * serves (once the remotes' routes have loaded, pages a remote does not serve drop out), and each listed page's
 * detail page (`<path>/:id`) comes with it.
 */
async function offeredPages(page: Page): Promise<PageDef[]> {
  const links = page.locator('[data-testid^="home-area-"] a[href]');
  const hrefs = async () => (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))).sort().join(' ');
  // The links settle once every remote's routes are known: the same list twice, a second apart.
  let last = '';
  await expect
    .poll(async () => {
      const now = await hrefs();
      const settled = now !== '' && now === last;
      last = now;
      return settled;
    }, { intervals: [1_000], timeout: 30_000 })
    .toBe(true);
  const listed = new Set(last.split(' '));
  return PAGES.filter((p) => p.remote in USERS_OF && (listed.has(p.path) || listed.has(p.path.replace('/:id', ''))));
}

/** Who opens a remote's pages: the first of its demo users whose authorities open the page. */
const USERS_OF: Record<string, readonly string[]> = { crm: ['sales.lead', 'ceo', 'admin'], admin: ['admin'], okr: ['ceo', 'admin'], cost: ['finance', 'admin'] };

/** Every demo user some remote's pages are audited as. */
const DEMO_USERS = [...new Set(Object.values(USERS_OF).flat())];

const audits: Audit[] = [];
const AXE_MS = 90_000;
const tableLine = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;

/** Runs axe on the page as it is drawn now and records the count per impact; serious and critical ones fail the test. */
async function audit(page: Page, path: string, user: string) {
  // A page still loading its data is not the page a user reads.
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  // axe waits on every frame of the page; a run that never answers fails here with the page named instead of at the test's timeout.
  const { violations } = await Promise.race([
    // Only violations are read: axe then builds a selector for one node per passed or incomplete rule instead of every
    // node, which is most of its time on a long antd table.
    new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`axe did not finish on ${path} within ${AXE_MS} ms`)), AXE_MS)),
  ]);
  const counts: Record<Impact, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const failures: string[] = [];
  for (const violation of violations) {
    const impact = (violation.impact ?? 'minor') as Impact;
    counts[impact] += violation.nodes.length;
    if (impact === 'critical' || impact === 'serious') {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      failures.push(`${impact} ${violation.id} (${violation.nodes.length}): ${violation.help} — ${targets.join(' | ')}`);
    }
  }
  audits.push({ path, user, counts, failures });
  console.log(tableLine([path, user, counts.critical, counts.serious, counts.moderate]));
  // Issue 15: no page, signed in or out, may have a critical or serious violation. Each is printed with the page and
  // its first targets, and the walk goes on so one run lists them all.
  if (failures.length > 0) console.log(failures.map((f) => `  ${path}: ${f}`).join('\n'));
  expect.soft(failures, `${path} as ${user}`).toEqual([]);
}

/** A detail page's address: the first record its list links to. */
async function detailPath(page: Page, detail: PageDef): Promise<string | undefined> {
  const list = detail.path.replace('/:id', '');
  await openInApp(page, list);
  const record = new RegExp(`^${list}/\\d+$`);
  const links = page.locator(`main a[href^="${list}/"]`);
  let first: string | undefined;
  // A list whose rows open by a click rather than a link gives no address to read: its detail page is reported as not audited, and fails.
  await expect
    .poll(async () => {
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a.getAttribute('href') ?? '').split('?')[0]!));
      first = hrefs.find((href) => record.test(href));
      return first;
    }, { timeout: 15_000 })
    .toBeTruthy()
    .catch(() => undefined);
  return first;
}

async function auditPage(page: Page, def: PageDef, user: string) {
  await test.step(def.path, async () => {
    const address = def.path.includes(':id') ? await detailPath(page, def) : def.path;
    if (!address) {
      console.log(tableLine([def.path, user, '-', '-', '- (목록에 상세 링크 없음, 감사하지 않음)']));
      // Every list links its records (a row that opens only by a click hides its page from this walk and from users'
      // middle-click and screen readers alike).
      expect.soft(address, `${def.path}: its list links to no record, so the page is not audited`).toBeTruthy();
      return;
    }
    await openInApp(page, address);
    await audit(page, def.path, user);
  });
}

test.describe('accessibility (axe-core on every page: counts per page; no critical or serious violation anywhere)', () => {
  // Each user's walk is a test of its own that either browser may take: the longest file of the suite, shared out.
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(() => console.log(tableLine(['path', 'user', 'critical', 'serious', 'moderate'])));
  // Each page's line is printed as it is audited; the summary repeats those of this worker's tests together.
  test.afterAll(() => {
    const rows = audits.map((a) => tableLine([a.path, a.user, a.counts.critical, a.counts.serious, a.counts.moderate]));
    console.log(['', tableLine(['path', 'user', 'critical', 'serious', 'moderate']), ...rows].join('\n'));
  });

  test('signed out: the login page and an unknown address', async ({ page }) => {
    await page.goto('/login', OPEN);
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await audit(page, '/login', '-');
    await page.goto('/no-such-page', OPEN);
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await audit(page, '/no-such-page (404)', '-');
  });

  for (const user of DEMO_USERS) {
    test.describe(user, () => {
      test.use({ signedInAs: user });

      test(`every page ${user} is the first demo user to open`, async ({ page, sessionOf }) => {
        // Each page is opened inside the running shell (see openInApp), then audited.
        test.setTimeout(600_000);
        const authorities = new Map<string, string[]>();
        for (const demo of DEMO_USERS) authorities.set(demo, storedItem<string[]>(await sessionOf(demo), 'authorities') ?? []);
        const opens = (demo: string, p: PageDef) => canOpenPage(p, authorities.get(demo)!);

        await page.goto('/myhome', OPEN);
        await expect(page.getByRole('heading', { level: 1, name: /님, 안녕하세요$/ })).toBeVisible({ timeout: 30_000 });
        const offered = await test.step('the pages the start page offers', () => offeredPages(page));
        const mine = offered.filter((p) => USERS_OF[p.remote]!.find((demo) => opens(demo, p)) === user);
        expect(mine.length, `${user} opens some page`).toBeGreaterThan(0);
        if (user === 'sales.lead') await audit(page, '/myhome', user);
        for (const def of mine) await auditPage(page, def, user);
      });
    });
  }
});
