import { expect, test } from '../../support/fixtures';
import { expectFits, tableFit } from '../../support/listFit';
import { openInApp } from '../../support/navigate';

/** The default columns of each crm list: what a 1440 px screen shows without scrolling sideways (issue 15). */
const LISTS = [
  { path: '/taxinvoice', heading: '세금계산서', columns: ['관리번호', '작성일자', '구분', '거래처', '합계', '상태', '승인번호', '담당자'] },
  { path: '/lead', heading: '리드', columns: ['리드번호', '리드명', '고객사', '단계', '확률', '예상금액', '예상 계약일', '담당자'] },
  { path: '/customer', heading: '고객사', columns: ['고객번호', '고객사명', '유형', '사업자번호', '등급', '상태', '담당자', '소유부서'] },
  { path: '/contract', heading: '계약', columns: ['계약번호', '계약명', '고객사', '상태', '계약일', '종료일', '원화공급가', '담당자'] },
  { path: '/crm', heading: '영업활동', columns: ['일시', '유형', '제목', '고객사', '상태', '결과', '다음 액션', '영업 담당'] },
  { path: '/sales/order', heading: '수주', columns: ['수주번호', '수주일', '고객사', '상태', '합계', '진행률', '납기 요청일', '담당자'] },
];

test.describe('crm lists fit the screen (issue 15)', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 1440, height: 900 } });

  test('every default column of each list shows at 1440 px without a horizontal scroll', async ({ page }) => {
    // One walk inside the running shell (a reload per list would pay for the shell and the remote each time).
    await page.goto(LISTS[0]!.path);
    for (const list of LISTS) {
      await test.step(list.heading, async () => {
        await openInApp(page, list.path);
        await expect(page.getByRole('heading', { name: list.heading, exact: true })).toBeVisible();
        await expect(page.getByText(/총 [\d,]+(건|곳)/).first()).toBeVisible();
        expectFits(list.path, await tableFit(page, list.columns));
      });
    }
  });

  test('세금계산서 keeps its advanced filters under 상세 조건, opened by a link that sets one', async ({ page }) => {
    await page.goto('/taxinvoice');
    const toggle = page.getByRole('button', { name: /상세 조건/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: '지연만' })).toBeHidden();
    await toggle.click();
    // The click changes the address, and the list reads its state back from it.
    await page.getByRole('checkbox', { name: '지연만' }).click();
    await expect(page).toHaveURL(/lateYn=Y/);
    await expect(page.locator('.ant-badge', { has: page.getByRole('button', { name: /상세 조건/ }) })).toContainText('1');
    await page.reload();
    await expect(page.getByRole('button', { name: /상세 조건/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('checkbox', { name: '지연만' })).toBeChecked();
  });
});

test.describe('crm lists on a phone (issue 15)', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 } });

  test('세금계산서 shows its rows as cards and its filters in a drawer', async ({ page }) => {
    await page.goto('/taxinvoice');
    await expect(page.getByRole('heading', { name: '세금계산서', exact: true })).toBeVisible();
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('거래처');
    await expect(card).toContainText('합계');
    await expect(page.getByRole('columnheader')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: '매출·매입' })).toBeHidden();
    await page.getByRole('button', { name: '필터' }).click();
    const drawer = page.getByRole('dialog', { name: '필터' });
    await expect(drawer.getByRole('combobox', { name: '매출·매입' })).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: '지연만' })).toBeVisible();
    await drawer.getByRole('checkbox', { name: '지연만' }).check();
    await expect(page).not.toHaveURL(/lateYn=Y/);
    await drawer.getByRole('button', { name: '적용' }).click();
    await expect(page).toHaveURL(/lateYn=Y/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: '필터 (1개 적용 중)' })).toBeVisible();
  });
});
