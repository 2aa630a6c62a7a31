import { expect, test } from '@playwright/test';
import { LeadPages } from '../pages/LeadPages';
import { LoginPage } from '../pages/LoginPage';
import { apiToken, bearer } from '../support/api';
import { API_URL } from '../support/env';

// A desktop window: every stage column of the board on screen for the drags.
test.use({ viewport: { width: 1600, height: 1000 } });

// The happy path (open, drag to 수주, convert) is part of the salesperson's journey (crm-journey.spec.ts).
test.describe('lead pipeline (crm remote)', () => {
  test('수주 without a customer is refused on the board; 실주 asks for the reason first', async ({ page, request }) => {
    const token = await apiToken(request, 'sales.lead');
    const title = `E2E 실주 ${Date.now().toString(36)}`;
    const created = await request.post(`${API_URL}/api/lead`, {
      headers: bearer(token),
      data: { title, prospectCompany: '(주)이투이', source: 'OUTBOUND', expectedCloseDate: '2030-12-31', expectedAmount: 5_000_000 },
    });
    const lead = ((await created.json()) as { result: { id: number; leadNo: string } }).result;
    await new LoginPage(page).signInFresh('sales.lead');
    await page.goto(`/lead?view=kanban&keyword=${encodeURIComponent(title)}`);
    const leads = new LeadPages(page);
    const card = leads.card(lead.leadNo, title);
    const column = (name: string) => leads.column(name);

    // 수주 needs a customer: refused before asking the api.
    await card.dragTo(column('수주'));
    await expect(page.getByText('수주로 변경하려면 고객사를 먼저 지정해 주세요.')).toBeVisible();
    await expect(column('신규').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();

    await card.dragTo(column('실주'));
    const dialog = page.getByRole('dialog', { name: `실주 처리 · ${title}` });
    await dialog.getByRole('button', { name: '실주 처리' }).click();
    await expect(dialog.getByText('실주 사유를 선택해 주세요.')).toBeVisible();
    await dialog.getByLabel('실주 사유').click();
    await page.getByTitle('가격').click();
    await dialog.getByRole('button', { name: '실주 처리' }).click();
    await expect(column('실주').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    const after = ((await (await request.get(`${API_URL}/api/lead/${lead.id}`, { headers: bearer(token) })).json()) as { result: { stageCode: string; lostReason: string } }).result;
    expect(after).toMatchObject({ stageCode: 'LOST', lostReason: 'PRICE' });
  });
});
