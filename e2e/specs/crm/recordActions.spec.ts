import { expect, test } from '../../support/fixtures';
import { CrmActivity } from '../../pages/CrmActivity';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';

type InvoiceRow = { id: number; invoiceNo: string; direction: string; customerId: number | null; customerName: string | null };

test.describe('세금계산서 상세에서 바로', () => {
  // The sales lead writes both tax invoices and activities.
  test.use({ signedInAs: 'sales.lead' });

  test('a sales lead logs a visit from a sales invoice, its customer filled in, stays on the invoice and opens the activity from the notice', async ({ page, request }) => {
    const subject = `E2E 계산서 전달 방문 ${Date.now().toString(36).slice(-5)}`;
    const token = await apiToken(request, 'sales.lead');
    const found = await request.get(`${API_URL}/api/tax-invoice`, { headers: bearer(token), params: { direction: 'SALES', size: 50 } });
    expect(found.ok()).toBe(true);
    const invoice = ((await found.json()) as { result: { content: InvoiceRow[] } }).result.content.find((i) => i.customerId !== null && i.customerName);
    expect(invoice, 'a seeded sales invoice in the sales lead’s scope').toBeTruthy();
    const { id, customerName } = invoice!;

    await page.goto(`/taxinvoice/${id}`);
    await expect(page.getByRole('heading', { name: new RegExp(`^${invoice!.invoiceNo}`) })).toBeVisible();

    await page.getByRole('button', { name: '영업활동 등록' }).click();
    const crm = new CrmActivity(page);
    const form = crm.form();
    await expect(form).toBeVisible();
    await expect(form.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: '고객사', exact: true }) })).toContainText(customerName!);
    await form.getByLabel('제목').fill(subject);
    await form.getByLabel('장소').fill('고객사 경리팀');
    await crm.typeContent('세금계산서 원본을 전달하고 결제 일정을 확인함.');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/taxinvoice/${id}$`));

    // The notice opens the new activity, which is about the invoice's customer.
    await page.getByText('영업활동을 등록했습니다.').getByRole('button', { name: '열기' }).click();
    await expect(page).toHaveURL(/\/crm\/\d+$/);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByRole('link', { name: customerName!, exact: true }).first()).toBeVisible();
  });
});
