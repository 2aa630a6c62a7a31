import type { Page } from '@playwright/test';
import { CrmDashboards } from '../../pages/CrmDashboards';
import { expect, test } from '../../support/fixtures';

const dash = (page: Page) => new CrmDashboards(page);
const NON_ZERO_WON = /^[1-9][\d,.]*(만원|억원|원)$/;

test.describe('CRM dashboards (ceo: every dashboard READ)', () => {
  test.use({ signedInAs: 'ceo' });

  test('lead dashboard shows the seeded pipeline and follows the period', async ({ page }) => {
    await page.goto('/dashboard/lead');
    await expect(page.getByRole('heading', { name: '리드 대시보드' })).toBeVisible();
    await expect(dash(page).value('파이프라인')).toHaveText(NON_ZERO_WON);
    await expect(dash(page).value('진행 리드')).toHaveText(/^[1-9][\d,]*건$/);
    await expect(dash(page).panel('단계별 리드').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();

    const lastYear = new Date().getFullYear() - 1;
    const response = page.waitForResponse((r) => r.url().includes('/api/dashboard/lead') && r.url().includes(`fromYm=${lastYear}-01`) && r.url().includes(`toYm=${lastYear}-12`));
    await dash(page).pickPeriod(`${lastYear}-01`, `${lastYear}-12`);
    expect((await response).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`fromYm=${lastYear}-01.*toYm=${lastYear}-12`));
    await expect(dash(page).value('수주율(건수)')).toHaveText(/^[1-9][\d.]*%$/);
  });

  test('at 1440 px the seven lead figures fill even rows and no card sits alone; the sales growth reads 전년 대비 증감', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard/lead');
    await expect(dash(page).value('파이프라인')).toHaveText(NON_ZERO_WON);
    const tops = await page.getByTestId('kpi-grid').locator(':scope > *').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7);
    const perRow = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(perRow.length).toBeGreaterThan(1);
    expect(Math.min(...perRow)).toBeGreaterThan(1);

    await page.goto('/dashboard/sales');
    await expect(dash(page).value('매출 전년 대비 증감')).toHaveText(/^([+-]?[\d.]+%|-)$/);
  });

  test('sales dashboard and analysis show seeded revenue', async ({ page }) => {
    await page.goto('/dashboard/sales');
    await expect(page.getByRole('heading', { name: '매출 대시보드' })).toBeVisible();
    await expect(dash(page).value('매출')).toHaveText(NON_ZERO_WON);
    await expect(dash(page).panel('월별 목표 대비 실적').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(dash(page).panel('상위 10대 고객사').locator('tbody tr.ant-table-row')).toHaveCount(10);
    await page.getByText('담당자별').click();
    await expect(page).toHaveURL(/dimension=USER/);
    await expect(dash(page).panel('담당자별 달성률').locator('tbody tr.ant-table-row').first()).toBeVisible();

    await page.goto('/dashboard/sales/analysis');
    await expect(page.getByRole('heading', { name: '매출 분석' })).toBeVisible();
    await expect(dash(page).value('매출')).toHaveText(NON_ZERO_WON);
    await expect(dash(page).value('상위 5개사 비중')).toHaveText(/^[1-9][\d.]*%$/);
    await expect(page.getByRole('table', { name: '월별 매출 히트맵' })).toBeVisible();
  });

  test('bond dashboard: an aging bar drills into the receivables of that bucket', async ({ page }) => {
    await page.goto('/dashboard/bond');
    await expect(page.getByRole('heading', { name: '채권 현황' })).toBeVisible();
    await expect(dash(page).value('채권 잔액')).toHaveText(NON_ZERO_WON);
    await expect(dash(page).value('연체 잔액')).toHaveText(NON_ZERO_WON);

    // The 90+ bar (last) holds the oldest seeded debts.
    const bar = dash(page).panel('채권 연령').locator('.recharts-bar-rectangle .recharts-rectangle').last();
    await expect(bar).toBeVisible();
    await bar.click();
    await expect(page).toHaveURL(/view=receivables.*bucket=D90_PLUS/);
    const list = dash(page).panel('미수 채권 · 90일 초과');
    await expect(list).toBeVisible();
    await expect(list.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(list.locator('tbody tr.ant-table-row').first().getByText('90일 초과')).toBeVisible();
  });
});
