import { expect, test } from '../../support/fixtures';

test.describe('GMP 트리 (/gmp/tree)', () => {
  // ceo: BUSINESS_STRATEGY_ADMIN, which holds GMP_ADMIN (no other demo user has a GMP role).
  test.use({ signedInAs: 'ceo' });

  test('a GMP reader sees a seeded segment’s plan with its initiatives and actions, and the flagged plan’s warning', async ({ page }) => {
    await page.goto('/gmp/tree');
    await expect(page.getByRole('heading', { name: 'GMP 트리', level: 1 })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'GMP 트리' });
    // The first segment is shown until another is picked: its plan, two initiatives and four actions, all open.
    await expect(tree.locator('[data-testid^="gmp-node-"]')).toHaveCount(7);
    await expect(tree.getByText('대표 고객 레퍼런스 확보')).toBeVisible();
    await expect(tree.getByText('도입 사례집 제작')).toBeVisible();

    // The demo's second segment aims above its sales plan: the tree says so.
    const segment = page.getByRole('combobox', { name: '세그먼트' });
    // The chosen segment's label lies over the (non-searchable) input: the click goes through it, as a user's does.
    await segment.click({ force: true });
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.nth(1).click();
    await expect(page).toHaveURL(/segmentId=\d+/);
    await expect(page.getByRole('alert').filter({ hasText: '목표 매출이 세그먼트 매출 계획 합계와 다른 계획이 있습니다' })).toBeVisible();
    await expect(tree.getByText('매출 계획과 다름')).toBeVisible();
  });
});
