import { expect, test } from '../../support/fixtures';
import { randomBizRegNo } from '../../pages/CustomerPages';
import { LeadPages } from '../../pages/LeadPages';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';

// A desktop window; the board scrolls sideways to the columns off screen.
test.use({ viewport: { width: 1600, height: 1000 } });

// The happy path (open, drag to 수주, convert) is part of the salesperson's journey (crm-journey.spec.ts).
test.describe('lead pipeline (crm remote)', () => {
  test.use({ signedInAs: 'sales.lead' });

  test('a prospect-only lead gets its customer in 고객사 지정 when it leaves 신규 (취소 puts the card back); 실주 asks for the reason first', async ({ page, request }) => {
    const token = await apiToken(request, 'sales.lead');
    const run = Date.now().toString(36);
    const title = `E2E 실주 ${run}`;
    const prospect = `(주)이투이${run}상사`;
    const created = await request.post(`${API_URL}/api/lead`, {
      headers: bearer(token),
      data: { title, prospectCompany: prospect, source: 'OUTBOUND', expectedCloseDate: '2030-12-31', expectedAmount: 5_000_000 },
    });
    const lead = ((await created.json()) as { result: { id: number; leadNo: string } }).result;
    await page.goto(`/lead?view=kanban&keyword=${encodeURIComponent(title)}`);
    const leads = new LeadPages(page);
    const card = leads.card(lead.leadNo, title);
    const column = (name: string) => leads.column(name);

    // 수주 needs a customer: the prospect gets one in 고객사 지정 first; cancelling it puts the card back.
    await leads.moveByKeyboard(card, '수주');
    let qualify = page.getByRole('dialog', { name: `고객사 지정 · ${title}` });
    await expect(qualify.getByTestId('prospect-summary')).toContainText(prospect);
    await qualify.getByRole('button', { name: '취소' }).click();
    await expect(column('신규').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();

    // To 검증: register the prospect as a new customer from the dialog; the card moves with it.
    await leads.dragCard(card, '검증');
    qualify = page.getByRole('dialog', { name: `고객사 지정 · ${title}` });
    await qualify.getByRole('tab', { name: '새 고객사 등록' }).click();
    await expect(qualify.getByLabel('고객사명')).toHaveValue(prospect);
    await qualify.getByLabel('사업자등록번호').fill(randomBizRegNo());
    await qualify.getByLabel('대표자명').fill('이대표');
    await qualify.getByRole('button', { name: '새 고객사로 등록' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '등록', exact: true }).click();
    await expect(page.getByText(`고객사 '${prospect}'를 등록하고 지정했습니다.`)).toBeVisible();
    await expect(column('검증').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    const qualified = ((await (await request.get(`${API_URL}/api/lead/${lead.id}`, { headers: bearer(token) })).json()) as { result: { stageCode: string; customerId: number; customerName: string } }).result;
    expect(qualified).toMatchObject({ stageCode: 'QUALIFIED', customerName: prospect });
    const customer = ((await (await request.get(`${API_URL}/api/customer/${qualified.customerId}`, { headers: bearer(token) })).json()) as { result: { status: string } }).result;
    expect(customer.status).toBe('PROSPECT');

    await leads.dragCard(card, '실주');
    const dialog = page.getByRole('dialog', { name: `실주 처리 · ${title}` });
    await dialog.getByRole('button', { name: '실주 처리' }).click();
    await expect(dialog.getByText('실주 사유를 선택해 주세요.')).toBeVisible();
    await dialog.getByLabel('실주 사유').click();
    await page.getByTitle('가격').click();
    // The board moves the card at once; the api read below waits for the stage change to be saved.
    const saved = page.waitForResponse((r) => r.url().includes(`/api/lead/${lead.id}/stage`) && r.request().method() === 'PUT');
    await dialog.getByRole('button', { name: '실주 처리' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(column('실주').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    const after = ((await (await request.get(`${API_URL}/api/lead/${lead.id}`, { headers: bearer(token) })).json()) as { result: { stageCode: string; lostReason: string } }).result;
    expect(after).toMatchObject({ stageCode: 'LOST', lostReason: 'PRICE' });
  });
});
