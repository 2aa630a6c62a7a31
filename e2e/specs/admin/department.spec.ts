import { expect, openHome, test } from '../../support/fixtures';
import { Shell } from '../../pages/Shell';

test.describe('department page (admin remote)', () => {
  test.use({ signedInAs: 'admin' });

  test('a super admin sees the admin menu and edits the tree end to end', async ({ page }) => {
    await openHome(page);
    await new Shell(page).openMenuItem('부서 설정', '부서 관리');
    await expect(page).toHaveURL('/department');
    const tree = page.getByRole('tree', { name: '조직도' });
    await expect(tree.getByText('(주)두레솔루션')).toBeVisible();

    // Create a team under the sales division.
    await tree.getByText('영업본부', { exact: true }).click();
    await page.getByRole('button', { name: /하위 부서 추가/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('부서명').fill('영업3팀');
    await dialog.getByLabel('부서코드').fill('E2E-SALES3');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expect(page.getByText("'영업3팀' 부서를 만들었습니다.")).toBeVisible();

    // Rename it.
    const editForm = page.getByRole('form', { name: '부서 정보 수정' });
    await expect(editForm.getByRole('textbox', { name: '부서명' })).toHaveValue('영업3팀');
    await editForm.getByRole('textbox', { name: '부서명' }).fill('전략영업팀');
    await page.getByRole('button', { name: '저장' }).click();
    await expect(page.getByText('부서 정보를 저장했습니다.')).toBeVisible();
    await expect(tree.getByText('전략영업팀')).toBeVisible();

    // Move it under the company root.
    // The picker's tree draws once the departments are in; a click while it was still loading is made again.
    const root = page.locator('.ant-select-tree').getByTitle('(주)두레솔루션');
    await expect(async () => {
      if (!(await root.isVisible())) await page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: '상위부서 변경' }) }).click();
      await expect(root).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await root.click();
    await expect(page.getByText("'전략영업팀' 부서를 옮겼습니다.")).toBeVisible();

    // Delete it after confirming.
    await tree.getByText('전략영업팀').click();
    await page.getByRole('button', { name: /삭제/ }).click();
    await page.getByRole('button', { name: '삭제', exact: true }).last().click();
    await expect(page.getByText("'전략영업팀' 부서를 삭제했습니다.")).toBeVisible();
    await expect(tree.getByText('전략영업팀')).toHaveCount(0);
  });

  test('a department with members cannot be deleted', async ({ page }) => {
    await page.goto('/department');
    await page.getByRole('tree', { name: '조직도' }).getByText('영업본부', { exact: true }).click();
    await expect(page.getByRole('button', { name: /삭제/ })).toBeDisabled();
  });

  test('the page shows which build of the admin remote is deployed', async ({ page }) => {
    await page.goto('/department');
    await expect(page.getByTestId('remote-version')).toContainText('조직·권한 관리 모듈');
  });
});
