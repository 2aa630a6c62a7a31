import { GUARD_MESSAGES } from '../../../shared/src/messages';
import { LoginPage } from '../../pages/LoginPage';
import { Shell } from '../../pages/Shell';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/select';

test.describe('시장 세그먼트 (/segment)', () => {
  test.describe('a strategy admin', () => {
    // ceo: BUSINESS_STRATEGY_ADMIN, which holds MARKETSEGMENT_ADMIN.
    test.use({ signedInAs: 'ceo' });

    test('creates a segment under a market, finds it in the tree, opens it and edits it', async ({ page }) => {
      const run = Date.now().toString(36).slice(-5).toUpperCase();
      const code = `MFG-E2E${run}`;
      const name = `E2E 세그먼트 ${run}`;

      await page.goto('/myhome');
      await new Shell(page).openMenuItem('OKR', '시장 세그먼트');
      await expect(page).toHaveURL('/segment');
      await expect(page.getByRole('heading', { name: '시장 세그먼트', level: 1 })).toBeVisible();
      // The tree: the seeded market 제조 with its segments right after it.
      await expect(page.getByRole('row').filter({ hasText: 'MFG-SMART' })).toContainText('└');

      await page.getByRole('button', { name: /신규 등록/ }).click();
      const form = page.getByRole('dialog', { name: '시장 세그먼트 등록' });
      await expect(form).toBeVisible();
      await form.getByLabel('코드', { exact: true }).fill(code.toLowerCase());
      await form.getByLabel('이름').fill(name);
      await chooseOption(page, form.getByRole('combobox', { name: '상위 시장' }), '제조 (MFG)', { search: '제조' });
      await form.getByLabel('TAM(원)').fill('1000000000');
      await form.getByLabel('SAM(원)').fill('2000000000');
      await form.getByRole('button', { name: /^등\s*록$/ }).click();
      // The api's rule, on its field, in Korean; the form stays open with what was typed.
      await expect(form.locator('.ant-form-item-explain-error', { hasText: 'SAM은 TAM보다 클 수 없습니다.' })).toBeVisible();
      await form.getByLabel('SAM(원)').fill('400000000');
      await form.getByRole('button', { name: /^등\s*록$/ }).click();
      await expect(form).toBeHidden();

      // The new segment's page opens.
      await expect(page).toHaveURL(/\/segment\/\d+$/);
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
      const url = page.url();
      await expect(page.locator('.ant-descriptions-row').filter({ hasText: '상위 시장' })).toContainText('제조');
      await expect(page.locator('.ant-descriptions-row').filter({ hasText: 'SAM' }).first()).toContainText('400,000,000원');

      // In the list, under its market, found by its code.
      await page.goto(`/segment?keyword=${encodeURIComponent(code)}`);
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('└');
      await expect(row).toContainText(name);
      await row.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);

      await page.getByRole('button', { name: /수\s*정/ }).click();
      const edit = page.getByRole('dialog', { name: `${name} 수정` });
      await expect(edit).toBeVisible();
      await edit.getByLabel('이름').fill(`${name} 수정됨`);
      await chooseOption(page, edit.getByRole('combobox', { name: '우선순위' }), '핵심');
      await edit.getByRole('button', { name: /^저\s*장$/ }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByRole('heading', { name: `${name} 수정됨`, exact: true })).toBeVisible();
      await expect(page.locator('.ant-descriptions-row').filter({ hasText: '우선순위' })).toContainText('핵심');
    });
  });

  test('a user without MARKETSEGMENT_READ has no menu item and is refused the page', async ({ page }) => {
    // A fresh sign-in: the refusal ends the session, and a stored one is shared with other tests.
    await new LoginPage(page).signInFresh('dev');
    await expect(page.getByRole('menuitem', { name: '시장 세그먼트' })).toHaveCount(0);
    await page.goto('/segment');
    await expect(new Shell(page).toast(GUARD_MESSAGES.notAllowed)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });
});
