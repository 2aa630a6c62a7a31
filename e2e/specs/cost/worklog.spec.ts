import { WorklogWeekPage } from '../../pages/WorklogWeekPage';
import { expect, test } from '../../support/fixtures';

test.describe('내 업무일지 (/mypage/worklog)', () => {
  test.use({ signedInAs: 'dev' });

  test('an employee fills a week on the keyboard, saves it and submits it; the submitted week is read-only', async ({ page }) => {
    const week = new WorklogWeekPage(page);
    await week.open();
    // A retry works on the week before: the first try may have submitted this one.
    for (let i = 0; i < test.info().retry; i++) await page.getByRole('button', { name: '이전 주' }).click();
    await expect(week.status('작성 중')).toBeVisible();

    // A row: an internal project (open to everyone) and the first activity it allows.
    await week.addRow('(내부)');

    // Monday to Wednesday from the keyboard: typing replaces a cell, Tab and → move right, hours round to 0.25.
    await week.cell('월').click();
    await page.keyboard.type('8');
    await page.keyboard.press('Tab');
    await page.keyboard.type('7.1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('6.5');
    await page.keyboard.press('Tab');
    await expect(week.cell('화')).toHaveValue('7');
    await expect(week.total).toHaveText('21.5시간');

    await week.save();
    await week.submit('21.5시간');

    // After a reload the week is what was submitted, and nothing in it can be typed into.
    await page.reload();
    await expect(week.cell('월')).toHaveCount(0);
    await expect(week.total).toHaveText('21.5시간');
  });
});
