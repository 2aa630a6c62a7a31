import { type Page, expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

/** A figure card by its title (cards with a list behind them are links). */
const card = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title.replace(/[()]/g, '\\$&')}$`) }) });
const panel = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });
const NON_ZERO_WON = /^[1-9][\d,.]*(만원|억원|원)$/;

async function pickPeriod(page: Page, from: string, to: string) {
  const inputs = page.locator('.ant-picker-range input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
}

test.describe('CRM dashboards (ceo: every dashboard READ)', () => {
  test.beforeEach(async ({ page }) => {
    await new LoginPage(page).signInFresh('ceo');
  });

  test('lead dashboard shows the seeded pipeline and follows the period', async ({ page }) => {
    await page.goto('/dashboard/lead');
    await expect(page.getByRole('heading', { name: '리드 대시보드' })).toBeVisible();
    await expect(card(page, '파이프라인').locator('.ant-statistic-content-value')).toHaveText(NON_ZERO_WON);
    await expect(card(page, '진행 리드').locator('.ant-statistic-content-value')).toHaveText(/^[1-9][\d,]*건$/);
    await expect(panel(page, '단계별 리드').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();

    const lastYear = new Date().getFullYear() - 1;
    const response = page.waitForResponse((r) => r.url().includes('/api/dashboard/lead') && r.url().includes(`fromYm=${lastYear}-01`) && r.url().includes(`toYm=${lastYear}-12`));
    await pickPeriod(page, `${lastYear}-01`, `${lastYear}-12`);
    expect((await response).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`fromYm=${lastYear}-01.*toYm=${lastYear}-12`));
    await expect(card(page, '수주율(건수)').locator('.ant-statistic-content-value')).toHaveText(/^[1-9][\d.]*%$/);
  });

  test('sales dashboard and analysis show seeded revenue', async ({ page }) => {
    await page.goto('/dashboard/sales');
    await expect(page.getByRole('heading', { name: '매출 대시보드' })).toBeVisible();
    await expect(card(page, '매출').locator('.ant-statistic-content-value')).toHaveText(NON_ZERO_WON);
    await expect(panel(page, '월별 목표 대비 실적').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(panel(page, '상위 10대 고객사').locator('tbody tr.ant-table-row')).toHaveCount(10);
    await page.getByText('담당자별').click();
    await expect(page).toHaveURL(/dimension=USER/);
    await expect(panel(page, '담당자별 달성률').locator('tbody tr.ant-table-row').first()).toBeVisible();

    await page.goto('/dashboard/sales/analysis');
    await expect(page.getByRole('heading', { name: '매출 분석' })).toBeVisible();
    await expect(card(page, '매출').locator('.ant-statistic-content-value')).toHaveText(NON_ZERO_WON);
    await expect(card(page, '상위 5개사 비중').locator('.ant-statistic-content-value')).toHaveText(/^[1-9][\d.]*%$/);
    await expect(page.getByRole('table', { name: '월별 매출 히트맵' })).toBeVisible();
  });

  test('bond dashboard: an aging bar drills into the receivables of that bucket', async ({ page }) => {
    await page.goto('/dashboard/bond');
    await expect(page.getByRole('heading', { name: '채권 현황' })).toBeVisible();
    await expect(card(page, '채권 잔액').locator('.ant-statistic-content-value')).toHaveText(NON_ZERO_WON);
    await expect(card(page, '연체 잔액').locator('.ant-statistic-content-value')).toHaveText(NON_ZERO_WON);

    // The 90+ bar (last) holds the oldest seeded debts.
    const bar = panel(page, '채권 연령').locator('.recharts-bar-rectangle .recharts-rectangle').last();
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(page).toHaveURL(/view=receivables.*bucket=D90_PLUS/);
    const list = panel(page, '미수 채권 · 90일 초과');
    await expect(list).toBeVisible();
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(list.locator('tbody tr.ant-table-row').first().getByText('90일 초과')).toBeVisible();
  });
});
