import { test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

test.use({ viewport: { width: 1440, height: 1000 } });
test('shots', async ({ page }) => {
  await new LoginPage(page).signInFresh('sales.lead');
  await page.goto('/lead');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/shot-list.png', fullPage: true });
  await page.goto('/lead?view=kanban');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/shot-kanban.png' });
  await page.locator('article[data-lead-id] a').first().click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/shot-detail.png', fullPage: true });
  await page.getByRole('button', { name: '수정' }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shot-form.png' });
  await page.goto('/lead/management?tab=inbound');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/shot-inbound.png', fullPage: true });
  await page.goto('/lead/management');
  await page.waitForTimeout(2000);
  await page.screenshot({ path: '/tmp/shot-stages.png', fullPage: true });
});
