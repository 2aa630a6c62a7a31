import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { GUARD_MESSAGES } from '../../../shared/src/messages';
import { LoginPage } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';

/** Picks a day on the form's date field by typing it, as a user may. */
async function typeDay(field: Locator, day: string) {
  await field.click();
  await field.fill(day);
  await field.press('Enter');
}

async function fillYear(page: Page, code: string, year: number) {
  const form = page.getByRole('dialog', { name: '기간 추가' });
  await form.locator('label.ant-radio-button-wrapper', { hasText: '연간' }).click();
  await form.getByLabel('기간 코드').fill(code);
  await form.getByLabel('기간명').fill(`E2E ${year}년`);
  await typeDay(form.getByLabel('시작일'), `${year}-01-01`);
  await typeDay(form.getByLabel('종료일'), `${year}-12-31`);
  await form.getByRole('button', { name: /^등\s*록$/ }).click();
  return form;
}

/** Moves the period on by its row's button, confirming in the dialog; returns the dialog's text. */
async function move(page: Page, code: string, action: string, status: string) {
  await page.getByRole('button', { name: `${code} ${action}` }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: `${code}` });
  const text = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: /^변\s*경$/ }).click();
  await expect(page.getByText(new RegExp(`상태를 '${status}'(으로|로) 바꿨습니다.`))).toBeVisible();
  return text;
}

test.describe('OKR 기간·정렬 (/objectivetree/management)', () => {
  test.describe('an OKR manager', () => {
    test.use({ signedInAs: 'admin' });

    test('creates a period for a far year, is told on the field when another overlaps it, and moves it PLANNING → ACTIVE → REVIEW → CLOSED', async ({ page }) => {
      // A year far past the seed's periods, and a code of this run (the database lives through the run's tests and retries).
      const year = 2300 + Math.floor(Math.random() * 600);
      const code = `E${year}-${Date.now().toString(36).toUpperCase().slice(-6)}`;
      await page.goto('/myhome');
      await new Shell(page).openMenuItem('기능 설정', 'OKR 기간·정렬');
      await expect(page).toHaveURL(/\/objectivetree\/management$/);
      await expect(page.getByRole('heading', { name: 'OKR 기간·정렬', level: 1 })).toBeVisible();

      await page.getByRole('button', { name: '기간 추가' }).click();
      await expect(await fillYear(page, code, year)).toBeHidden();
      const row = page.locator('tr', { has: page.locator(`[data-period-code="${code}"]`) });
      await expect(row).toContainText(`${year}-01-01 ~ ${year}-12-31`);
      await expect(row.locator('[data-status]')).toHaveText('계획');

      // The same year again under another code: the api's overlap message on the start date.
      await page.getByRole('button', { name: '기간 추가' }).click();
      const again = await fillYear(page, `${code}B`.slice(0, 20), year);
      await expect(again.locator('.ant-form-item-explain-error', { hasText: `같은 유형의 다른 기간(${code})과 날짜가 겹칩니다.` })).toBeVisible();
      await again.getByRole('button', { name: /^취\s*소$/ }).click();
      await page.getByRole('dialog').filter({ hasText: '작성 중인 내용이 있습니다' }).getByRole('button', { name: /^닫\s*기$/ }).click();
      await expect(again).toBeHidden();

      await move(page, code, '시작', '진행');
      await expect(row.locator('[data-status]')).toHaveText('진행');
      await move(page, code, '리뷰 시작', '리뷰');
      await expect(row.locator('[data-status]')).toHaveText('리뷰');
      expect(await move(page, code, '마감', '마감')).toContain('목표·핵심결과·점수가 동결됩니다');
      await expect(row.locator('[data-status]')).toHaveText('마감');
      await expect(row.getByRole('button', { name: `${code} 수정` })).toBeDisabled();
    });
  });

  test('dev (no OKR_MANAGEMENT) has no menu entry, and the address logs them out with the abnormal-access message', async ({ page }) => {
    await new LoginPage(page).signInFresh('dev');
    // The okr remote's pages are in the menu (its routes have loaded), this one not among them.
    await expect(page.getByRole('menuitem', { name: '목표 트리' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'OKR 기간·정렬' })).toHaveCount(0);
    await page.goto('/objectivetree/management');
    await expect(new Shell(page).toast(GUARD_MESSAGES.notAllowed)).toBeVisible();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'OKR 기간·정렬' })).toHaveCount(0);
  });
});
