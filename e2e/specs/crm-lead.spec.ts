import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { apiToken, bearer } from '../support/api';
import { API_URL } from '../support/env';

// A desktop window: every stage column of the board on screen for the drags.
test.use({ viewport: { width: 1600, height: 1000 } });

type Stage = { id: number; code: string; name: string };

test.describe('lead pipeline (crm remote)', () => {
  test('sales.lead opens a lead, drags it through the pipeline to 수주 and converts it to a contract', async ({ page, request }) => {
    const token = await apiToken(request, 'sales.lead');
    const [customer] = ((await (await request.get(`${API_URL}/api/customer/picker`, { headers: bearer(token) })).json()) as { result: { id: number }[] }).result;
    const title = `E2E 파이프라인 ${Date.now().toString(36)}`;
    const created = await request.post(`${API_URL}/api/lead`, {
      headers: bearer(token),
      data: { title, customerId: customer.id, source: 'REFERRAL', expectedCloseDate: '2030-12-31', lines: [{ itemName: 'MES 구축', qty: 1, unitPrice: 30_000_000 }] },
    });
    expect(created.status()).toBe(201);
    const lead = ((await created.json()) as { result: { id: number; leadNo: string } }).result;
    const stages = ((await (await request.get(`${API_URL}/api/lead/meta`, { headers: bearer(token) })).json()) as { result: { stages: Stage[] } }).result.stages;
    const name = (code: string) => stages.find((s) => s.code === code)!.name;

    await new LoginPage(page).signInFresh('sales.lead');

    // Open the lead.
    await page.goto(`/lead?keyword=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`/lead/${lead.id}`);
    await expect(page.getByTestId('lead-stage')).toHaveText(name('NEW'));
    await expect(page.getByTestId('lead-amount')).toHaveText('30,000,000원');

    // Drag it across the board: 신규 → 제안 → 계약진행 → 수주.
    await page.getByRole('link', { name: '리드 목록' }).click();
    await page.getByText('칸반').click();
    await expect(page).toHaveURL(/view=kanban/);
    await page.getByLabel('검색어').fill(title);
    await page.getByLabel('검색어').press('Enter');
    const card = page.getByRole('article', { name: `리드 ${lead.leadNo} ${title}` });
    const column = (code: string) => page.locator(`section[data-stage-code="${code}"]`);
    await expect(column('NEW').getByRole('article')).toHaveCount(1, { timeout: 30_000 });
    for (const code of ['PROPOSAL', 'CONTRACTING', 'WON']) {
      await card.dragTo(column(code));
      await expect(page.getByText(`'${title}'을(를) ${name(code)} 단계로 옮겼습니다.`)).toBeVisible();
      await expect(column(code).getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    }
    await expect(column('WON').getByTestId('column-sums')).toContainText('예상 3,000만원');
    const afterDrag = ((await (await request.get(`${API_URL}/api/lead/${lead.id}`, { headers: bearer(token) })).json()) as { result: { stageCode: string; probability: number; stageHistory: unknown[] } }).result;
    expect(afterDrag.stageCode).toBe('WON');
    expect(afterDrag.probability).toBe(100);
    expect(afterDrag.stageHistory).toHaveLength(4);

    // Convert the won lead to a contract.
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByTestId('lead-stage')).toHaveText(name('WON'));
    await page.getByRole('button', { name: '계약 전환' }).click();
    const dialog = page.getByRole('dialog', { name: '계약 전환' });
    await expect(dialog.getByText('33,000,000원')).toBeVisible();
    await dialog.getByRole('button', { name: '계약 초안 만들기' }).click();
    await expect(page).toHaveURL(/\/contract\/\d+$/);
    const contractId = Number(page.url().split('/').pop());

    const converted = ((await (await request.get(`${API_URL}/api/lead/${lead.id}`, { headers: bearer(token) })).json()) as { result: { contractId: number; contractNo: string } }).result;
    expect(converted.contractId).toBe(contractId);
    expect(converted.contractNo).toMatch(/^CT-\d{4}-\d{4}$/);
    await page.goto(`/lead/${lead.id}`);
    await expect(page.getByTestId('lead-contract-link')).toHaveText(converted.contractNo);
    await expect(page.getByRole('button', { name: '계약 전환' })).toHaveCount(0);
  });

  test('수주 of a prospect-only lead asks for 고객사 지정 first (취소 puts the card back); 실주 asks for the reason first', async ({ page, request }) => {
    const token = await apiToken(request, 'sales.lead');
    const title = `E2E 실주 ${Date.now().toString(36)}`;
    const created = await request.post(`${API_URL}/api/lead`, {
      headers: bearer(token),
      data: { title, prospectCompany: '(주)이투이', source: 'OUTBOUND', expectedCloseDate: '2030-12-31', expectedAmount: 5_000_000 },
    });
    const lead = ((await created.json()) as { result: { id: number; leadNo: string } }).result;
    await new LoginPage(page).signInFresh('sales.lead');
    await page.goto(`/lead?view=kanban&keyword=${encodeURIComponent(title)}`);
    const card = page.getByRole('article', { name: `리드 ${lead.leadNo} ${title}` });
    const column = (code: string) => page.locator(`section[data-stage-code="${code}"]`);

    // 수주 needs a customer: the prospect gets one in 고객사 지정 first; cancelling it puts the card back.
    await card.dragTo(column('WON'));
    const qualify = page.getByRole('dialog', { name: `고객사 지정 · ${title}` });
    await expect(qualify.getByTestId('prospect-summary')).toContainText('(주)이투이');
    await qualify.getByRole('button', { name: '취소' }).click();
    await expect(column('NEW').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();

    await card.dragTo(column('LOST'));
    const dialog = page.getByRole('dialog', { name: `실주 처리 · ${title}` });
    await dialog.getByRole('button', { name: '실주 처리' }).click();
    await expect(dialog.getByText('실주 사유를 선택해 주세요.')).toBeVisible();
    await dialog.getByLabel('실주 사유').click();
    await page.getByTitle('가격').click();
    await dialog.getByRole('button', { name: '실주 처리' }).click();
    await expect(column('LOST').getByRole('article', { name: `리드 ${lead.leadNo} ${title}` })).toBeVisible();
    const after = ((await (await request.get(`${API_URL}/api/lead/${lead.id}`, { headers: bearer(token) })).json()) as { result: { stageCode: string; lostReason: string } }).result;
    expect(after).toMatchObject({ stageCode: 'LOST', lostReason: 'PRICE' });
  });
});
