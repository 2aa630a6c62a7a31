import { expect, test } from '../../support/fixtures';

test.describe('sales orders and sales plan (crm remote)', () => {
  test.use({ signedInAs: 'sales.lead' });

  test('the sales lead enters an order with two lines, confirms it, records a partial delivery and sees the progress', async ({ page }) => {
    await page.goto('/sales/order');
    await expect(page.getByRole('heading', { name: '수주' })).toBeVisible();
    await expect(page.getByText(/총 \d+건/).first()).toBeVisible();

    await page.getByRole('button', { name: '수주 등록' }).click();
    const form = page.getByRole('dialog', { name: '수주 등록' });
    await form.getByRole('combobox', { name: '고객사' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await form.getByLabel('품목명 1').fill('E2E 센서 모듈');
    await form.getByLabel('수량 1').fill('10');
    await form.getByLabel('단가 1').fill('50000');
    await form.getByRole('button', { name: '품목 추가' }).click();
    await form.getByLabel('품목명 2').fill('E2E 설치 브래킷');
    await form.getByLabel('수량 2').fill('4');
    await form.getByLabel('단가 2').fill('10000');
    // 10 × 50,000 + 4 × 10,000 = 540,000; VAT 54,000.
    await expect(form.getByTestId('supply-amount')).toHaveText('540,000원');
    await expect(form.getByTestId('total-amount')).toHaveText('594,000원');
    await form.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText(/수주 SO-\d{6}-\d{4}를 등록했습니다/)).toBeVisible();

    const drawer = page.locator('.ant-drawer-content');
    await expect(drawer.locator('.ant-tag', { hasText: '작성 중' })).toBeVisible();
    await drawer.getByRole('button', { name: '확정' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '확정' }).click();
    await expect(page.getByText('수주를 확정했습니다.')).toBeVisible();
    await expect(drawer.locator('.ant-tag', { hasText: '확정' })).toBeVisible();

    await drawer.getByRole('button', { name: '출하 기록' }).click();
    const delivery = page.getByRole('dialog', { name: /출하 기록/ });
    await delivery.getByLabel('이번 출하 E2E 센서 모듈').fill('5');
    await delivery.getByRole('button', { name: '기록' }).click();
    await expect(page.getByText('출하를 기록했습니다.')).toBeVisible();
    await expect(drawer.locator('.ant-tag', { hasText: '부분 출하' })).toBeVisible();
    // 5 × 50,000 ÷ 540,000 = 46.2 %
    await expect(drawer.getByLabel('출하율 46.2%')).toBeVisible();
    await expect(drawer.getByRole('cell', { name: '5 / 10' })).toBeVisible();
    await expect(drawer.getByRole('cell', { name: 'E2E 센서 모듈' }).last()).toBeVisible();
  });

  test('the sales lead changes a monthly target of the team on the plan grid', async ({ page }) => {
    await page.goto('/plan/sales');
    await expect(page.getByRole('heading', { name: '매출 계획' })).toBeVisible();
    const grid = page.getByRole('grid', { name: /수주 목표 표/ });
    const row = grid.locator('tr', { hasText: '영업1팀' }).first();
    await expect(row).toBeVisible();
    const december = row.locator('[role=gridcell]').nth(12);
    await december.click();
    await page.keyboard.type('777000000');
    await page.keyboard.press('Enter');
    await expect(page.getByText('변경 1행')).toBeVisible();
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText(/목표를 저장했습니다/)).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('grid', { name: /수주 목표 표/ }).locator('tr', { hasText: '영업1팀' }).first();
    await expect(reloaded.locator('[role=gridcell]').nth(12)).toHaveText('777,000,000');
    // This year's plan was confirmed, so the edit is a new revision beside the baseline.
    await expect(page.getByText('개정 1차')).toBeVisible();
  });
});
