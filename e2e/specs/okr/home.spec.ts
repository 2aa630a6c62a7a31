import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { OKR_HEALTH, type OkrHealth } from '../../../shared/src/contracts/okr/goal';
import { MEMBER_ROLE, type MemberRole, PROJECT_STATUS, type ProjectStatus } from '../../../shared/src/contracts/okr/project';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';
import { expect, openHome, test } from '../../support/fixtures';

type Summary = {
  isoWeek: string;
  goals: { id: number; title: string; periodCode: string; progressPct: number; health: OkrHealth; krCount: number; dueKrCount: number }[];
  dueKeyResults: { id: number; title: string; goalTitle: string }[];
};
type MyProject = { id: number; projectNo: string; name: string; status: ProjectStatus; myRoles: MemberRole[]; nextMilestone: { name: string } | null };

/** What the home cards are drawn from, read as the user through the api (the seed's figures, whatever day the run is). */
async function homeData(request: APIRequestContext, username: string) {
  const headers = bearer(await apiToken(request, username));
  const summary = ((await (await request.get(`${API_URL}/api/goal/mine/summary`, { headers })).json()) as { result: Summary }).result;
  const projects = ((await (await request.get(`${API_URL}/api/project/mine`, { headers })).json()) as { result: MyProject[] }).result;
  return { summary, projects };
}

test.describe('home: 내 목표 (dev, USER only)', () => {
  test.use({ signedInAs: 'dev' });

  test("shows dev's seeded goals with progress and health, goal titles unlinked (no /goal page), due key results linked", async ({ page, request }) => {
    const { summary, projects } = await homeData(request, 'dev');
    expect(summary.goals.length, 'the demo seed gives dev goals in the current quarter').toBeGreaterThan(0);
    await openHome(page);
    const card = page.getByTestId('home-my-goals');
    await expect(card.getByText('내 목표', { exact: true })).toBeVisible();
    const rows = card.getByTestId('home-goal');
    await expect(rows).toHaveCount(summary.goals.length);
    const first = summary.goals[0];
    const row = rows.first();
    await expect(row.getByText(first.title, { exact: true })).toBeVisible();
    await expect(row.getByRole('link')).toHaveCount(0);
    await expect(row.getByText(OKR_HEALTH.labels[first.health], { exact: true })).toBeVisible();
    await expect(row.getByRole('progressbar', { name: `진척률 ${first.progressPct}%` })).toBeVisible();
    await expect(row.getByText(`${first.periodCode} · 핵심결과 ${first.krCount}개`)).toBeVisible();
    await expect(card.getByText(`이번 주 체크인이 필요한 핵심결과 (${summary.isoWeek})`)).toBeVisible();

    // 내 프로젝트 too: dev may not open /project, so no links either way.
    const projectCard = page.getByTestId('home-my-projects');
    if (projects.length === 0) await expect(projectCard.getByText('진행 중인 프로젝트가 없습니다')).toBeVisible();
    else await expect(projectCard.getByTestId('home-project')).toHaveCount(projects.length);
    await expect(projectCard.getByRole('link')).toHaveCount(0);

    // Both cards drawn: no serious or critical axe finding in them (tags, bars and links included).
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="home-my-goals"]').include('[data-testid="home-my-projects"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    if (summary.dueKeyResults.length === 0) {
      await expect(card.getByText('이번 주 체크인을 모두 마쳤습니다.')).toBeVisible();
      return;
    }
    const due = summary.dueKeyResults[0];
    await expect(card.getByTestId('home-due-kr')).toHaveCount(summary.dueKeyResults.length);
    await card.locator(`a[href="/keyresult/${due.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/keyresult/${due.id}$`));
    await expect(page.getByRole('heading', { name: due.title, level: 1 })).toBeVisible();
    await expect(page.getByText('이번 주 체크인 필요')).toBeVisible();
  });
});

test.describe('home: 내 프로젝트 (pm, PROJECT_WRITE)', () => {
  test.use({ signedInAs: 'pm' });

  test("lists pm's seeded projects under way with status, role and next milestone, each linked to its page", async ({ page, request }) => {
    const { summary, projects } = await homeData(request, 'pm');
    expect(projects.length, 'the demo seed makes pm lead several projects').toBeGreaterThan(0);
    await openHome(page);
    const card = page.getByTestId('home-my-projects');
    const rows = card.getByTestId('home-project');
    await expect(rows).toHaveCount(projects.length);
    const first = projects[0];
    const row = rows.first();
    const title = `${first.projectNo} ${first.name}`;
    await expect(row.getByText(PROJECT_STATUS.labels[first.status], { exact: true })).toBeVisible();
    await expect(row.getByText(`내 역할 ${first.myRoles.map((r) => MEMBER_ROLE.labels[r]).join(', ')}`, { exact: false })).toBeVisible();
    if (first.nextMilestone) await expect(row.getByText(new RegExp(`다음 마일스톤 ${first.nextMilestone.name}`))).toBeVisible();

    // pm's own goals show too, unlinked: pm may not open /goal.
    const goals = page.getByTestId('home-my-goals');
    if (summary.goals.length > 0) await expect(goals.getByTestId('home-goal')).toHaveCount(summary.goals.length);
    else await expect(goals.getByText('진행 중인 목표가 없습니다')).toBeVisible();
    await expect(goals.locator('a[href^="/goal"]')).toHaveCount(0);

    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${first.id}$`));
    await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  });
});
