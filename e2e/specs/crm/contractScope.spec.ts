import { Shell } from '../../pages/Shell';
import { expect, test } from '../../support/fixtures';

test.describe('contract scope: a dashboard figure and the list behind it agree (ceo)', () => {
  test.use({ signedInAs: 'ceo' });

  test("the CEO's contract list, from the menu and from 수주잔고, shows the running contracts his sales dashboard counts", async ({ page }) => {
    await page.goto('/dashboard/sales');
    await expect(page.getByRole('heading', { name: '매출 대시보드' })).toBeVisible();
    const backlog = page.getByTestId('card-backlog');
    await expect(backlog).toContainText(/진행 계약 [1-9]\d*건/);
    const running = /진행 계약 (\d+)건/.exec((await backlog.textContent()) ?? '')![1];

    await backlog.click();
    await expect(page).toHaveURL(/\/contract\?.*statusList=ACTIVE/);
    await expect(page.getByRole('heading', { name: '계약', exact: true })).toBeVisible();
    await expect(page.getByText(`총 ${Number(running).toLocaleString('ko-KR')}건`).first()).toBeVisible();
    await expect(page.getByText('볼 수 있는 계약이 없습니다.')).toHaveCount(0);

    // A listed contract opens for him too.
    await page.locator('tbody tr.ant-table-row').first().click();
    await expect(page).toHaveURL(/\/contract\/\d+$/);
    await expect(page.getByText('찾을 수 없는 계약입니다')).toHaveCount(0);
    await expect(page.getByText(/CT-\d{4}-\d{4}/).first()).toBeVisible();

    // The menu offers him the list under CRM.
    const shell = new Shell(page);
    await shell.openMenuItem('CRM', '계약');
    await expect(page).toHaveURL(/\/contract$/);
    await expect(page.getByText(/총 [1-9][\d,]*건/).first()).toBeVisible();
  });
});
