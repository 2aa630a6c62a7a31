import { expect, test } from '../../support/fixtures';

test.describe('내 업무일지 (/mypage/worklog)', () => {
  test.use({ signedInAs: 'dev' });

  test('an employee fills a week on the keyboard, saves it and submits it; the submitted week is read-only', async ({ page }) => {
    await page.goto('/mypage/worklog');
    await expect(page.getByRole('heading', { level: 1, name: '내 업무일지' })).toBeVisible();
    // A retry works on the week before: the first try may have submitted this one.
    for (let i = 0; i < test.info().retry; i++) await page.getByRole('button', { name: '이전 주' }).click();
    await expect(page.locator('.ant-tag').filter({ hasText: /^작성 중$/ })).toBeVisible();

    // A row: an internal project (open to everyone) and the first activity it allows.
    const firstChoice = page.locator('.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)').first();
    await page.getByRole('combobox', { name: '프로젝트' }).fill('(내부)');
    await expect(firstChoice).toContainText('(내부)');
    await firstChoice.click();
    await page.getByRole('combobox', { name: '업무 유형' }).click();
    await firstChoice.click();
    await page.getByRole('button', { name: '행 추가' }).click();

    // Monday to Wednesday from the keyboard: typing replaces a cell, Tab and → move right, hours round to 0.25.
    const grid = page.getByRole('table', { name: '주간 업무일지' });
    await grid.getByRole('textbox', { name: /월 시간$/ }).click();
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7.1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('6.5');
    await page.keyboard.press('Tab');
    await expect(grid.getByRole('textbox', { name: /화 시간$/ })).toHaveValue('7');
    await expect(page.getByTestId('week-total')).toHaveText('21.5시간');

    const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/api/worklog/week'));
    await page.getByRole('button', { name: /저\s*장/ }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('저장했습니다.')).toBeVisible();

    await page.getByRole('button', { name: /제\s*출/ }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '업무일지를 제출할까요?' });
    await expect(confirm).toContainText('합계 21.5시간');
    await confirm.getByRole('button', { name: /제\s*출/ }).click();
    await expect(page.getByText('제출했습니다.')).toBeVisible();
    await expect(page.locator('.ant-tag').filter({ hasText: /^제출$/ })).toBeVisible();

    // After a reload the week is what was submitted, and nothing in it can be typed into.
    await page.reload();
    await expect(grid.getByRole('textbox', { name: /월 시간$/ })).toHaveCount(0);
    await expect(page.getByTestId('week-total')).toHaveText('21.5시간');
  });
});
