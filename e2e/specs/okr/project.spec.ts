import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/select';
import { GUARD_MESSAGES } from '../../../shared/src/messages';
import { LoginPage } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';

test.describe('projects (okr remote)', () => {
  test.describe('as pm', () => {
    test.use({ signedInAs: 'pm' });
    test('pm creates a project, staffs it by skill, completes a milestone and sees the progress move', async ({ page }) => {
      const name = `E2E 프로젝트 ${Date.now().toString(36)}`;
      await page.goto('/project');
      await expect(page.getByRole('heading', { name: '프로젝트', exact: true })).toBeVisible();

      // The form: name, type and PM; the period starts today and runs six months.
      await page.getByRole('button', { name: '프로젝트 등록' }).click();
      const drawer = page.locator('.ant-drawer-content').filter({ hasText: '프로젝트 등록' });
      await drawer.getByLabel('프로젝트명').fill(name);
      await chooseOption(page, drawer.getByRole('combobox', { name: '유형' }), '구축');
      await chooseOption(page, drawer.getByRole('combobox', { name: 'PM' }), /\(pm\)/, { search: 'pm' });
      await drawer.getByRole('button', { name: /저\s*장/ }).click();
      await expect(page.getByRole('heading', { name })).toBeVisible();

      // Two weighted milestones.
      await page.getByRole('tab', { name: /마일스톤/ }).click();
      for (const [milestone, weight] of [['설계', '40'], ['개발', '60']] as const) {
        await page.getByRole('button', { name: '마일스톤 추가' }).click();
        const modal = page.locator('.ant-modal-content').filter({ hasText: '마일스톤 추가' });
        await modal.getByLabel('마일스톤명').fill(milestone);
        await modal.getByLabel('예정일').click();
        await modal.getByLabel('예정일').fill(new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10));
        await modal.getByLabel('예정일').press('Enter');
        await modal.getByLabel('가중치').fill(weight);
        await modal.getByRole('button', { name: /저\s*장/ }).click();
        await expect(modal).toBeHidden();
        await expect(page.getByRole('button', { name: `${milestone} 완료` })).toBeVisible();
      }
      await expect(page.getByTestId('milestone-progress')).toContainText('0%');

      // Staffing by skill: 스킬로 찾기 → Java → a candidate added as a developer at 30 %.
      await page.getByRole('tab', { name: /참여자/ }).click();
      await page.getByRole('button', { name: '스킬로 찾기' }).click();
      const skills = page.locator('.ant-modal-content').filter({ hasText: '스킬 검색' });
      await skills.getByLabel('스킬 이름').fill('Java');
      await skills.getByRole('checkbox', { name: 'Java', exact: true }).check();
      await skills.getByRole('button', { name: /선택/ }).click();
      // The candidates' own rows: the members card around them has its 참여자 추가 button too.
      const candidates = page.locator('.ant-card').filter({ hasText: '스킬로 찾은 후보: Java' }).last();
      const add = candidates.locator('.ant-table-row').getByRole('button', { name: / 추가$/ }).first();
      const person = ((await add.getAttribute('aria-label')) ?? '').replace(/ 추가$/, '');
      await add.click();
      const member = page.locator('.ant-modal-content').filter({ hasText: '참여자 추가' });
      await chooseOption(page, member.getByRole('combobox', { name: '역할' }), '개발자');
      await member.getByLabel('투입률').fill('30');
      await member.getByRole('button', { name: /저\s*장/ }).click();
      await expect(member).toBeHidden();
      // The members table's row (the candidates table lists the person too, with the skill instead of a role).
      const row = page.getByRole('row', { name: new RegExp(`^${person} .*개발자`) });
      await expect(row).toContainText(/30\s*%/);

      // Completing the 40 % milestone, with a deliverable, moves progress from 0 % to 40 %.
      await page.getByRole('tab', { name: /마일스톤/ }).click();
      await page.getByRole('button', { name: '설계 완료' }).click();
      const done = page.locator('.ant-modal-content').filter({ hasText: '마일스톤 완료' });
      await done.locator('input[type=file]').setInputFiles({ name: '설계서.txt', mimeType: 'text/plain', buffer: Buffer.from('설계 산출물') });
      await expect(done.getByText('설계서.txt')).toBeVisible();
      await done.getByRole('button', { name: '완료' }).click();
      await expect(page.getByText('마일스톤을 완료했습니다.')).toBeVisible();
      await expect(page.getByTestId('milestone-progress')).toContainText('40%');
    });
  });

  test('dev (no PROJECT_READ) has no menu item and is refused /project', async ({ page }) => {
    // A fresh sign-in: the refusal ends the session, and the stored one is shared with other tests (threads, gsp, home).
    await new LoginPage(page).signInFresh('dev');
    await expect(page.getByRole('menuitem', { name: '프로젝트', exact: true })).toHaveCount(0);
    await page.goto('/project');
    await expect(new Shell(page).toast(GUARD_MESSAGES.notAllowed)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
