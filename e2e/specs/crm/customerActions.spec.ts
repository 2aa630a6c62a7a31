import { expect, test } from '../../support/fixtures';
import { CrmActivity } from '../../pages/CrmActivity';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';

type Customer = { id: number; name: string; status: string };

test.describe('고객사 상세에서 바로', () => {
  test.use({ signedInAs: 'sales' });

  test('a rep logs a visit and opens a lead from the customer page, the customer filled in, and stays on the page', async ({ page, request }) => {
    const run = Date.now().toString(36).slice(-5);
    const subject = `E2E 고객사 방문 ${run}`;
    const leadTitle = `E2E 고객사 리드 ${run}`;
    const token = await apiToken(request, 'sales');
    const found = await request.get(`${API_URL}/api/customer`, { headers: bearer(token), params: { keyword: '정밀', size: 50 } });
    // A customer in business: a closed one takes no new leads.
    const customer = ((await found.json()) as { result: { content: Customer[] } }).result.content.find((c) => c.status === 'ACTIVE');
    expect(customer).toBeTruthy();
    const { id, name } = customer!;

    await page.goto(`/customer/${id}`);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

    // 영업활동 등록: the form opens about this customer.
    await page.getByRole('button', { name: '영업활동 등록' }).click();
    const crm = new CrmActivity(page);
    const form = crm.form();
    await expect(form).toBeVisible();
    await expect(form.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: '고객사', exact: true }) })).toContainText(name);
    await form.getByLabel('제목').fill(subject);
    await form.getByLabel('장소').fill('고객사 2층 회의실');
    await crm.typeContent('정기 점검 결과를 공유하고 증설 계획을 들음.');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/customer/${id}$`));
    // The customer's own activity list shows it at once, on its first page (other specs' visits to this customer may be later in the day).
    await page.getByRole('tab', { name: '영업활동' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row', { name: new RegExp(subject) })).toBeVisible();

    // 리드 등록: the customer filled in, 유입경로 기존 고객 by default.
    await page.getByRole('button', { name: '리드 등록' }).click();
    const leadForm = page.getByRole('dialog', { name: '리드 등록' });
    await expect(leadForm).toBeVisible();
    await expect(leadForm.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: '고객사', exact: true }) })).toContainText(name);
    await expect(leadForm.locator('.ant-form-item').filter({ has: page.getByRole('combobox', { name: /유입경로$/ }) })).toContainText('기존 고객');
    await leadForm.getByLabel('리드명').fill(leadTitle);
    await leadForm.getByLabel('예상금액', { exact: true }).fill('30000000');
    await leadForm.getByRole('button', { name: '등록' }).click();
    await expect(leadForm).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/customer/${id}$`));
    await page.getByRole('tab', { name: '리드' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row').filter({ hasText: leadTitle })).toHaveCount(1);

    // The notice opens the new lead, which belongs to the customer.
    await page.getByText(/^리드 L-\S+[을를] 등록했습니다\./).getByRole('button', { name: '열기' }).click();
    await expect(page).toHaveURL(/\/lead\/\d+$/);
    await expect(page.getByRole('heading', { name: leadTitle })).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible();
  });
});
