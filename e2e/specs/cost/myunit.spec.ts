import { expect, test } from '../../support/fixtures';

/** 내 유닛 (/mypage/myunit): per-person week statuses for the unit's leader, the unit's totals and one's own row for a member. */
const membersTable = (page: import('@playwright/test').Page) => page.getByRole('table', { name: '구성원 주간 제출 현황' });
const STATUS = /^(미작성|작성 중|제출|승인|반려)$/;

test.describe('내 유닛 (/mypage/myunit)', () => {
  test.describe('the leader', () => {
    test.use({ signedInAs: 'pm' });

    test('sees every member of 사업1팀 with their week status, the unit’s figures and hours by project', async ({ page }) => {
      await page.goto('/mypage/myunit');
      await expect(page.getByRole('heading', { level: 1, name: '내 유닛 · 사업1팀' })).toBeVisible();
      const rows = membersTable(page).locator('tbody tr[data-row-key]');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(1);
      await expect(membersTable(page).getByText('최우진')).toBeVisible();
      await expect(rows.first().locator('.ant-tag').filter({ hasText: STATUS })).toBeVisible();
      await expect(page.getByText(/구성원별 현황은 부서장과/)).toHaveCount(0);
      // Last week by the address: the page follows it.
      await page.getByRole('button', { name: '이전 주' }).click();
      await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
      await expect(rows.first()).toBeVisible();
    });
  });

  test.describe('a member', () => {
    test.use({ signedInAs: 'dev' });

    test('sees the unit’s totals and only their own row', async ({ page }) => {
      await page.goto('/mypage/myunit');
      await expect(page.getByRole('heading', { level: 1, name: '내 유닛 · 연구개발팀' })).toBeVisible();
      await expect(page.getByText('구성원별 현황은 부서장과 업무일지 관리 권한자만 봅니다. 유닛 합계와 내 현황을 보여 드립니다.')).toBeVisible();
      const rows = membersTable(page).locator('tbody tr[data-row-key]');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('정다은');
      // The unit's own figures are there: more members than the one row shown.
      const members = page.locator('.ant-statistic').filter({ hasText: '구성원' }).locator('.ant-statistic-content-value');
      await expect(members).not.toHaveText('1');
      await expect(page.locator('.ant-statistic').filter({ hasText: '이번 주 유닛 시간' })).toBeVisible();
    });
  });
});
