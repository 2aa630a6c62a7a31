import { expect, test } from '../../support/fixtures';
import { expectFits, tableFit } from '../../support/listFit';
import { openInApp } from '../../support/navigate';

/** The admin lists: every column they show by default fits a 1440 px screen without scrolling sideways (issue 15). */
const LISTS: { path: string; heading: string; tab?: string }[] = [
  { path: '/userhr/info/admin', heading: '인사 정보' },
  // Three authority screens are tabs of one page, 권한 관리.
  { path: '/auth/user', heading: '권한 관리', tab: '사용자 권한' },
  { path: '/auth/code', heading: '권한 관리', tab: '권한 코드' },
  { path: '/auth/menu', heading: '권한 관리', tab: '메뉴 권한' },
  { path: '/auth/consistency', heading: '역할 정합성 점검' },
];

test.describe('admin lists fit the screen (issue 15)', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 900 } });

  test('every default column of each list shows at 1440 px without a horizontal scroll', async ({ page }) => {
    // One walk inside the running shell (a reload per list would pay for the shell and the remote each time).
    await page.goto(LISTS[0]!.path);
    for (const list of LISTS) {
      await test.step(list.tab ?? list.heading, async () => {
        await openInApp(page, list.path);
        await expect(page.getByRole('heading', { level: 1, name: list.heading, exact: true })).toBeVisible();
        if (list.tab) await expect(page.getByRole('tab', { name: list.tab, selected: true })).toBeVisible();
        await expect(page.locator('main .ant-table-tbody tr[data-row-key]').first()).toBeVisible();
        expectFits(list.path, await tableFit(page));
      });
    }
  });
});
