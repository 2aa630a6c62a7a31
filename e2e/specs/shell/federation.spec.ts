import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';
import { ADMIN_URL, E2E } from '../../support/env';

function treeHash(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** Where the next build of the admin remote waits to be published, and the build id it carries. */
const STAGED = path.join(E2E.runDir, 'admin-next');
const STAGED_ID = path.join(STAGED, '.e2e-build-id');

/** Builds the admin remote with a new build id into `dir` (beside the served copy); answers the id. */
function stageAdminBuild(dir = STAGED): string {
  const buildId = `e2e-${Date.now()}`;
  rmSync(dir, { recursive: true, force: true });
  execFileSync(path.join(E2E.repo, 'remotes/admin/node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', dir], {
    cwd: path.join(E2E.repo, 'remotes/admin'),
    env: { ...process.env, DURE_BUILD_ID: buildId },
    stdio: 'pipe',
  });
  writeFileSync(path.join(dir, '.e2e-build-id'), buildId);
  return buildId;
}

test.describe('module federation', () => {
  test('with the admin remote down its pages show a Korean fallback while the rest works', async ({ page }) => {
    await new LoginPage(page).signInFresh('admin');
    await page.route(`${ADMIN_URL}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/department');
    await expect(page.getByTestId('remote-fallback')).toContainText('조직·권한 관리 화면을 불러올 수 없습니다');
    await expect(page.getByTestId('remote-fallback')).toContainText('다른 메뉴는 그대로 사용할 수 있습니다');

    await page.getByRole('link', { name: /사용 설명서/ }).click();
    await expect(page.getByRole('heading', { name: '사용 설명서' })).toBeVisible();

    // The remote comes back: retry loads it without a page reload.
    await page.unroute(`${ADMIN_URL}/**`);
    await page.goto('/department');
    await expect(page.getByRole('tree', { name: '조직도' })).toBeVisible();
  });

  test('retry from the fallback loads the remote once it is back', async ({ page }) => {
    await new LoginPage(page).signInFresh('admin');
    await page.route(`${ADMIN_URL}/**`, (route) => route.abort('connectionrefused'));
    // Opened afresh: the shell may already have fetched the remote's pages in the background since sign-in.
    await page.goto('/department');
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await page.unroute(`${ADMIN_URL}/**`);
    await page.getByRole('button', { name: '다시 시도' }).click();
    await expect(page.getByRole('tree', { name: '조직도' })).toBeVisible();
  });

  test('nothing of the remote loads before sign-in; afterwards the menu lists only pages it serves', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => r.url().startsWith(ADMIN_URL) && remoteRequests.push(r.url()));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);

    await new LoginPage(page).signIn('admin');
    await expect(page).toHaveURL('/myhome');
    // The shell learns the remote's pages in the background and lists those the user may open.
    await new Shell(page).openMenuGroup('부서 설정');
    await expect(page.getByRole('menuitem', { name: '부서 관리' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '사용자 권한' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '바로가기' })).toBeVisible();
    await expect.poll(() => remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

    // A page of a remote that is not deployed yet (evaluation) is simply not found, never an error.
    await page.goto('/skill/list');
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });

  // The build runs beside the other journeys (it is most of a redeployment's time); only publishing it is exclusive.
  test('a new build of the admin remote is made beside the running one without changing what is served', async ({ page }) => {
    test.setTimeout(180_000);
    const servedDir = path.join(E2E.runDir, 'admin');
    const servedBefore = treeHash(servedDir);
    const buildId = stageAdminBuild();
    expect(treeHash(servedDir)).toBe(servedBefore);
    await new LoginPage(page).signInFresh('admin');
    await page.goto('/department');
    await expect(page.getByTestId('remote-version')).toBeVisible();
    expect(await page.getByTestId('remote-version').textContent()).not.toContain(buildId);
  });

  test('the admin remote is redeployed on its own and the host shows it after a reload', { tag: '@exclusive' }, async ({ page }) => {
    test.setTimeout(180_000);
    const hostDir = path.join(E2E.runDir, 'host');
    const hostBefore = treeHash(hostDir);
    // Staged by the test above when the shell project ran first; built here (in a folder of its own) when this test runs alone.
    const staged = existsSync(STAGED_ID) ? STAGED : `${STAGED}-${process.pid}`;
    const buildId = staged === STAGED ? readFileSync(STAGED_ID, 'utf8') : stageAdminBuild(staged);
    await new LoginPage(page).signInFresh('admin');
    await page.goto('/department');
    const before = await page.getByTestId('remote-version').textContent();

    // Publishing: the new files over the served copy, as a deployment's copy step does.
    cpSync(staged, path.join(E2E.runDir, 'admin'), { recursive: true, preserveTimestamps: true });
    rmSync(staged, { recursive: true, force: true });

    await page.reload();
    await expect(page.getByTestId('remote-version')).toContainText(buildId);
    expect(before).not.toContain(buildId);
    expect(treeHash(hostDir)).toBe(hostBefore);
  });
});
