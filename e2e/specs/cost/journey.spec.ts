import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { WorklogWeekPage } from '../../pages/WorklogWeekPage';
import { apiToken, bearer, createUser, departmentId, uniqueUsername } from '../../support/api';
import { API_URL, CONTEXT_OPTIONS } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { kstDate } from '../../support/time';

/**
 * The hourly rate of 대리 in the demo (api/src/db/seed/costRate.ts DEMO_GRADE_RATES, in force from 1 July last year,
 * so on every day of last month). Restated, not imported: the seed module pulls the api's database layer into the
 * browser tests; a change of the demo rate fails this test instead of moving its expectation with it.
 */
const ASSISTANT_MANAGER_RATE = 42_000;
const PASSWORD = 'Dure#E2e-2026';
const DAYS = ['월', '화', '수', '목', '금'] as const;

type Period = { ym: string; status: 'OPEN' | 'CLOSING' | 'CLOSED'; version: number };

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const monthLabel = (ym: string) => `${ym.slice(0, 4)}년 ${Number(ym.slice(5))}월`;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Last month in Seoul (`YYYY-MM`), its first and last day, and the Monday of its first ISO week wholly inside it. */
function lastMonth() {
  const [y, m] = kstDate().split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  const monday = new Date(first);
  monday.setUTCDate(1 + ((8 - first.getUTCDay()) % 7));
  return { ym: iso(first).slice(0, 7), first: iso(first), last: iso(last), monday: iso(monday) };
}

async function period(request: APIRequestContext, token: string, ym: string): Promise<Period> {
  const response = await request.get(`${API_URL}/api/cost-period/${ym}`, { headers: bearer(token) });
  if (!response.ok()) throw new Error(`cost period ${ym}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: Period }).result;
}

async function move(request: APIRequestContext, token: string, p: Period, action: 'start-closing' | 'close'): Promise<Period> {
  const response = await request.post(`${API_URL}/api/cost-period/${p.ym}/${action}`, { headers: bearer(token), data: { version: p.version } });
  if (!response.ok()) throw new Error(`${action} of ${p.ym}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: Period }).result;
}

/** Leaves the month CLOSED as the demo has it, from wherever a run (this one, or a failed try before it) left it. */
async function ensureClosed(request: APIRequestContext, ym: string) {
  const token = await apiToken(request, 'finance');
  let p = await period(request, token, ym);
  if (p.status === 'OPEN') p = await move(request, token, p, 'start-closing');
  if (p.status === 'CLOSING') await move(request, token, p, 'close');
}

/**
 * The people and the project of the journey: a new 대리 in the pm's team (DLV-1, where the pm approves work logs)
 * hired before last month, and a new build project (billable) of the pm's over last month with the employee on it.
 */
async function setUp(request: APIRequestContext, month: ReturnType<typeof lastMonth>) {
  const admin = await apiToken(request, 'admin');
  const employee = uniqueUsername('journey');
  const hireDate = iso(new Date(Date.UTC(Number(month.ym.slice(0, 4)) - 1, 0, 2)));
  const { id: employeeId } = await createUser(request, admin, employee, PASSWORD, await departmentId(request, admin, 'DLV-1'), { hireDate, jobGrade: 'ASSISTANT_MANAGER' });

  const pm = await apiToken(request, 'pm');
  const me = ((await (await request.get(`${API_URL}/api/user/me`, { headers: bearer(pm) })).json()) as { result: { id: number } }).result;
  const types = ((await (await request.get(`${API_URL}/api/project-type/picker`, { headers: bearer(pm) })).json()) as { result: { id: number; code: string }[] }).result;
  const build = types.find((t) => t.code === 'BUILD');
  if (!build) throw new Error('no BUILD project type');
  const name = `여정 손익 ${employee}`;
  const created = await request.post(`${API_URL}/api/project`, {
    headers: bearer(pm),
    data: { name, projectTypeId: build.id, pmUserId: me.id, startDate: month.first, endDate: month.last },
  });
  if (created.status() !== 201) throw new Error(`project: ${created.status()} ${await created.text()}`);
  const project = ((await created.json()) as { result: { id: number; projectNo: string } }).result;
  const member = await request.post(`${API_URL}/api/project/${project.id}/members`, { headers: bearer(pm), data: { userId: employeeId, role: 'DEVELOPER', allocationPct: 100 } });
  if (member.status() !== 201) throw new Error(`member: ${member.status()} ${await member.text()}`);
  return { employee, name, projectNo: project.projectNo };
}

/** A page in a browser of its own: a demo user's stored session, or signed out. */
async function pageOf(browser: Browser, contexts: BrowserContext[], storageState: string | { cookies: []; origins: [] }): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState });
  contexts.push(context);
  return context.newPage();
}

/** A button of a month's row on 원가 관리 › 월 마감, with its confirmation. */
async function closeStep(page: Page, row: Locator, button: string, question: string, done: string) {
  await row.getByRole('button', { name: button }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: question });
  await confirm.getByRole('button', { name: button }).click();
  await expect(page.getByText(done)).toBeVisible();
}

/** The 인건비 cell of the project's row on 프로젝트 손익 for last month only. */
async function profitLabour(page: Page, name: string, ym: string): Promise<Locator> {
  await page.goto(`/project/profit?keyword=${encodeURIComponent(name)}&fromYm=${ym}&toYm=${ym}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const headers = (await page.getByRole('columnheader').allTextContents()).map((t) => t.trim());
  return row.getByRole('cell').nth(headers.indexOf('인건비'));
}

test.describe('업무일지에서 손익까지 (issue 17)', () => {
  test('a week is logged on the keyboard, rejected, fixed and approved; finance closes the month and the project profit changes as computed', async ({ browser, request, sessionOf }) => {
    test.slow();
    const month = lastMonth();
    // A try before this one may have stopped anywhere; every try starts, and ends, with last month CLOSED.
    await ensureClosed(request, month.ym);
    const contexts: BrowserContext[] = [];
    try {
      const { employee, name } = await setUp(request, month);
      const finance = await pageOf(browser, contexts, await sessionOf('finance'));
      const pm = await pageOf(browser, contexts, await sessionOf('pm'));
      const me = await pageOf(browser, contexts, { cookies: [], origins: [] });

      // Finance reopens last month, the latest closed one, with a reason.
      await finance.goto(`/cost/management?tab=close&year=${month.ym.slice(0, 4)}&ym=${month.ym}`);
      const monthRow = finance.getByRole('row').filter({ has: finance.getByRole('cell', { name: monthLabel(month.ym), exact: true }) });
      await monthRow.getByRole('button', { name: '마감 해제' }).click();
      const reopen = finance.getByRole('dialog', { name: `마감 해제 · ${monthLabel(month.ym)}` });
      await reopen.getByLabel('해제 사유').fill('업무일지 누락분 반영');
      await reopen.getByRole('button', { name: /^저\s*장$/ }).click();
      await expect(finance.getByText(`${monthLabel(month.ym)} 마감을 해제했습니다.`)).toBeVisible();
      await expect(monthRow).toContainText('진행 중');

      // Before: the new project has no labour cost in the month.
      await expect(await profitLabour(pm, name, month.ym)).toHaveText(won(0));

      // The employee fills Monday to Friday from the keyboard and submits the week.
      const login = new LoginPage(me);
      await login.goto();
      await login.signIn(employee, PASSWORD);
      await expect(me).toHaveURL(/\/myhome$/);
      const week = new WorklogWeekPage(me);
      await week.open(month.monday);
      await expect(week.status('작성 중')).toBeVisible();
      await week.addRow(name, '개발');
      await week.cell('월').click();
      for (let i = 0; i < DAYS.length; i++) {
        await me.keyboard.type('8');
        await me.keyboard.press('Tab');
      }
      for (const day of DAYS) await expect(week.cell(day)).toHaveValue('8');
      await expect(week.total).toHaveText('40시간');
      await week.save();
      await week.submit('40시간');

      // The team lead rejects it: Friday was half a day.
      const reason = '금요일은 오후 반차였습니다. 고쳐서 다시 제출해 주세요.';
      await pm.goto(`/worklog/management?keyword=${employee}`);
      const weekRow = pm.getByRole('row').filter({ hasText: month.monday.slice(5) });
      await weekRow.click();
      const drawer = pm.getByRole('dialog').filter({ hasText: '테스트사용자 · ' });
      await drawer.getByRole('button', { name: /^반\s*려$/ }).click();
      const rejecting = pm.getByRole('dialog', { name: '업무일지 1건 반려' });
      await rejecting.getByLabel('반려 사유').fill(reason);
      await rejecting.getByRole('button', { name: /^반\s*려$/ }).click();
      await expect(pm.getByText('1건을 반려했습니다.')).toBeVisible();

      // The employee sees why, fixes Friday and submits again.
      await me.reload();
      await expect(week.status('반려')).toBeVisible();
      await expect(me.getByText(`반려 사유: ${reason}`)).toBeVisible();
      await week.cell('금').click();
      await me.keyboard.type('4.5');
      await me.keyboard.press('Tab');
      await expect(week.total).toHaveText('36.5시간');
      await week.save();
      await week.submit('36.5시간');

      // The team lead approves it.
      await pm.reload();
      await weekRow.click();
      await drawer.getByRole('button', { name: /^승\s*인$/ }).click();
      const approving = pm.getByRole('dialog').filter({ hasText: '업무일지 1건을 승인할까요?' });
      await approving.getByRole('button', { name: /^승\s*인$/ }).click();
      await expect(pm.getByText('1건을 승인했습니다.')).toBeVisible();
      await me.reload();
      await expect(week.status('승인')).toBeVisible();

      // Finance closes the month again: start, then close.
      await finance.reload();
      await closeStep(finance, monthRow, '마감 시작', `${monthLabel(month.ym)} 마감을 시작할까요?`, '마감을 시작했습니다. 인건비를 확정했습니다.');
      await expect(monthRow).toContainText('마감 중');
      await closeStep(finance, monthRow, '마감 확정', `${monthLabel(month.ym)}을(를) 마감할까요?`, '마감했습니다.');
      await expect(monthRow.getByText('마감', { exact: true })).toBeVisible();

      // After: the labour cost is each approved day's hours × the 대리 rate, rounded down per day, frozen by the close.
      const approvedHours = [8, 8, 8, 8, 4.5];
      const expected = approvedHours.reduce((sum, h) => sum + Math.floor(h * ASSISTANT_MANAGER_RATE), 0);
      await expect(await profitLabour(pm, name, month.ym)).toHaveText(won(expected));
      await pm.getByRole('button', { name: new RegExp(`^${name} \\(`) }).click();
      const detail = pm.getByRole('dialog').filter({ hasText: `${month.ym} (마감)` });
      await expect(detail.getByRole('row').filter({ hasText: `${month.ym} (마감)` })).toContainText(won(expected));
      await expect(detail.getByRole('row').filter({ hasText: '테스트사용자' })).toContainText('36.5시간');
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
      await ensureClosed(request, month.ym);
    }
  });
});
