import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiToken, bearer, createUser, departmentId, grantRole, uniqueUsername, usernameOf } from '../../support/api';
import { LoginPage } from '../../pages/LoginPage';
import { API_URL, CONTEXT_OPTIONS } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/select';
import { kstDate } from '../../support/time';

type TreeNode = { id: number; parentGoalId: number | null; title: string; level: string; ownerUserId: number; progressPct: number };
type Tree = { periodId: number; periodCode: string; nodes: TreeNode[] };

const MEMBER_PASSWORD = 'Dure#E2e-2026';

/** The team of the journey: 연구개발팀 (RND-DEV, where `dev` works), the owner of its team goal from the seed, and a new member with GOAL_READ. */
async function team(request: APIRequestContext) {
  const admin = await apiToken(request, 'admin');
  const deptId = await departmentId(request, admin, 'RND-DEV');
  const depts = ((await (await request.get(`${API_URL}/api/department`, { headers: bearer(admin) })).json()) as { result: { id: number; name: string }[] }).result;
  const dept = depts.find((d) => d.id === deptId)!;
  const member = uniqueUsername('okr');
  const { id: memberId } = await createUser(request, admin, member, MEMBER_PASSWORD, deptId);
  await grantRole(request, admin, memberId, 'ROLE_GOAL_READ');
  // The team's goal in the ACTIVE period the tree opens on.
  const periods = ((await (await request.get(`${API_URL}/api/okr/period/picker`, { headers: bearer(admin) })).json()) as { result: { id: number; status: string; currentYn: string }[] }).result;
  const period = periods.find((p) => p.status === 'ACTIVE' && p.currentYn === 'Y')!;
  // Found by the team's name, not its leader: another journey (notifications) makes a member the leader.
  const tree = ((await (await request.get(`${API_URL}/api/objectivetree`, { headers: bearer(admin), params: { periodId: period.id, levelList: 'TEAM' } })).json()) as { result: Tree }).result;
  const teamGoal = tree.nodes.find((g) => g.level === 'TEAM' && g.title.startsWith(`${dept.name} `));
  if (!teamGoal) throw new Error(`no TEAM goal of ${dept.name} in the current period`);
  // The lead is the team goal's owner, who approves goals aligned to it (DOMAIN §5); they may hold the role from an earlier run.
  const leaderId = teamGoal.ownerUserId;
  await grantRole(request, admin, leaderId, 'ROLE_GOAL_READ').catch(() => undefined);
  const leader = await usernameOf(request, leaderId);
  return { member, memberId, leader, leaderId, teamGoal, periodId: period.id };
}

async function signedIn(browser: Browser, username: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username, password);
  await expect(page).toHaveURL(/\/myhome$/);
  return page;
}

async function addKeyResult(page: Page, title: string, target: string) {
  await page.getByRole('button', { name: /핵심결과 추가/ }).click();
  const form = page.getByRole('dialog', { name: '핵심결과 추가' });
  await form.getByLabel('핵심결과').fill(title);
  await form.getByLabel('가중치(%)').fill('50');
  await form.getByLabel('시작값').fill('0');
  await form.getByLabel('목표값').fill(target);
  await form.getByLabel('단위').fill('건');
  await form.getByRole('button', { name: /^추\s*가$/ }).click();
  await expect(form).toBeHidden();
}

async function checkIn(page: Page, day: string, value: string, confidence: 'keep' | 'low' = 'keep') {
  await page.getByRole('button', { name: /체크인/ }).first().click();
  const form = page.getByRole('dialog', { name: /^체크인:/ });
  const date = form.getByLabel('체크인 날짜');
  await date.click();
  await date.fill(day);
  await date.press('Enter');
  await form.getByLabel('현재 값').fill(value);
  if (confidence === 'low') {
    await form.getByRole('slider', { name: '자신감' }).focus();
    for (let i = 0; i < 4; i++) await form.getByRole('slider', { name: '자신감' }).press('ArrowLeft');
    await form.getByRole('button', { name: /^체크인$/ }).click();
    // The api's rule on its field: a low confidence needs a comment.
    await expect(form.locator('.ant-form-item-explain-error', { hasText: '자신감이 4 이하이거나 값이 나빠지면 코멘트를 입력해 주세요.' })).toBeVisible();
    await form.getByLabel('코멘트').fill('외부 일정 지연으로 속도가 늦습니다.');
  }
  await form.getByRole('button', { name: /^체크인$/ }).click();
  await expect(form).toBeHidden();
}

test.describe('목표와 핵심결과 (/goal, /keyresult, /objectivetree)', () => {
  test('a team member writes a goal aligned to the team’s, adds two KRs, the lead approves, three weekly check-ins roll up in the tree, and the lead re-aligns a goal by dragging', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const t = await team(request);
    const run = Date.now().toString(36).slice(-5);
    const title = `E2E 신규 과제 완수 ${run}`;

    // The member writes the goal, aligned to the team's goal.
    const member = await signedIn(browser, t.member, MEMBER_PASSWORD);
    await member.goto('/goal');
    // The okr remote's first page loads its code: slower than a page of a remote already open.
    await expect(member.getByRole('heading', { name: '목표', level: 1 })).toBeVisible({ timeout: 30_000 });
    await member.getByRole('button', { name: /목표 등록/ }).click();
    const form = member.getByRole('dialog', { name: '목표 등록' });
    await form.getByLabel('목표').first().fill(title);
    await chooseOption(member, form.getByRole('combobox', { name: '상위 목표' }), t.teamGoal.title, { search: t.teamGoal.title.slice(0, 6) });
    await form.getByRole('button', { name: /^등\s*록$/ }).click();
    await expect(form).toBeHidden();
    await expect(member).toHaveURL(/\/goal\/\d+$/);
    const goalId = Number(member.url().split('/').pop());
    await expect(member.getByRole('heading', { name: title })).toBeVisible();

    // Two key results, 50/50: the total shows 100%.
    await addKeyResult(member, '신규 기능 출시', '10');
    await addKeyResult(member, '고객 이슈 해결', '20');
    await expect(member.getByTestId('kr-weight-total')).toHaveText('가중치 합계 100%');
    await member.getByRole('button', { name: /승인 요청/ }).click();
    await member.getByRole('dialog').getByRole('button', { name: /승인 요청/ }).click();
    await expect(member.getByText('승인 대기', { exact: true })).toBeVisible();

    // The team lead approves it.
    const lead = await signedIn(browser, t.leader);
    await lead.goto(`/goal/${goalId}`);
    await lead.getByRole('button', { name: /승\s*인$/ }).click();
    await lead.getByRole('dialog').getByRole('button', { name: /승\s*인$/ }).click();
    await expect(lead.locator('.ant-tag').filter({ hasText: '진행' })).toBeVisible();

    // Three check-ins on three different past weeks of the period on the first key result.
    await member.goto(`/goal/${goalId}`);
    await member.getByRole('link', { name: '신규 기능 출시' }).click();
    await expect(member).toHaveURL(/\/keyresult\/\d+$/);
    await checkIn(member, kstDate(-14), '2');
    await checkIn(member, kstDate(-7), '4');
    await checkIn(member, kstDate(0), '6', 'low');
    const history = member.locator('.ant-card').filter({ hasText: '체크인 기록 (3)' });
    await expect(history).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(4);

    // The tree: 6/10 on a KR weighing 50 → the goal stands at 30%.
    await member.goto(`/objectivetree?ownerUserId=${t.memberId}`);
    await expect(member.getByRole('heading', { name: '목표 트리', level: 1 })).toBeVisible();
    const node = member.locator(`[data-goal-id="${goalId}"]`);
    await expect(node).toContainText('30%');
    await expect(node).toContainText('KR 2');

    // Another goal of the member, aligned to the team's: the lead drags it onto the first one.
    const memberToken = await apiToken(request, t.member, MEMBER_PASSWORD);
    const second = await request.post(`${API_URL}/api/goal`, {
      headers: bearer(memberToken),
      data: { title: `E2E 보조 목표 ${run}`, level: 'PERSONAL', periodId: t.periodId, parentGoalId: t.teamGoal.id, weightPct: 0, visibility: 'PUBLIC' },
    });
    expect(second.status()).toBe(201);
    const secondId = ((await second.json()) as { result: { id: number } }).result.id;

    await lead.goto(`/objectivetree?ownerUserId=${t.memberId}`);
    const dragged = lead.locator(`.ant-tree-treenode:has([data-goal-id="${secondId}"])`);
    const target = lead.locator(`.ant-tree-treenode:has([data-goal-id="${goalId}"])`);
    await expect(dragged).toBeVisible();
    // The tree drops onto a goal (as its child) when the pointer ends right of where it started, in the target's lower half.
    const from = (await dragged.locator('[data-goal-id]').boundingBox())!;
    const onto = (await target.locator('[data-goal-id]').boundingBox())!;
    await lead.mouse.move(from.x + 20, from.y + from.height / 2);
    await lead.mouse.down();
    await lead.mouse.move(from.x + 40, from.y + from.height / 2, { steps: 4 });
    await lead.mouse.move(from.x + 80, onto.y + onto.height * 0.6, { steps: 8 });
    await lead.mouse.move(from.x + 84, onto.y + onto.height * 0.6, { steps: 2 });
    await lead.mouse.up();
    const confirm = lead.getByRole('dialog').filter({ hasText: '옮길까요?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: /옮기기/ }).click();
    await expect(lead.getByText('목표를 다시 정렬했습니다.')).toBeVisible();
    const moved = ((await (await request.get(`${API_URL}/api/goal/${secondId}`, { headers: bearer(memberToken) })).json()) as { result: { parentGoalId: number } }).result;
    expect(moved.parentGoalId).toBe(goalId);

    await member.context().close();
    await lead.context().close();
  });
});
