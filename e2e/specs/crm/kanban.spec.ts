import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { LeadPages } from '../../pages/LeadPages';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';

// Issue 15's window: seven stages used to squeeze into columns of about 135 px here.
test.use({ viewport: { width: 1440, height: 900 }, signedInAs: 'sales.lead' });

/** A lead of the team lead's in 신규, with a customer of their own list (so it may go as far as 수주). */
async function createLead(request: APIRequestContext, title: string) {
  const token = await apiToken(request, 'sales.lead');
  const listed = await request.get(`${API_URL}/api/customer?size=20`, { headers: bearer(token) });
  const customer = ((await listed.json()) as { result: { content: { id: number; status: string }[] } }).result.content.find((c) => c.status === 'ACTIVE');
  expect(customer).toBeTruthy();
  const created = await request.post(`${API_URL}/api/lead`, {
    headers: bearer(token),
    data: { title, customerId: customer!.id, source: 'OUTBOUND', expectedCloseDate: '2030-12-31', expectedAmount: 12_000_000 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { result: { id: number; leadNo: string } }).result;
}

test.describe('pipeline board (crm remote)', () => {
  test('every column keeps a readable width in a board that scrolls sideways, bounded to the window, with its totals in view', async ({ page }) => {
    await page.goto('/lead?view=kanban');
    const leads = new LeadPages(page);
    const board = leads.board();
    // The whole pipeline, unfiltered: its first read is the slowest of the board's.
    await expect(board.locator('section[data-stage-code]').first()).toBeVisible({ timeout: 30_000 });
    const names = await leads.stageNames();
    expect(names).toEqual(expect.arrayContaining(['신규', '검증', '제안', '수주', '실주']));

    // The page itself does not scroll sideways; the board does, and it ends above the window's bottom edge.
    const pageWidth = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(pageWidth.scroll).toBeLessThanOrEqual(pageWidth.client);
    const sizes = await board.evaluate((b) => ({ scroll: b.scrollWidth, client: b.clientWidth, bottom: b.getBoundingClientRect().bottom }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.bottom).toBeLessThanOrEqual(900);

    for (const name of names) {
      const column = leads.column(name);
      await column.scrollIntoViewIfNeeded();
      await expect(column).toBeInViewport();
      expect((await column.boundingBox())!.width).toBeGreaterThanOrEqual(240);
      // Scrolled to its last card, the column still shows its header with the count and Σ amounts.
      await column.evaluate((c) => c.scrollTo({ top: c.scrollHeight }));
      await expect(column.getByTestId('column-sums')).toBeInViewport();
      await expect(column.getByTestId('column-sums')).toHaveText(/^예상 .+원 · 가중 .+원$/);
    }
  });

  test('a card moves to the next stage by keyboard: Space, →, Space and the confirmation', async ({ page, request }) => {
    const title = `E2E 키보드 이동 ${Date.now().toString(36)}`;
    const lead = await createLead(request, title);

    await page.goto(`/lead?view=kanban&keyword=${encodeURIComponent(title)}`);
    const leads = new LeadPages(page);
    const card = leads.card(lead.leadNo, title);
    await expect(leads.column('신규').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();

    await card.focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: `'${title}' 카드를 들었습니다.` })).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('status').filter({ hasText: `'${title}' 카드가 검증 단계 위에 있습니다.` })).toBeAttached();
    await page.keyboard.press('Space');
    const saved = page.waitForResponse((r) => r.url().includes(`/api/lead/${lead.id}/stage`) && r.request().method() === 'PUT');
    await leads.confirmStageChange('검증');
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(leads.column('검증').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    await expect(leads.column('신규').getByRole('article')).toHaveCount(0);
  });

  test('fast arrow presses move a card one stage each, to a column that starts off-screen, which scrolls into view', async ({ page, request }) => {
    const title = `E2E 빠른 키 이동 ${Date.now().toString(36)}`;
    const lead = await createLead(request, title);

    await page.goto(`/lead?view=kanban&keyword=${encodeURIComponent(title)}`);
    const leads = new LeadPages(page);
    const card = leads.card(lead.leadNo, title);
    await expect(leads.column('신규').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    const names = await leads.stageNames();
    expect(names[0]).toBe('신규');

    // The first stage (not 실주, which asks for a reason instead) whose column starts past the board's right edge.
    const edges = await leads.board().evaluate((b) => ({
      right: b.getBoundingClientRect().right,
      lefts: [...b.querySelectorAll('section[data-stage-code]')].map((c) => c.getBoundingClientRect().left),
    }));
    const to = edges.lefts.findIndex((left, at) => left >= edges.right && names[at] !== '실주');
    expect(to, `a column off-screen at 1440 px: ${names.join(', ')}`).toBeGreaterThan(1);
    const target = names[to];
    await expect(leads.column(target)).not.toBeInViewport();

    // Lift, press → once per stage and drop, with no wait for the board in between.
    await card.focus();
    await page.keyboard.press('Space');
    for (let at = 0; at < to; at++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');

    await expect(page.getByRole('status').filter({ hasText: `'${title}' 카드를 ${target} 단계에 놓았습니다.` })).toBeAttached();
    await expect(leads.column(target)).toBeInViewport();
    const saved = page.waitForResponse((r) => r.url().includes(`/api/lead/${lead.id}/stage`) && r.request().method() === 'PUT');
    await leads.confirmStageChange(target);
    expect((await saved).ok()).toBe(true);

    await page.reload();
    await expect(leads.column(target).getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeAttached();
    await expect(leads.column('신규').getByRole('article')).toHaveCount(0);
  });
});
