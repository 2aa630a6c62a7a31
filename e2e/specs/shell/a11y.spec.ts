import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { canOpenPage } from '../../../shared/src/access/access';
import { PAGES, type PageDef } from '../../../shared/src/access/pages';
import { expect, test } from '../../support/fixtures';

type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
type Audit = { path: string; user: string; counts: Record<Impact, number>; failures: string[] };

/** The page ids the crm and admin remotes serve: their `./routes`, loaded through the host's federation runtime. */
async function servedPages(page: Page): Promise<Set<string>> {
  const ids = await page.evaluate(async (remotes) => {
    type Instance = { name: string; loadRemote: (id: string) => Promise<{ routes: { pageId: string }[] }> };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const host = instances.find((i) => i.name === 'host')!;
    const modules = await Promise.all(remotes.map((remote) => host.loadRemote(`${remote}/routes`)));
    return modules.flatMap((mod) => mod.routes.map((route) => route.pageId));
  }, Object.keys(USERS_OF));
  return new Set(ids);
}

/** Who opens a remote's pages: the first of its demo users whose authorities open the page. */
const USERS_OF: Record<string, readonly string[]> = { crm: ['sales.lead', 'ceo', 'admin'], admin: ['admin'] };

const audits: Audit[] = [];

/** Runs axe on the page as it is drawn now and records the count per impact; serious and critical ones fail the test. */
async function audit(page: Page, path: string, user: string) {
  // A page still loading its data is not the page a user reads.
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
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
  expect.soft(failures, `${path} as ${user}`).toEqual([]);
}

/** A detail page's address: the first record its list links to. */
async function detailPath(page: Page, detail: PageDef): Promise<string> {
  const list = detail.path.replace('/:id', '');
  await page.goto(list);
  const record = new RegExp(`^${list}/\\d+$`);
  const links = page.locator(`main a[href^="${list}/"]`);
  let first: string | undefined;
  await expect
    .poll(async () => {
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a.getAttribute('href') ?? '').split('?')[0]!));
      first = hrefs.find((href) => record.test(href));
      return first;
    }, { message: `${list} links to a record`, timeout: 15_000 })
    .toBeTruthy();
  return first!;
}

async function auditPage(page: Page, def: PageDef, user: string) {
  await page.goto(def.path.includes(':id') ? await detailPath(page, def) : def.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await audit(page, def.path, user);
}

/** A demo user's authorities as stored by the sign-in that saved their browser state. */
function authoritiesIn(stateFile: string): string[] {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const stored = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'authorities');
  return stored ? (JSON.parse(stored.value) as string[]) : [];
}

test.describe('accessibility (axe-core: no critical or serious violation on any page)', () => {
  test.afterAll(() => {
    const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
    const rows = audits.map((a) => line([a.path, a.user, a.counts.critical, a.counts.serious, a.counts.moderate]));
    console.log(['', line(['path', 'user', 'critical', 'serious', 'moderate']), line(['---', '---', '---', '---', '---']), ...rows].join('\n'));
  });

  test('signed out: the login page and an unknown address', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await audit(page, '/login', '-');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await audit(page, '/no-such-page (404)', '-');
  });

  for (const user of ['sales.lead', 'ceo', 'admin']) {
    test.describe(user, () => {
      test.use({ signedInAs: user });

      test(`every page ${user} is the first demo user to open`, async ({ page, sessionOf }) => {
        test.setTimeout(300_000);
        const authorities = new Map<string, string[]>();
        for (const demo of ['sales.lead', 'ceo', 'admin']) authorities.set(demo, authoritiesIn(await sessionOf(demo)));
        const opens = (demo: string, p: PageDef) => canOpenPage(p, authorities.get(demo)!);

        await page.goto('/myhome');
        await expect(page.getByRole('heading', { level: 1, name: /님, 안녕하세요$/ })).toBeVisible();
        const served = await servedPages(page);
        const mine = PAGES.filter((p) => served.has(p.id) && USERS_OF[p.remote]!.find((demo) => opens(demo, p)) === user);
        expect(mine.length, `${user} opens some page`).toBeGreaterThan(0);
        if (user === 'sales.lead') await audit(page, '/myhome', user);
        for (const def of mine) await auditPage(page, def, user);
      });
    });
  }
});
