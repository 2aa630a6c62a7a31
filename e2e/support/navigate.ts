import { type Page, expect } from '@playwright/test';

/** Pages are opened up to their HTML; a walk then waits for the page's own h1 and data, not for every font and image. */
export const OPEN = { waitUntil: 'domcontentloaded', timeout: 60_000 } as const;

/**
 * Opens an address the way a user moves between pages: inside the running shell (the router follows the history), so
 * a walk over many pages pays for each page and not for a reload of the shell and its remotes. The page is ready when
 * a level-1 heading that was not on the page before is the only one; a page that keeps its heading's element (two
 * routes on one screen) is loaded afresh instead.
 */
export async function openInApp(page: Page, address: string) {
  const here = new URL(page.url());
  if (`${here.pathname}${here.search}` === address) return;
  await page.evaluate((to) => {
    for (const h1 of document.querySelectorAll('h1')) h1.setAttribute('data-seen', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
  const fresh = page.locator('h1:not([data-seen])');
  const settled = await expect(fresh)
    .toHaveCount(1, { timeout: 30_000 })
    .then(() => expect(page.locator('h1[data-seen]')).toHaveCount(0, { timeout: 5_000 }))
    .then(() => true)
    .catch(() => false);
  if (!settled) {
    await page.goto(address, OPEN);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, { timeout: 30_000 });
  }
}
