import { type Browser, type Page, expect, test } from '@playwright/test';
import { GUARD_MESSAGES } from '../../../shared/src/messages';
import { ContractPages } from '../../pages/ContractPages';
import { CrmActivity } from '../../pages/CrmActivity';
import { CrmDashboards, type DashboardKind, type WatchedFigures } from '../../pages/CrmDashboards';
import { CustomerPages, randomBizRegNo } from '../../pages/CustomerPages';
import { LeadPages } from '../../pages/LeadPages';
import { LoginPage, storedSession } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';
import { TaxInvoicePages } from '../../pages/TaxInvoicePages';
import { apiToken, bearer, usernameOf } from '../../support/api';
import { API_URL } from '../../support/env';
import { kstAt, kstDate } from '../../support/time';

// A desktop window: every stage column of the pipeline board on screen for the drags.
test.use({ viewport: { width: 1600, height: 1000 } });

/**
 * The salesperson of the demo is `sales.lead` (박준혁, 영업1팀장): the one demo user holding
 * every role this story needs (CUSTOMER, CRM, LEAD, CONTRACT, TAX_INVOICE _WRITE and the lead,
 * sales and bond dashboards). `sales` (영업사원) may not register customers, contracts or tax
 * invoices nor open dashboards. Two others act only where the product asks for a second person:
 * the leader above the salesperson approves the contract, `finance` approves and issues the invoices.
 */
const SALESPERSON = 'sales.lead';
const APPROVER_OF_INVOICES = 'finance';
/** Supply of the deal: the lead's amount, the contract's supply and the invoice's supply. */
const AMOUNT = 50_000_000;
const VAT = 5_000_000;
/** The amendment (수정 2. 공급가액 변동): a price cut, supply and total. */
const CUT = -5_000_000;
const CUT_TOTAL = -5_500_000;
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

type Stage = { code: string; name: string };

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
  await new LoginPage(page).signInFresh(username);
  return page;
}

test('a salesperson wins a new customer: customer, visit, lead through the pipeline, contract, tax invoice and its amendment move the dashboards; a user without the roles sees none of it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000 * (Number(process.env.E2E_SLOW ?? 1) || 1));
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const customerName = `이투이상사 ${run}`;
  const bizRegNo = randomBizRegNo();
  const visit = `E2E 첫 방문 ${run}`;
  const leadTitle = `E2E 스마트팩토리 ${run}`;
  const login = new LoginPage(page);
  const dashboards = new CrmDashboards(page);
  const customers = new CustomerPages(page);
  const leads = new LeadPages(page);
  const contracts = new ContractPages(page);
  const invoices = new TaxInvoicePages(page);
  const others: Page[] = [];
  const salesToken = await apiToken(request, SALESPERSON);
  const stages = ((await (await request.get(`${API_URL}/api/lead/meta`, { headers: bearer(salesToken) })).json()) as { result: { stages: Stage[] } }).result.stages;
  const stage = (code: string) => stages.find((s) => s.code === code)!.name;

  await login.signInFresh(SALESPERSON);

  const before = {} as WatchedFigures;
  const shownBefore = {} as Record<DashboardKind, string[]>;
  await test.step('the dashboards before the day: won leads, orders and sales, receivables', async () => {
    before.lead = await dashboards.read('lead');
    shownBefore.lead = await dashboards.shown('lead');
    before.sales = await dashboards.read('sales');
    shownBefore.sales = await dashboards.shown('sales');
    before.bond = await dashboards.read('bond');
    shownBefore.bond = await dashboards.shown('bond');
  });

  let customerId = 0;
  let customerNo = '';
  await test.step('registers the customer from the CRM menu; a second one with the same number is refused, naming the first', async () => {
    await new Shell(page).openMenuItem('CRM', '고객사');
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();

    await customers.openCreate();
    await customers.fill({ name: customerName, bizRegNo, ceoName: '김이투', phone: '02-555-1234', taxEmail: `tax.${run}@e2e.dure.example`, zipCode: '04524', address1: '서울특별시 중구 세종대로 110' });
    const dialog = customers.dialog();
    await expect(dialog.getByLabel('사업자등록번호')).toHaveValue(bizRegNo);
    await expect(dialog.getByTestId('biz-reg-no-status')).toHaveText('유효한 사업자등록번호입니다.');
    await customers.submit();

    await expect(page).toHaveURL(/\/customer\/\d+$/);
    customerId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: customerName })).toBeVisible();
    await expect(customers.status()).toHaveText('잠재');
    await expect(page.getByText(bizRegNo, { exact: true })).toBeVisible();
    customerNo = (await page.getByText(/^C-\d{6}$/).first().innerText()).trim();

    await customers.gotoList();
    await customers.openCreate();
    await customers.fill({ name: `${customerName} 두번째`, bizRegNo, ceoName: '박중복' });
    await customers.submit();
    const duplicate = `이미 등록된 사업자등록번호입니다 (${customerNo} ${customerName}).`;
    await expect(dialog.getByRole('alert').filter({ hasText: duplicate })).toBeVisible();
    await expect(dialog.locator('#bizRegNo_help')).toHaveText(duplicate);
    await expect(page).toHaveURL(/\/customer$/);
    await dialog.getByRole('button', { name: '취소' }).click();
    // The form holds typed text, so closing asks first.
    await page.getByRole('dialog', { name: '작성 중인 내용이 있습니다. 닫을까요?' }).getByRole('button', { name: '닫기' }).click();
    await expect(dialog).toBeHidden();
  });

  let visitId = 0;
  const visitedAt = kstAt(-1, 14);
  await test.step('logs yesterday’s visit at the new customer; the customer shows it as the latest activity', async () => {
    await page.goto('/crm');
    await expect(page.getByRole('heading', { name: '영업활동' })).toBeVisible();
    await page.getByRole('button', { name: '활동 등록' }).click();
    const crm = new CrmActivity(page);
    const form = crm.form();
    await expect(form).toBeVisible();
    await form.getByLabel('제목').fill(visit);
    await crm.pick('고객사', customerNo, { search: run });
    await crm.setDateTime('일시', visitedAt);
    await form.getByLabel('장소').fill('고객사 본사 2층 회의실');
    await crm.typeContent('스마트팩토리 도입 범위와 예산(5천만원)을 협의함.');
    await crm.pick('결과', '긍정');
    await form.getByRole('button', { name: '등록' }).click();
    await expect(page).toHaveURL(/\/crm\/\d+$/);
    visitId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: visit })).toBeVisible();
    await expect(page.getByText('스마트팩토리 도입 범위와 예산(5천만원)을 협의함.')).toBeVisible();

    await page.goto(`/customer/${customerId}`);
    await expect(customers.figure('최근 활동')).toHaveText(visitedAt);
  });

  let leadId = 0;
  let leadNo = '';
  await test.step('opens a lead on the customer', async () => {
    await leads.gotoList();
    leadId = await leads.create({ title: leadTitle, customerNo, customerSearch: run, source: '소개', amount: AMOUNT });
    await expect(leads.stage()).toHaveText(stage('NEW'));
    await expect(leads.amount()).toHaveText(won(AMOUNT));
    await expect(page.getByText(customerName).first()).toBeVisible();
    leadNo = (await page.getByText(/^L-\d{4}-\d{4}$/).first().innerText()).trim();

    await page.goto(`/customer/${customerId}`);
    await expect(customers.figure('진행 중 파이프라인 (1건)')).toHaveText(won(AMOUNT));
  });

  await test.step('drags the lead across the board: 신규 → 제안 → 계약진행 → 수주', async () => {
    await page.goto(`/lead/${leadId}`);
    await page.getByRole('link', { name: '리드 목록' }).click();
    await leads.showBoard(leadTitle);
    await expect(leads.column(stage('NEW')).getByRole('article')).toHaveCount(1, { timeout: 30_000 });
    for (const code of ['PROPOSAL', 'CONTRACTING', 'WON']) await leads.moveCard(leadNo, leadTitle, stage(code));
    await expect(leads.column(stage('WON')).getByTestId('column-sums')).toContainText('예상 5,000만원');
    const afterDrag = ((await (await request.get(`${API_URL}/api/lead/${leadId}`, { headers: bearer(salesToken) })).json()) as { result: { stageCode: string; probability: number; stageHistory: unknown[] } }).result;
    expect(afterDrag).toMatchObject({ stageCode: 'WON', probability: 100 });
    expect(afterDrag.stageHistory).toHaveLength(4);
  });

  let contractId = 0;
  await test.step('converts the won lead to a contract draft', async () => {
    await leads.card(leadNo, leadTitle).getByRole('link', { name: leadTitle }).click();
    await expect(page).toHaveURL(`/lead/${leadId}`);
    await expect(leads.stage()).toHaveText(stage('WON'));
    await page.getByRole('button', { name: '계약 전환' }).click();
    const dialog = leads.convertDialog();
    await expect(dialog.getByText(won(AMOUNT + VAT))).toBeVisible();
    await dialog.getByRole('button', { name: '계약 초안 만들기' }).click();
    await expect(page).toHaveURL(/\/contract\/\d+$/);
    contractId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(contracts.status()).toHaveText('작성중');
    await expect(page.getByText(customerName).first()).toBeVisible();

    await page.goto(`/lead/${leadId}`);
    await expect(page.getByTestId('lead-contract-link')).toHaveText(/^CT-\d{4}-\d{4}$/);
    await expect(page.getByRole('button', { name: '계약 전환' })).toHaveCount(0);
    await page.getByTestId('lead-contract-link').click();
    await expect(page).toHaveURL(`/contract/${contractId}`);
  });

  await test.step('submits the contract; the leader above approves it with the signed file; the customer becomes 거래중', async () => {
    await contracts.submitForApproval();
    const { approverId } = ((await (await request.get(`${API_URL}/api/contract/${contractId}`, { headers: bearer(salesToken) })).json()) as { result: { approverId: number } }).result;
    const approver = await signedIn(browser, await usernameOf(request, approverId));
    others.push(approver);
    await approver.goto(`/contract/${contractId}`);
    await new ContractPages(approver).approveWithSignedFile('계약서_서명본.pdf');

    await page.reload();
    await expect(contracts.status()).toHaveText('진행중');
    await page.goto(`/customer/${customerId}`);
    await expect(customers.status()).toHaveText('거래중');
    await expect(customers.figure('계약 총액 (1건, 공급가)')).toHaveText(won(AMOUNT));
  });

  let invoiceId = 0;
  let amendmentId = 0;
  await test.step('drafts the tax invoice for the customer; finance issues it; it is amended (공급가액 변동) and the amendment issued', async () => {
    await invoices.gotoList();
    await invoices.startDraft({ option: customerNo, search: run });
    const form = invoices.form();
    await form.getByLabel('1행 품목').fill('스마트팩토리 구축 1차');
    await form.getByLabel('1행 공급가액').fill(String(AMOUNT));
    await expect(form.getByTestId('item-totals')).toContainText(won(VAT));
    await expect(form.getByTestId('item-totals')).toContainText(won(AMOUNT + VAT));
    invoiceId = await invoices.saveDraft();
    await invoices.requestApproval();

    const finance = await signedIn(browser, APPROVER_OF_INVOICES);
    others.push(finance);
    const financeInvoices = new TaxInvoicePages(finance);
    await finance.goto(`/taxinvoice/${invoiceId}`);
    await financeInvoices.approveAndIssue();

    await page.reload();
    await expect(page.getByText('발급', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`^${kstDate().replaceAll('-', '')}-\\d{8}-\\d{8}$`)).first()).toBeVisible();
    await expect(invoices.receivable()).toContainText(won(AMOUNT + VAT));

    amendmentId = await invoices.amendSupplyChange('단가 조정', CUT, won(CUT_TOTAL));
    await invoices.requestApproval();
    await finance.goto(`/taxinvoice/${amendmentId}`);
    await financeInvoices.approveAndIssue();

    await page.reload();
    const chain = page.locator('.ant-timeline');
    await expect(chain.getByText('당초')).toBeVisible();
    await expect(chain.getByText('수정 2. 공급가액 변동')).toBeVisible();
    await expect(page.getByText('발급분 합계 (당초 + 수정):')).toContainText(won(AMOUNT + VAT + CUT_TOTAL));
  });

  await test.step('the dashboards moved by exactly the day’s figures (each answer is cached for 30 s per viewer, so a reload may take that long to show it)', async () => {
    const expected: WatchedFigures = {
      lead: { wonCount: before.lead.wonCount + 1, wonAmount: before.lead.wonAmount + AMOUNT },
      sales: { orderAmount: before.sales.orderAmount + AMOUNT, salesAmount: before.sales.salesAmount + AMOUNT + CUT },
      bond: { arBalance: before.bond.arBalance + AMOUNT + VAT + CUT_TOTAL },
    };
    for (const kind of ['lead', 'sales', 'bond'] as const) {
      await expect(async () => {
        expect(await dashboards.read(kind)).toEqual(expected[kind]);
      }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 5_000] });
      expect(await dashboards.shown(kind)).not.toEqual(shownBefore[kind]);
    }
  });

  for (const other of others) await other.context().close();

  await test.step('a colleague without the CRM roles (dev) sees none of it', async () => {
    const colleague = await signedIn(browser, 'dev');
    const menu = new Shell(colleague).menu();
    // The contract route is open to every signed-in user (SPEC §6), but a list that can only be empty is not offered: no CRM group.
    await expect(menu.getByRole('menuitem', { name: 'CRM' })).toHaveCount(0);
    for (const item of ['계약', '고객사', '영업활동', '리드', '세금계산서', '수주', '매출 계획']) await expect(menu.getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
    await expect(colleague.getByRole('menuitem', { name: '대시보드' })).toHaveCount(0);

    // Their contract list and the contract itself: not in their scope.
    await colleague.goto(`/contract/${contractId}`);
    await expect(colleague.getByText('찾을 수 없는 계약입니다')).toBeVisible();

    const devToken = await apiToken(request, 'dev');
    const statusOf = async (path: string) => (await request.get(`${API_URL}${path}`, { headers: bearer(devToken) })).status();
    expect({
      customer: await statusOf(`/api/customer/${customerId}`),
      visit: await statusOf(`/api/crm-record/${visitId}`),
      lead: await statusOf(`/api/lead/${leadId}`),
      contract: await statusOf(`/api/contract/${contractId}`),
      invoice: await statusOf(`/api/tax-invoice/${invoiceId}`),
      amendment: await statusOf(`/api/tax-invoice/${amendmentId}`),
      receivables: await statusOf(`/api/receivable?customerId=${customerId}`),
      leadDashboard: await statusOf('/api/dashboard/lead'),
      salesDashboard: await statusOf('/api/dashboard/sales'),
      bondDashboard: await statusOf('/api/dashboard/bond'),
    }).toEqual({
      customer: 403,
      visit: 403,
      lead: 403,
      contract: 404,
      invoice: 403,
      amendment: 403,
      receivables: 403,
      leadDashboard: 403,
      salesDashboard: 403,
      bondDashboard: 403,
    });
    const list = (await (await request.get(`${API_URL}/api/contract`, { headers: bearer(devToken), params: { keyword: leadTitle } })).json()) as { result: { totalElements: number } };
    expect(list.result.totalElements).toBe(0);

    // Typing the address of a record they may not open: the guard signs them out (SPEC §8).
    for (const path of ['/customer', `/customer/${customerId}`, `/crm/${visitId}`, `/lead/${leadId}`, `/taxinvoice/${invoiceId}`, '/dashboard/lead', '/dashboard/sales', '/dashboard/bond']) {
      if (new URL(colleague.url()).pathname === '/login') await new LoginPage(colleague).signInFresh('dev');
      await colleague.goto(path);
      await expect(new Shell(colleague).toast(GUARD_MESSAGES.notAllowed)).toBeVisible();
      await expect(colleague).toHaveURL('/login');
      expect(await storedSession(colleague)).toEqual({ access: null, refresh: null, user: null, authorities: null });
    }
    await colleague.context().close();
  });
});
