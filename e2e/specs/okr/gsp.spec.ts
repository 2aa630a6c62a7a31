import type { Locator, Page } from '@playwright/test';
import { apiToken, bearer } from '../../support/api';
import { API_URL } from '../../support/env';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/select';

/** The seeded vision (api/src/db/seed/okr/gsp.ts) and one of the seeded company goals (api/src/db/seed/okr/goals.ts). */
const VISION = '고객의 디지털 전환을 이끄는 최고의 파트너';
const COMPANY_GOAL = '전사 매출 20% 성장';

const treeItem = (page: Page, text: string) => page.getByRole('treeitem').filter({ hasText: text });
/** The n-th tree row after `item` (antd lays a tree out as one flat list of rows, children right after their parent). */
const rowAfter = (item: Locator, n: number) => item.locator(`xpath=following-sibling::*[@role="treeitem"][${n}]`);

async function openTree(page: Page) {
  await page.goto('/gsp/tree');
  await expect(page.getByRole('heading', { name: 'GSP 트리', level: 1 })).toBeVisible();
  await expect(treeItem(page, VISION)).toBeVisible();
}

test.describe('GSP 트리 (/gsp/tree)', () => {
  test.describe('a strategy administrator', () => {
    // ceo: the demo's only BUSINESS_STRATEGY_ADMIN.
    test.use({ signedInAs: 'ceo' });

    test('adds a theme and a strategy under the vision, links a company goal, and sees the goal and its key results as leaves', async ({ page, request }) => {
      const run = Date.now().toString(36);
      const theme = `E2E 테마 ${run}`;
      const strategy = `E2E 전략 ${run}`;
      await openTree(page);

      await treeItem(page, VISION).getByRole('button', { name: '테마 추가' }).click();
      const themeForm = page.getByRole('dialog', { name: `테마 추가 — '${VISION}' 아래` });
      await themeForm.getByLabel('제목').fill(theme);
      await themeForm.getByRole('button', { name: /^저\s*장$/ }).click();
      await expect(themeForm).toBeHidden();
      await expect(page.getByText(`'${theme}' 테마를 저장했습니다.`)).toBeVisible();

      await treeItem(page, theme).getByRole('button', { name: '전략 추가' }).click();
      const strategyForm = page.getByRole('dialog', { name: `전략 추가 — '${theme}' 아래` });
      await strategyForm.getByLabel('제목').fill(strategy);
      await chooseOption(page, strategyForm.getByRole('combobox', { name: '연결할 전사 목표' }), COMPANY_GOAL, { search: '매출', multiple: true });
      await strategyForm.getByRole('button', { name: /^저\s*장$/ }).click();
      await expect(strategyForm).toBeHidden();

      // Right under the new theme: the strategy, the linked goal, then each of the goal's key results.
      const themeRow = treeItem(page, theme);
      await expect(rowAfter(themeRow, 1)).toContainText(strategy);
      const strategyRow = treeItem(page, strategy);
      await expect(rowAfter(strategyRow, 1)).toContainText(`전사 목표${COMPANY_GOAL}`);
      const tree = (await (await request.get(`${API_URL}/api/gsp/tree`, { headers: bearer(await apiToken(request, 'ceo')) })).json()).result as {
        nodes: { title: string; goals: { title: string; keyResults: { title: string }[] }[] }[];
      };
      const keyResults = tree.nodes.find((n) => n.title === strategy)!.goals[0].keyResults.map((k) => k.title);
      expect(keyResults.length).toBeGreaterThan(0);
      for (const [i, title] of keyResults.entries()) await expect(rowAfter(strategyRow, 2 + i)).toContainText(`KR${title}`);
    });
  });

  test.describe('a staff member', () => {
    test.use({ signedInAs: 'dev' });

    test('reads the tree with its goal and key-result leaves, without any editing control', async ({ page }) => {
      await openTree(page);
      await expect(treeItem(page, '제조 세그먼트 집중 공략')).toBeVisible();
      await expect(page.getByRole('treeitem').filter({ hasText: '전사 목표' }).first()).toBeVisible();
      await expect(page.getByRole('treeitem').filter({ hasText: /^KR/ }).first()).toBeVisible();
      for (const name of ['비전 추가', '테마 추가', '전략 추가', '편집', '삭제']) await expect(page.getByRole('button', { name })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /위로$|아래로$/ })).toHaveCount(0);
    });
  });
});
