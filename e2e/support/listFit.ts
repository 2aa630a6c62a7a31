import { type Page, expect } from '@playwright/test';

/**
 * A list's table at the current window: its scroll box and, for each header (the named ones, else every
 * header shown), how far its right edge lies past the box's. A list fits when nothing lies past (issue 15).
 */
export async function tableFit(page: Page, columns?: readonly string[]) {
  const table = page.locator('main .ant-table-content, main .ant-table-body').first();
  await expect(table).toBeVisible();
  const headers = columns
    ? columns.map((name) => ({ name, header: page.getByRole('columnheader', { name: new RegExp(`^${name}`) }).first() }))
    : (await page.locator('main .ant-table-thead th').all()).map((header, i) => ({ name: String(i), header }));
  for (const { header } of headers) await expect(header).toBeVisible();
  const box = await table.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, right: el.getBoundingClientRect().right }));
  const past: Record<string, number> = {};
  for (const { name, header } of headers) {
    const rect = (await header.boundingBox())!;
    past[name] = Math.max(0, Math.round(rect.x + rect.width - box.right));
  }
  return { ...box, past };
}

/** Fails the test with the measurements when the table scrolls sideways or a header lies past its box (softly: a walk goes on to its next list). */
export function expectFits(path: string, measured: Awaited<ReturnType<typeof tableFit>>) {
  expect.soft(measured.scrollWidth, `${path}: ${JSON.stringify(measured)}`).toBeLessThanOrEqual(measured.clientWidth);
  expect.soft(measured.past, path).toEqual(Object.fromEntries(Object.keys(measured.past).map((c) => [c, 0])));
}
