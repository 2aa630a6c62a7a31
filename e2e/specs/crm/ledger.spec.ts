import { expect, test } from '../../support/fixtures';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';
import { chooseOption } from '../../support/select';
import { kstDate } from '../../support/time';

type Picked = { id: number; name: string; status: string };
type Receivable = { id: number; customerId: number; customerName: string; contractId: number | null; invoiceNo: string; dueDate: string; balance: number };

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

test.describe('sales ledger and collections (crm remote)', () => {
  // admin (SUPER) holds MED_SALES_MANAGEMENT and DASHBOARD_BOND at every level and reads every project.
  test.use({ signedInAs: 'admin' });

  test('a manual sales row is booked 미배정, then allocated to a project', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const customers = ((await (await request.get(`${API_URL}/api/customer/picker?size=50`, { headers: bearer(token) })).json()) as { result: Picked[] }).result;
    const customer = customers.find((c) => c.status === 'ACTIVE')!;
    const projects = ((await (await request.get(`${API_URL}/api/project/picker?size=20`, { headers: bearer(token) })).json()) as { result: (Picked & { projectNo: string })[] }).result;
    const target = projects[0];
    expect(customer && target).toBeTruthy();
    const ym = kstDate().slice(0, 7);
    const note = `E2E 수기 매출 ${Date.now().toString(36)}`;

    await page.goto(`/med/sales/management?fromYm=${ym}&toYm=${ym}`);
    await expect(page.getByRole('heading', { name: '매출 실적 관리' })).toBeVisible();
    await expect(page.getByTestId('ledger-totals')).toContainText('합계');

    await page.getByRole('button', { name: '수기 매출 등록' }).click();
    const form = page.getByRole('dialog', { name: '수기 매출 등록' });
    await chooseOption(page, form.getByRole('combobox', { name: '고객사' }), customer.name, { search: customer.name });
    await form.getByRole('spinbutton', { name: '금액' }).fill('1234567');
    await form.getByLabel('비고').fill(note);
    await form.getByRole('button', { name: '저장' }).click();
    await expect(form).toBeHidden();

    // Found by its note: 미배정, the amount as typed.
    const search = page.getByLabel('검색어');
    await search.fill(note);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: note });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('1,234,567원');
    await expect(row.getByText('미배정')).toBeVisible();
    await expect(page.getByTestId('ledger-totals')).toContainText('미배정 1건 · 1,234,567원');

    // Re-allocate to a project.
    await row.getByRole('button', { name: /작업$/ }).click();
    await page.getByRole('menuitem', { name: '프로젝트·부서 배정' }).click();
    const place = page.getByRole('dialog', { name: /프로젝트·부서 배정/ });
    await chooseOption(page, place.getByRole('combobox', { name: '배정 프로젝트' }), target.name, { search: target.projectNo });
    await place.getByRole('button', { name: '저장' }).click();
    await expect(place).toBeHidden();
    await expect(row).toContainText(`${target.name} (${target.projectNo})`);
    await expect(row.getByText('미배정')).toHaveCount(0);
    await expect(page.getByTestId('ledger-totals')).toContainText('미배정 0건');
  });

  test('a collection recorded on the contract lowers the balance on /dashboard/bond; its reversal restores it', async ({ page, request }) => {
    const token = await apiToken(request, 'admin');
    const api = async <T,>(method: 'get' | 'post', path: string, data?: unknown): Promise<{ status: number; result: T }> => {
      const res = await request[method](`${API_URL}/${path}`, { headers: bearer(token), data });
      return { status: res.status(), result: ((await res.json()) as { result: T }).result };
    };
    // The demo's invoices carry no contract: bill one, on a contract of a customer with few open receivables
    // (so its row is on the bond dashboard's first page), and issue it.
    const open = (await api<{ content: Receivable[] }>('get', 'api/receivable?openYn=Y&size=1000')).result.content;
    const openOf = (customerId: number) => open.filter((r) => r.customerId === customerId).length;
    const contracts = (await api<{ content: { id: number; customerId: number }[] }>('get', 'api/contract?size=100')).result.content.sort((a, b) => openOf(a.customerId) - openOf(b.customerId));
    let invoice: { id: number; version: number } | null = null;
    let contract: { id: number; customerId: number } | null = null;
    for (const c of contracts.slice(0, 10)) {
      const draft = await api<{ id: number; version: number }>('post', 'api/tax-invoice', {
        direction: 'SALES', writeDate: kstDate(), customerId: c.customerId, contractId: c.id, buyerEmail1: 'tax@e2e.dure.example', items: [{ itemName: 'E2E 수금 용역', supplyAmount: 1_000_000 }],
      });
      if (draft.status === 201) [invoice, contract] = [draft.result, c];
      if (invoice) break;
    }
    expect(invoice && contract, 'an invoice drafted on a demo contract').toBeTruthy();
    const requested = await api<{ version: number }>('post', `api/tax-invoice/${invoice!.id}/request`, { version: invoice!.version });
    expect(requested.status).toBe(200);
    expect((await api('post', `api/tax-invoice/${invoice!.id}/approve`, { version: requested.result.version })).status).toBe(200);
    // A default allocation goes to the contract's oldest open receivable first.
    const target = (await api<{ content: Receivable[] }>('get', `api/receivable?contractId=${contract!.id}&openYn=Y&sort=dueDate,asc`)).result.content[0];
    expect(target.balance).toBeGreaterThan(200_000);
    const amount = 100_000;

    // The 잔액 cell of the receivable's row (고객사, 세금계산서, 작성일, 만기일, 채권액, 잔액).
    const bondBalance = () => page.locator('#receivables').getByRole('row').filter({ hasText: target.invoiceNo }).locator('td').nth(5);
    const balanceOnBond = async () => {
      await page.goto(`/dashboard/bond?customerId=${target.customerId}&bucket=${target.dueDate < kstDate() ? '' : 'NOT_DUE'}`);
      await expect(bondBalance()).toBeVisible();
      return bondBalance();
    };
    await expect(await balanceOnBond()).toHaveText(won(target.balance));

    await page.goto(`/contract/${target.contractId}`);
    const card = page.locator('.ant-card').filter({ has: page.getByText('채권·수금', { exact: true }) });
    await card.getByRole('button', { name: '수금 등록' }).click();
    const form = page.getByRole('dialog', { name: /수금 등록/ });
    await form.getByRole('spinbutton', { name: '수금액' }).fill(String(amount));
    await expect(form.getByTestId('allocation-sum')).toContainText(won(amount));
    await expect(form.getByRole('spinbutton', { name: `${target.invoiceNo} 배분액` })).toHaveValue('100,000');
    await expect(form.getByTestId('allocation-advance')).toContainText('0원');
    await form.getByRole('button', { name: '수금 등록' }).click();
    await expect(form).toBeHidden();
    await expect(card.getByRole('row').filter({ hasText: target.invoiceNo })).toContainText(won(target.balance - amount));

    await expect(await balanceOnBond()).toHaveText(won(target.balance - amount));

    // 수금 취소 from the bond dashboard's collections of that customer: confirmed, then the balance is back.
    const collections = page.getByRole('region', { name: '수금 내역' });
    await collections.getByRole('button', { name: `${kstDate()} ${won(amount)} 수금 취소` }).first().click();
    const confirm = page.getByRole('dialog', { name: '수금을 취소할까요?' });
    await confirm.getByLabel('취소 사유').fill('E2E 입금 착오');
    await confirm.getByRole('button', { name: '수금 취소' }).click();
    await expect(confirm).toBeHidden();
    await expect(bondBalance()).toHaveText(won(target.balance));
    await expect(collections.getByText('취소 전표').first()).toBeVisible();
  });
});
