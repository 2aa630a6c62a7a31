import { type Page, expect } from '@playwright/test';

export class Shell {
  constructor(private readonly page: Page) {}

  menu() {
    return this.page.getByRole('menu').first();
  }

  async openMenuItem(group: string, item: string) {
    await this.page.getByRole('menuitem', { name: group }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async signOut() {
    await this.page.getByRole('button', { name: '사용자 메뉴' }).click();
    await this.page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  /** The sonner toast with the given text. */
  toast(text: string) {
    return this.page.locator('[data-sonner-toast]', { hasText: text });
  }
}
