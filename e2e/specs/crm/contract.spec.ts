import { ContractPages } from '../../pages/ContractPages';
import { apiToken, bearer, usernameOf } from '../../support/api';
import { API_URL } from '../../support/env';
import { expect, pageSignedIn, test } from '../../support/fixtures';

test.describe('contracts (crm remote)', () => {
  test('a sales lead drafts a contract with two payment terms and submits it; the approver attaches the signed file and approves; the contract is ACTIVE', async ({ browser, request, sessionOf }) => {
    const salesToken = await apiToken(request, 'sales.lead');
    const picker = (await (await request.get(`${API_URL}/api/customer/picker?keyword=${encodeURIComponent('테크')}`, { headers: bearer(salesToken) })).json()) as {
      result: { id: number; name: string }[];
    };
    const buyer = picker.result[0];
    const title = `E2E 계약 ${Date.now().toString(36)}`;

    const { context: salesContext, page: sales } = await pageSignedIn(browser, await sessionOf('sales.lead'));
    await sales.goto('/contract');
    await expect(sales.getByRole('heading', { name: '계약', exact: true })).toBeVisible();
    await sales.getByRole('button', { name: '계약 등록' }).click();

    const drawer = sales.locator('.ant-drawer-content');
    await drawer.getByLabel('계약명').fill(title);
    await drawer.getByLabel('계약유형').click();
    await sales.locator('.ant-select-item-option', { hasText: '용역' }).click();
    const customerBox = drawer.getByRole('combobox', { name: '고객사' });
    await customerBox.click();
    await customerBox.fill(buyer.name);
    await sales.locator('.ant-select-item-option', { hasText: buyer.name }).first().click();
    await drawer.getByLabel('공급가액 (원)').fill('50000000');
    // The live figures: VAT truncated, total.
    await expect(drawer.getByText('5,000,000원', { exact: true })).toBeVisible();
    await expect(drawer.getByText('55,000,000원', { exact: true })).toBeVisible();

    // Two payment terms: 30% on signing and 70% on a date.
    await expect(drawer.getByTestId('term-amount-1')).toHaveText('15,000,000 원');
    await expect(drawer.getByTestId('term-amount-2')).toHaveText('35,000,000 원');
    const due = drawer.getByLabel('2행 예정일');
    await due.click();
    await due.fill('2027-06-30');
    await due.press('Enter');
    await expect(drawer.getByTestId('term-sum')).toHaveText('합계 50,000,000 원 / 공급가액 50,000,000 원');
    await drawer.getByRole('button', { name: '저장' }).click();

    await expect(sales).toHaveURL(/\/contract\/\d+$/);
    const contractId = Number(sales.url().split('/').pop());
    await expect(sales.getByRole('heading', { name: title })).toBeVisible();
    await expect(sales.getByTestId('contract-status')).toHaveText('작성중');
    await expect(sales.getByRole('cell', { name: '선급금' })).toBeVisible();
    await expect(sales.getByRole('cell', { name: '잔금' })).toBeVisible();

    await new ContractPages(sales).submitForApproval();

    // The approver: the leader above the owner (sales.lead leads 영업1팀, so 영업본부's head decides).
    const detail = (await (await request.get(`${API_URL}/api/contract/${contractId}`, { headers: bearer(salesToken) })).json()) as { result: { approverId: number } };
    const { context: approverContext, page: approver } = await pageSignedIn(browser, await sessionOf(await usernameOf(request, detail.result.approverId)));
    await approver.goto(`/contract/${contractId}`);
    await new ContractPages(approver).approveWithSignedFile('계약서_서명본.pdf');

    // The owner sees it ACTIVE too, with the signed file on the record.
    await sales.reload();
    await expect(sales.getByTestId('contract-status')).toHaveText('진행중');
    await expect(sales.getByRole('button', { name: '변경계약' })).toBeVisible();
    await salesContext.close();
    await approverContext.close();
  });
});
