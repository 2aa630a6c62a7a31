import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page, test as base, expect } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { API_URL, CONTEXT_OPTIONS, E2E } from './env';

/** Where a demo user's signed-in browser state is kept for the run (start-api.mjs empties it with the database). */
export const SESSION_DIR = path.join(E2E.runDir, 'sessions');

type Options = {
  /** The demo user whose stored session the test's browser starts with; null: signed out. */
  signedInAs: string | null;
};

/**
 * `test` with `signedInAs`: a test that is not about signing in starts already signed in, from a
 * browser state saved after one real sign-in through the form per user and run. Tests about the
 * session itself (login, logout, token refresh, revocation) sign in fresh instead: they change or
 * end the session, and a shared one must stay valid for every other test.
 */
export const test = base.extend<Options, { sessionOf: (username: string) => Promise<string> }>({
  signedInAs: [null, { option: true }],
  sessionOf: [
    async ({ browser }, use) => {
      await use(async (username) => {
        const file = path.join(SESSION_DIR, `${username}.json`);
        if (existsSync(file)) return file;
        mkdirSync(SESSION_DIR, { recursive: true });
        // An empty state stated outright: a context opened inside a test otherwise inherits that test's `use` options, its signed-in state too.
        const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: { cookies: [], origins: [] } });
        await new LoginPage(await context.newPage()).signInFresh(username);
        // Written whole, then renamed: a worker reading it meanwhile sees no file or the finished one.
        const partial = `${file}.${process.pid}`;
        await context.storageState({ path: partial });
        renameSync(partial, file);
        await context.close();
        return file;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedInAs, storageState, sessionOf, playwright }, use) => {
    if (!signedInAs) return use(storageState);
    const file = await sessionOf(signedInAs);
    await use(file);
    // A test that logs out, or is refused a page (the guard then logs out), ends the stored session every later test
    // of that user starts with: it fails here, named, instead of those tests failing at their sign-in much later.
    const api = await playwright.request.newContext();
    try {
      const me = await api.get(`${API_URL}/api/user/me`, { headers: { Authorization: `Bearer ${storedItem<string>(file, 'access_token') ?? ''}` } });
      expect(me.status(), `this test ended the stored session of ${signedInAs} that other tests share: sign in fresh instead (LoginPage.signInFresh)`).not.toBe(401);
    } finally {
      await api.dispose();
    }
  },
});

export { expect };

/** An item of local storage in a saved browser state, parsed (the session atoms store JSON), or null. */
export function storedItem<T>(stateFile: string, name: string): T | null {
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as { origins: { localStorage: { name: string; value: string }[] }[] };
  const item = state.origins.flatMap((o) => o.localStorage).find((i) => i.name === name);
  return item ? (JSON.parse(item.value) as T) : null;
}

/** Opens the start page of a test signed in through `signedInAs`, where a fresh sign-in would have left it. */
export async function openHome(page: Page) {
  await page.goto('/myhome');
  await expect(page.getByRole('heading', { name: /님, 안녕하세요$/ })).toBeVisible();
}

/**
 * A page in a browser context of its own, signed in from a demo user's stored session (`sessionOf`): for a test with
 * several people at once, where signing in is not what it tests. Close the context at the test's end.
 */
export async function pageSignedIn(browser: Browser, stateFile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...CONTEXT_OPTIONS, storageState: stateFile });
  return { context, page: await context.newPage() };
}
