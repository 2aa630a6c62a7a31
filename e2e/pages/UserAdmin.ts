import { type Page, expect } from '@playwright/test';

/** A 1×1 PNG: a real image for the profile photo. */
export const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** 인사 정보 screens of the admin remote. */
export class UserAdmin {
  constructor(private readonly page: Page) {}

  private select(label: string) {
    return this.page.getByRole('dialog').locator('.ant-select').filter({ has: this.page.getByRole('combobox', { name: new RegExp(`${label}$`) }) });
  }

  async openCreate() {
    await this.page.goto('/userhr/info/admin');
    await this.page.getByRole('button', { name: /사용자 등록/ }).click();
    await expect(this.page.getByRole('dialog', { name: '사용자 등록' })).toBeVisible();
  }

  async fillNewUser(fields: { username: string; name: string; email: string; dept: string; employeeNo: string }) {
    const dialog = this.page.getByRole('dialog', { name: '사용자 등록' });
    await dialog.getByLabel('아이디').fill(fields.username);
    await dialog.getByLabel('이름', { exact: true }).fill(fields.name);
    await dialog.getByLabel('이메일').fill(fields.email);
    await this.select('소속부서').click();
    await this.page.keyboard.type(fields.dept);
    await this.page.locator('.ant-select-tree').getByTitle(fields.dept, { exact: true }).first().click();
    await dialog.getByLabel('사번').fill(fields.employeeNo);
    await dialog.getByLabel('입사일').click();
    await dialog.getByLabel('입사일').fill('2026-11-02');
    await dialog.getByLabel('입사일').press('Enter');
  }

  async attachPhoto(name: string, buffer: Buffer, mimeType = 'image/png') {
    await this.page.getByRole('dialog').locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
  }

  async submitCreate() {
    await this.page.getByRole('dialog', { name: '사용자 등록' }).getByRole('button', { name: '등록' }).click();
  }

  /** Grants a role from the user's detail page. */
  async grant(code: string) {
    await this.page.getByRole('button', { name: /권한 부여/ }).click();
    const dialog = this.page.getByRole('dialog', { name: /권한 부여/ });
    await dialog.locator('.ant-select').filter({ has: this.page.getByRole('combobox', { name: /권한$/ }) }).click();
    await this.page.keyboard.type(code);
    await this.page.locator('.ant-select-item-option', { hasText: code }).first().click();
    await dialog.getByRole('button', { name: '부여' }).click();
    await expect(this.page.getByText('권한을 부여했습니다', { exact: false })).toBeVisible();
  }
}
