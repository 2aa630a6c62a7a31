import { type Page, expect } from '@playwright/test';
import { chooseOption } from '../support/select';

/** The 영업활동 screens: list, form and detail. */
export class CrmActivity {
  constructor(private readonly page: Page) {}

  /** Picks in a select of the open form (the list behind it has filters of the same names). */
  async pick(name: string, text: string | RegExp, options: { search?: string; multiple?: boolean } = {}) {
    await chooseOption(this.page, this.form().getByRole('combobox', { name, exact: true }), text, options);
  }

  /** Types a date-time into an antd DatePicker (`YYYY-MM-DD HH:mm`) and confirms it. */
  async setDateTime(name: string, value: string) {
    const input = this.form().getByRole('textbox', { name, exact: true });
    await input.click();
    await input.fill(value);
    await input.press('Enter');
    await expect(input).toHaveValue(value);
  }

  form() {
    return this.page.getByRole('dialog', { name: /영업활동 등록|후속 활동 등록|영업활동 수정/ });
  }

  async typeContent(text: string) {
    const editor = this.form().locator('.ql-editor[aria-label="내용"]');
    await editor.click();
    await this.page.keyboard.type(text);
  }
}
