import type { Page, Request } from '@playwright/test';
import { expect, openHome, test } from '../../support/fixtures';
import { API_URL } from '../../support/env';

const isList = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith('/api/notification');
const query = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);

async function openDrawer(page: Page) {
  const first = page.waitForRequest(isList);
  await page.getByTestId('notification-bell').click();
  await expect(page.getByRole('dialog', { name: '알림' })).toBeVisible();
  return first;
}

/** antd keeps the combobox input itself out of reach; its box is what a person clicks. */
const selectBox = (page: Page, name: string) => page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name }) });

const option = (page: Page, label: string) => page.locator('.ant-select-item-option:visible').filter({ hasText: new RegExp(`^${label}$`) });

const unreadCount = async (page: Page) => Number((await page.getByTestId('notification-bell').getAttribute('aria-label'))?.match(/알림 (\d+)건/)?.[1]);

test.describe('notification drawer (SPEC §4, §5)', () => {
  test.use({ signedInAs: 'dev' });

  test('every filter sends exactly the query the spec describes', async ({ page }) => {
    await openHome(page);
    const userId = String(JSON.parse((await page.evaluate(() => localStorage.getItem('user_info'))) ?? '{}').id);
    await openDrawer(page);
    const drawer = page.getByRole('dialog', { name: '알림' });

    let next = page.waitForRequest(isList);
    await drawer.getByLabel('알림 검색').fill('리드');
    await drawer.getByLabel('알림 검색').press('Enter');
    expect(query(await next)).toEqual({ userId, keyword: '리드' });

    next = page.waitForRequest(isList);
    await drawer.getByRole('switch', { name: '읽지 않은 알림만' }).click();
    expect(query(await next)).toEqual({ userId, keyword: '리드', confirmYn: 'N' });

    next = page.waitForRequest(isList);
    await drawer.getByRole('switch', { name: '읽지 않은 알림만' }).click();
    expect(query(await next)).toEqual({ userId, keyword: '리드' });

    next = page.waitForRequest(isList);
    await selectBox(page, '분류').click();
    await option(page, 'CRM').click();
    expect(query(await next)).toEqual({ userId, keyword: '리드', category: 'CRM' });

    // CONFIRM is dropped before sending: alone it leaves no type list at all.
    next = page.waitForRequest(isList);
    await selectBox(page, '유형').click();
    await page.keyboard.type('결재');
    await option(page, '결재·확인 요청').click();
    expect(query(await next)).toEqual({ userId, keyword: '리드', category: 'CRM' });

    next = page.waitForRequest(isList);
    await page.keyboard.type('리드 배정');
    await option(page, '리드 배정').click();
    expect(query(await next)).toEqual({ userId, keyword: '리드', category: 'CRM', typeList: 'LEAD_ASSIGNED' });

    next = page.waitForRequest(isList);
    await page.keyboard.type('멘션');
    await option(page, '멘션').click();
    expect(query(await next)).toEqual({ userId, keyword: '리드', category: 'CRM', typeList: 'LEAD_ASSIGNED,MENTION' });
  });

  test('confirm one refetches and lowers the badge; confirm all clears it; delete removes locally', async ({ page }) => {
    await openHome(page);
    await openDrawer(page);
    const drawer = page.getByRole('dialog', { name: '알림' });
    await expect(drawer.getByRole('listitem').first()).toBeVisible();
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(1);

    const confirm = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/notification\/\d+\/unread\/confirm/.test(r.url()));
    const refetch = page.waitForRequest((r) => isList(r));
    await drawer.getByRole('button', { name: '읽음', exact: true }).first().click();
    const confirmRequest = await confirm;
    expect(query(confirmRequest)).toMatchObject({ userId: expect.any(String), id: expect.any(String) });
    await refetch;
    await expect.poll(() => unreadCount(page)).toBe(before - 1);

    const items = drawer.locator('[data-testid^="notification-"]');
    const count = await items.count();
    const lists: Request[] = [];
    page.on('request', (r) => isList(r) && lists.push(r));
    const remove = page.waitForRequest((r) => r.method() === 'DELETE');
    await items.first().getByRole('button', { name: '삭제' }).click();
    expect(query(await remove)).toMatchObject({ userId: expect.any(String), notificationId: expect.any(String) });
    await expect(items).toHaveCount(count - 1);
    expect(lists).toEqual([]);

    const all = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/notification/confirm/all'));
    await drawer.getByRole('button', { name: '모두 읽음' }).click();
    await all;
    await expect.poll(() => unreadCount(page)).toBe(0);
  });

  test('a notification created on the server appears in the open drawer within a second', async ({ page, request }) => {
    await openHome(page);
    const me = JSON.parse((await page.evaluate(() => localStorage.getItem('user_info'))) ?? '{}') as { id: number; deptId: number };
    await openDrawer(page);
    const drawer = page.getByRole('dialog', { name: '알림' });
    await expect(drawer.getByRole('listitem').first()).toBeVisible();

    // An administrator makes dev the leader of a new department under dev's: dev is told at once. (Dev's own team keeps
    // its leader: the OKR journey, in another worker, counts on who leads it.)
    const adminToken = await (async () => {
      const response = await request.post(`${API_URL}/oauth/token`, {
        headers: { Authorization: `Basic ${Buffer.from('dure-web:dure-web-secret').toString('base64')}` },
        form: { username: 'admin', password: 'admin1234!', grant_type: 'password', scope: 'read_profile' },
      });
      return ((await response.json()) as { access_token: string }).access_token;
    })();
    const auth = { Authorization: `Bearer ${adminToken}` };
    const created = await request.post(`${API_URL}/api/department`, {
      headers: auth,
      data: { code: `E2E-NT-${Date.now().toString(36).toUpperCase()}`, name: `알림 확인 ${Date.now().toString(36)}`, parentId: me.deptId },
    });
    expect(created.status()).toBe(201);
    const dept = ((await created.json()) as { result: { id: number; code: string; name: string; version: number } }).result;
    const started = Date.now();
    const updated = await request.put(`${API_URL}/api/department/${dept.id}`, {
      headers: auth,
      data: { code: dept.code, name: dept.name, version: dept.version, leaderUserId: me.id },
    });
    expect(updated.status()).toBe(200);
    await expect(drawer.getByText('부서장으로 지정되었습니다', { exact: false }).first()).toBeVisible({ timeout: 1_000 });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
