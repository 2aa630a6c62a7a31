import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Picks an option of one antd Select, looking only inside that select's own dropdown
 * (a dropdown still fading out from the previous select must never take the click).
 * A multiple select is closed afterwards with Escape sent to its own input, so nothing
 * else on the page (a modal) receives it.
 */
export async function chooseOption(page: Page, combobox: Locator, text: string | RegExp, options: { search?: string; multiple?: boolean } = {}): Promise<void> {
  // The select itself, as a person clicks it: a value already chosen covers the combobox input.
  await combobox.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]').click();
  if (options.search !== undefined) await combobox.fill(options.search);
  const listId = await combobox.getAttribute('aria-controls');
  if (!listId) throw new Error('the select has no dropdown list id (aria-controls)');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first().click();
  if (options.multiple) {
    await combobox.press('Escape');
  }
  await expect(dropdown).toBeHidden();
}
