import { type Page, expect } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/login${query}`);
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('아이디').fill(username);
    await this.page.getByLabel('비밀번호').fill(password);
    await this.page.getByRole('button', { name: '로그인' }).click();
  }

  /** Signs in from the login page and waits until the start page has passed the guard and shows. */
  async signInFresh(username: string) {
    await this.goto();
    await this.signIn(username);
    await expect(this.page).toHaveURL(/\/myhome$/);
    await expect(this.page.getByRole('heading', { name: /님, 안녕하세요$/ })).toBeVisible();
  }
}

export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('user_info'),
    authorities: localStorage.getItem('authorities'),
  }));

/** The raw access token (the atoms store JSON strings). */
export const accessToken = async (page: Page) => JSON.parse((await storedSession(page)).access ?? 'null') as string | null;
