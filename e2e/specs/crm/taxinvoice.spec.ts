import { expect, test } from '../../support/fixtures';
import { TaxInvoicePages } from '../../pages/TaxInvoicePages';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';
import { kstDate } from '../../support/time';

type Picked = { id: number; name: string; bizRegNo: string | null; status: string };

test.describe('tax invoices (crm remote)', () => {
  test.use({ signedInAs: 'finance' });

  test('finance drafts, requests and issues an invoice, amends it (code 2) and prints it', async ({ page, request }) => {
    // finance holds FINANCIAL_MANAGEMENT_ADMIN: tax invoice writer and approver.
    const token = await apiToken(request, 'finance');
    const picker = await request.get(`${API_URL}/api/customer/picker?size=50`, { headers: bearer(token) });
    const customer = ((await picker.json()) as { result: Picked[] }).result.find((c) => c.status === 'ACTIVE' && c.bizRegNo)!;
    expect(customer).toBeTruthy();

    await page.goto('/taxinvoice');
    await expect(page.getByRole('heading', { name: '세금계산서' })).toBeVisible();
    await expect(page.getByText(/총 [\d,]+건/).first()).toBeVisible();

    // Draft.
    await page.getByRole('button', { name: /세금계산서 작성/ }).click();
    const form = page.getByRole('dialog', { name: '세금계산서 작성' });
    await form.getByRole('combobox', { name: '고객사' }).fill(customer.name);
    await page.locator('.ant-select-item-option', { hasText: customer.name }).first().click();
    await form.getByLabel('1행 품목').fill('E2E 유지보수 용역');
    await form.getByLabel('1행 공급가액').fill('1234567');
    await expect(form.getByTestId('item-totals')).toContainText('123,456원');
    await expect(form.getByTestId('item-totals')).toContainText('1,358,023원');
    await form.getByRole('button', { name: '임시저장' }).click();
    await expect(page).toHaveURL(/\/taxinvoice\/\d+$/);
    const originalUrl = page.url();
    // The detail replaces the list once its code has loaded.
    await expect(page.getByRole('button', { name: '승인 요청' })).toBeVisible();
    await expect(page.getByText(/^TI-\d{6}-\d{4}/).first()).toBeVisible();

    // Request and issue.
    const invoices = new TaxInvoicePages(page);
    await invoices.requestApproval();
    await invoices.approveAndIssue();
    await expect(page.getByText('발급', { exact: true }).first()).toBeVisible();
    const today = kstDate().replaceAll('-', '');
    await expect(page.getByText(new RegExp(`^${today}-\\d{8}-\\d{8}$`)).first()).toBeVisible();
    await expect(page.getByRole('button', { name: '수정', exact: true })).toHaveCount(0);

    // Amend: 공급가액 변동 (code 2), one minus difference; the amendment goes through approval too.
    await invoices.amendSupplyChange('단가 인하', -100000, '-110,000원');
    await invoices.requestApproval();
    await invoices.approveAndIssue();

    // The chain: original and amendment, net issued total.
    const chain = page.locator('.ant-timeline');
    await expect(chain.getByText('당초')).toBeVisible();
    await expect(chain.getByText('수정 2. 공급가액 변동')).toBeVisible();
    await expect(page.getByText('발급분 합계 (당초 + 수정):')).toContainText('1,248,023원');

    // Print view of the amendment.
    await page.getByRole('button', { name: '인쇄 보기' }).click();
    await expect(page).toHaveURL(/print=1/);
    const printed = page.getByTestId('tax-invoice-print');
    await expect(printed.getByText('수정전자세금계산서')).toBeVisible();
    await expect(printed.getByText('2. 공급가액 변동')).toBeVisible();
    await expect(printed.getByRole('table', { name: '공급자' })).toContainText('(주)두레솔루션');
    await expect(printed.getByRole('table', { name: '공급받는자' })).toContainText(customer.name);
    await expect(printed.getByText('외상미수금')).toBeVisible();

    // The original opens from the chain and is unchanged.
    await page.getByRole('button', { name: '상세로 돌아가기' }).click();
    await page.locator('.ant-timeline a').first().click();
    await expect(page).toHaveURL(originalUrl);
    await expect(page.getByText('1,358,023원').first()).toBeVisible();
  });
});
