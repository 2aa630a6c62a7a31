import { expect, openHome, test } from '../../support/fixtures';
import { CONTEXT_OPTIONS } from '../../support/env';

test.describe('threads (DOMAIN §5 Thread)', () => {
  test.use({ signedInAs: 'sales' });

  test('an employee posts a thread mentioning a colleague, who is notified and opens it from the drawer', async ({ page, browser, sessionOf }) => {
    // Two people's sessions, a rich-text post and the notification drawer: a journey, not a single check.
    test.setTimeout(120_000);
    const title = `E2E 멘션 확인 ${Date.now()}`;
    await page.goto('/threads');
    await expect(page.getByRole('heading', { name: '스레드', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '새 스레드' }).click();
    const form = page.getByRole('dialog', { name: '새 스레드' });
    await form.getByLabel('제목').fill(title);
    const editor = form.getByRole('textbox', { name: '내용' });
    await editor.click();
    await editor.pressSequentially('검토 부탁드립니다 @dev');
    // The mention list of the staff directory: 정다은 is the demo user `dev`.
    const suggestion = page.locator('.ql-mention-list-item').filter({ hasText: /^정다은/ }).first();
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(editor.locator('.mention')).toHaveCount(1);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/api/thread'));
    await form.getByRole('button', { name: /등\s*록/ }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();

    const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: await sessionOf('dev') });
    const devPage = await context.newPage();
    try {
      await openHome(devPage);
      await devPage.getByTestId('notification-bell').click();
      const drawer = devPage.getByRole('dialog', { name: '알림' });
      const note = drawer.getByRole('listitem').filter({ hasText: '스레드에서 언급되었습니다' }).filter({ hasText: title }).first();
      await expect(note).toBeVisible();
      await note.click();
      await expect(devPage).toHaveURL(/\/threads\?threadId=\d+/);
      await expect(devPage.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(devPage.getByText('검토 부탁드립니다')).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
