import { type Page, expect, test } from '@playwright/test';
import { LeadPages } from '../../pages/LeadPages';
import { LoginPage } from '../../pages/LoginPage';

/** The two sizes the screens are designed for: a desktop window and a phone. */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Screen = { name: string; open: (page: Page) => Promise<void> };

/** Waits until nothing on screen is still loading, so a screenshot shows the screen as a user sees it settled. */
async function settled(page: Page) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

let customerPath = '';

const SIGNED_IN_SCREENS: readonly Screen[] = [
  {
    name: 'customer-list',
    open: async (page) => {
      await page.goto('/customer');
      await expect(page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
      const firstRow = page.locator('main .ant-table-tbody tr[data-row-key]').first();
      await expect(firstRow).toBeVisible();
      customerPath ||= `/customer/${await firstRow.getAttribute('data-row-key')}`;
    },
  },
  {
    name: 'customer-detail',
    open: async (page) => {
      await page.goto(customerPath);
      await expect(page.locator('main h1').first()).toBeVisible();
    },
  },
  {
    name: 'lead-kanban',
    open: async (page) => {
      await page.goto('/lead?view=kanban');
      await expect(new LeadPages(page).column('신규')).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'lead-dashboard',
    open: async (page) => {
      await page.goto('/dashboard/lead');
      await expect(page.getByRole('heading', { name: '리드 대시보드' })).toBeVisible();
      await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    },
  },
];

/**
 * Screenshots of the main kinds of screen at both sizes, attached to the test's results (the HTML
 * report and test-results show them) for a look at the layout; one sign-in, one page for all.
 */
test('screenshots: login, a list, a detail page, the lead kanban and a dashboard at 1440×900 and 390×844', async ({ page }, testInfo) => {
  const shoot = async (name: string) => {
    await settled(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await settled(page);
      await testInfo.attach(`${name}-${viewport.name}-${viewport.width}x${viewport.height}`, { body: await page.screenshot({ animations: 'disabled' }), contentType: 'image/png' });
    }
  };

  const login = new LoginPage(page);
  await login.goto();
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await shoot('login');

  // The super user: every screen below is in its menu.
  await login.signIn('admin');
  await expect(page.getByRole('heading', { name: /님, 안녕하세요$/ })).toBeVisible();
  for (const screen of SIGNED_IN_SCREENS) {
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    await screen.open(page);
    await shoot(screen.name);
  }
  expect(testInfo.attachments.filter((a) => a.contentType === 'image/png')).toHaveLength((SIGNED_IN_SCREENS.length + 1) * VIEWPORTS.length);
});
