import { type Page, expect } from '@playwright/test';

export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('menu').first();
  }

  /** Opens a page from the menu; its group is opened first when the user left it closed. */
  async openMenuItem(group: string, item: string) {
    await this.openMenuGroup(group);
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Groups start open and stay as the user leaves them: opens the group only when it is closed. */
  async openMenuGroup(group: string) {
    const title = this.page.getByRole('menuitem', { name: group });
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
