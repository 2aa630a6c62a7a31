import { type Page, expect } from '@playwright/test';

export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('menu').first();
  }

  /** Opens a page from the menu; its group is opened first when the user left it closed. */
  async openMenuItem(group: string, item: string) {
    await this.openMenuGroup(group);
    // The menu may still shift once every remote's pages are known: a click that landed beside the link is made again.
    const from = this.page.url();
    const link = this.page.getByRole('menuitem', { name: item }).getByRole('link');
    await expect(async () => {
      if (this.page.url() === from) await link.click();
      expect(this.page.url()).not.toBe(from);
    }).toPass({ timeout: 15_000 });
  }

  /** Groups start open and stay as the user leaves them: opens the group only when it is closed. */
  async openMenuGroup(group: string) {
    // The group's own title (it opens a submenu), not an item whose name contains the group's (OKR 기간·정렬 in OKR).
    const title = this.page.getByRole('menuitem', { name: group }).and(this.page.locator('[aria-haspopup="true"]'));
    if ((await title.getAttribute('aria-expanded')) === 'false') await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
  }

  async signOut() {
    await this.page.getByRole('button', { name: /사용자 메뉴$/ }).click();
    await this.page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  /** The sonner toast with the given text. */
  toast(text: string) {
    return this.page.locator('[data-sonner-toast]', { hasText: text });
  }
}
