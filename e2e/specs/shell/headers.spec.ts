import { API_URL, E2E_APPS } from '../../support/env';
import { expect, test } from '../../support/fixtures';

test.describe('security headers', () => {
  test.use({ signedInAs: 'admin' });

  test('a deep link answers the page revalidated on every load, under a CSP that blocks nothing the app loads', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const response = await page.goto('/customer');
    const headers = response!.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'].split('; ');
    // Every remote of apps.json, in its order: the host loads their code and nothing else's.
    const remotes = E2E_APPS.filter((app) => app.kind === 'remote').map((app) => app.url).join(' ');
    expect(csp).toContain(`script-src 'self' ${remotes}`);
    expect(csp.find((d) => d.startsWith('connect-src'))).toContain(new URL(API_URL).origin);
    expect(csp).toEqual(expect.arrayContaining(["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]));

    // A crm page, then an admin page: scripts, styles and data from both remotes and the api, all allowed.
    await expect(page.getByRole('heading', { name: '고객사', exact: true })).toBeVisible();
    await page.goto('/department');
    await expect(page.getByRole('tree', { name: '조직도' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
