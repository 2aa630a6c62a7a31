import { apiToken, bearer, departmentId } from '../../support/api';
import { API_URL, CONTEXT_OPTIONS } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { kstDate } from '../../support/time';

test.describe('비용 집행 (/cost-execution/management)', () => {
  test.use({ signedInAs: 'finance' });

  test('an execution over a budget-controlled account is blocked, an admin overrides it with a reason, finance approves and executes it, and the direct cost appears', async ({ page, browser, request, sessionOf }) => {
    // Set-up through the api (not what the test is about): a project, its budget on 외주 개발비 (budget-controlled, direct) and a DRAFT execution far over it.
    const finance = bearer(await apiToken(request, 'finance'));
    const admin = bearer(await apiToken(request, 'admin'));
    const projects = (await (await request.get(`${API_URL}/api/project/picker`, { headers: admin })).json()) as { result: { id: number }[] };
    const projectId = projects.result[0].id;
    const accounts = (await (await request.get(`${API_URL}/api/cost-account/picker`, { headers: finance })).json()) as { result: { id: number; code: string }[] };
    const accountId = accounts.result.find((a) => a.code === 'OUT_DEV')!.id;
    const deptId = await departmentId(request, await apiToken(request, 'admin'), 'MGT-FIN');
    const today = kstDate();
    // One budget per project, account and year: a retry finds it already there.
    await request.post(`${API_URL}/api/cost-budget`, { headers: finance, data: { year: Number(today.slice(0, 4)), projectId, costAccountId: accountId, amount: 1_000_000 } });
    const title = `E2E 외주 집행 ${Date.now().toString(36)}`;
    const created = await request.post(`${API_URL}/api/cost-execution`, {
      headers: finance,
      data: { deptId, projectId, costAccountId: accountId, title, requestedAmount: 900_000_000, plannedDate: today, payee: '(주)이투이', paymentMethod: 'TRANSFER' },
    });
    expect(created.status()).toBe(201);

    // Finance asks for approval: the budget-controlled account refuses it.
    await page.goto(`/cost-execution/management?keyword=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: '비용 집행' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('예산 초과 (통제)')).toBeVisible();
    await row.getByRole('button', { name: '승인 요청', exact: true }).click();
    await page.getByRole('dialog').filter({ hasText: '승인을 요청할까요?' }).getByRole('button', { name: '승인 요청', exact: true }).click();
    await expect(page.getByText(/예산을 초과합니다 \(남은 예산 .*원, 요청 900,000,000원\)/)).toBeVisible();
    await expect(row.locator('.ant-tag').filter({ hasText: /^작성 중$/ })).toBeVisible();

    // The administrator overrides the budget with a reason.
    const adminContext = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: await sessionOf('admin') });
    const adminPage = await adminContext.newPage();
    await adminPage.goto(`/cost-execution/management?keyword=${encodeURIComponent(title)}`);
    const adminRow = adminPage.getByRole('row').filter({ hasText: title });
    await adminRow.getByRole('button', { name: '초과 승인 요청' }).click();
    const override = adminPage.getByRole('dialog').filter({ hasText: '예산 초과 승인 요청' });
    await override.getByLabel('초과 승인 사유').fill('계약 변경으로 추가 예산 편성 예정');
    await override.getByRole('button', { name: '초과 승인 요청' }).click();
    await expect(adminPage.getByText('초과 승인 사유와 함께 처리했습니다.')).toBeVisible();
    await expect(adminRow.getByText('초과 승인')).toBeVisible();
    await adminContext.close();

    // Finance (not the requester) approves and executes; the execution makes the confirmed direct cost.
    await page.reload();
    await expect(row.locator('.ant-tag').filter({ hasText: /^승인 요청$/ })).toBeVisible();
    await row.getByRole('button', { name: /^승\s*인$/ }).click();
    await page.getByRole('dialog').filter({ hasText: '승인할까요?' }).getByRole('button', { name: /^승\s*인$/ }).click();
    await expect(row.locator('.ant-tag').filter({ hasText: /^승인$/ })).toBeVisible();
    await row.getByRole('button', { name: /^집\s*행$/ }).click();
    const execute = page.getByRole('dialog').filter({ hasText: '집행' });
    await expect(execute.getByLabel('집행 금액(원)')).toHaveValue('900000000');
    await execute.getByRole('button', { name: /^집\s*행$/ }).click();
    await expect(page.getByText('집행했습니다. 확정된 직접비가 만들어졌습니다.')).toBeVisible();
    await expect(row.locator('.ant-tag').filter({ hasText: /^집행 완료$/ })).toBeVisible();

    await page.goto(`/direct/cost/management?keyword=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1, name: '직접비' })).toBeVisible();
    const cost = page.getByRole('row').filter({ hasText: title });
    await expect(cost).toContainText('900,000,000원');
    await expect(cost.locator('.ant-tag').filter({ hasText: /^확정$/ })).toBeVisible();
    await expect(cost.locator('.ant-tag').filter({ hasText: /^비용 집행$/ })).toBeVisible();
    await expect(page.getByText('합계 1건 (조건에 맞는 모든 행)')).toBeVisible();
  });
});
