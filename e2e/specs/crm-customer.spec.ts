import { expect, test } from '@playwright/test';
import { GUARD_MESSAGES } from '../../shared/src/messages';
import { CustomerPages, randomBizRegNo } from '../pages/CustomerPages';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';

test.describe('고객사 (crm remote)', () => {
  test('a sales lead creates a customer; a second one with the same number is refused naming the first', async ({ page }) => {
    await new LoginPage(page).signInFresh('sales.lead');
    await new Shell(page).openMenuItem('CRM', '고객사');
    await expect(page).toHaveURL(/\/customer$/);
    const customers = new CustomerPages(page);
    await expect(page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    const number = randomBizRegNo();
    const name = `이투이상사 ${Date.now().toString(36)}`;
    await customers.openCreate();
    await customers.fill({ name, bizRegNo: number, ceoName: '김이투', phone: '02-555-1234' });
    const dialog = customers.dialog();
    await expect(dialog.getByLabel('사업자등록번호')).toHaveValue(number);
    await expect(dialog.getByTestId('biz-reg-no-status')).toHaveText('유효한 사업자등록번호입니다.');
    await customers.submit();

    await expect(page).toHaveURL(/\/customer\/\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByTestId('customer-status')).toHaveText('잠재');
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    const customerNo = (await page.getByText(/^C-\d{6}$/).first().innerText()).trim();

    await customers.gotoList();
    await customers.openCreate();
    await customers.fill({ name: `${name} 두번째`, bizRegNo: number, ceoName: '박중복' });
    await customers.submit();
    const duplicate = `이미 등록된 사업자등록번호입니다 (${customerNo} ${name}).`;
    await expect(dialog.getByRole('alert').filter({ hasText: duplicate })).toBeVisible();
    await expect(dialog.locator('#bizRegNo_help')).toHaveText(duplicate);
    await expect(page).toHaveURL(/\/customer$/);
  });

  test('a user without the customer roles sees no 고객사 menu and cannot open /customer', async ({ page }) => {
    await new LoginPage(page).signInFresh('dev');
    await expect(page.getByRole('menuitem', { name: '고객사' })).toHaveCount(0);
    await page.goto('/customer');
    await expect(new Shell(page).toast(GUARD_MESSAGES.notAllowed)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
