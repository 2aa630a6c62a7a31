import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';

test.describe('projects (okr remote)', () => {
  test('pm creates a project, staffs it by skill, completes a milestone and sees the progress move', async ({ page, request }) => {
    const token = await apiToken(request, 'pm');
    const headers = bearer(token);
    const me = (await (await request.get(`${API_URL}/api/user/me`, { headers })).json()) as { result: { id: number } };
    const pmId = me.result.id;
    const types = (await (await request.get(`${API_URL}/api/project-type/picker`, { headers })).json()) as { result: { id: number; code: string }[] };
    const name = `E2E 프로젝트 ${Date.now().toString(36)}`;
    const today = new Date().toISOString().slice(0, 10);
    const end = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
    const created = await request.post(`${API_URL}/api/project`, { headers, data: { name, projectTypeId: types.result.find((t) => t.code === 'BUILD')!.id, pmUserId: pmId, startDate: today, endDate: end } });
    expect(created.status()).toBe(201);
    const project = ((await created.json()) as { result: { id: number } }).result;
    for (const [milestone, weightPct] of [['설계', 40], ['개발', 60]] as const) {
      const res = await request.post(`${API_URL}/api/project/${project.id}/milestones`, { headers, data: { name: milestone, dueDate: end, weightPct } });
      expect(res.status()).toBe(201);
    }

    await new LoginPage(page).signInFresh('pm');
    await page.goto('/project');
    await expect(page.getByRole('heading', { name: '프로젝트', exact: true })).toBeVisible();
    await page.getByLabel('검색어').fill(name);
    await page.getByLabel('검색어').press('Enter');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // Staffing by skill: candidates of a skill someone holds, one added from the list.
    const skills = (await (await request.get(`${API_URL}/api/skill?size=5`, { headers })).json()) as { result: { content?: { id: number }[] } | { id: number }[] };
    const skillIds = (Array.isArray(skills.result) ? skills.result : (skills.result.content ?? [])).map((s) => s.id);
    const candidates = (await (await request.get(`${API_URL}/api/project/${project.id}/candidates?skillIds=${skillIds.join(',')}`, { headers })).json()) as { result: { userId: number; memberYn: string }[] };
    const pick = candidates.result.find((c) => c.memberYn === 'N')!;
    const added = await request.post(`${API_URL}/api/project/${project.id}/members`, { headers, data: { userId: pick.userId, role: 'DEVELOPER', allocationPct: 50 } });
    expect(added.status()).toBe(201);
    await page.getByRole('tab', { name: /참여자/ }).click();
    await page.reload();
    await page.getByRole('tab', { name: /참여자/ }).click();
    await expect(page.getByRole('button', { name: '스킬로 찾기' })).toBeVisible();
    await expect(page.getByRole('button', { name: '빼기' })).toHaveCount(1);

    // Completing the 40% milestone moves progress from 0% to 40%.
    await page.getByRole('tab', { name: /마일스톤/ }).click();
    await expect(page.getByTestId('milestone-progress')).toContainText('0%');
    await page.getByRole('button', { name: '설계 완료' }).click();
    await page.locator('.ant-modal-content').getByRole('button', { name: '완료' }).click();
    await expect(page.getByText('마일스톤을 완료했습니다.')).toBeVisible();
    await expect(page.getByTestId('milestone-progress')).toContainText('40%');
  });

  test('dev (no PROJECT_READ) does not reach /project', async ({ page }) => {
    await new LoginPage(page).signInFresh('dev');
    await page.goto('/project');
    await expect(page.getByRole('heading', { name: '프로젝트', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '프로젝트', exact: true })).toHaveCount(0);
  });
});
