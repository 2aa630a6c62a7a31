import { expect, test } from '@playwright/test';
import { LoginPage } from '../../pages/LoginPage';

test('profile first visit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await new LoginPage(page).signIn('admin');
  await expect(page).toHaveURL('/myhome');
  await page.waitForFunction(() => performance.getEntriesByName('dure:pages-prefetched').length > 0, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  for (const [group, item, path] of [['CRM', '고객사', '/customer'], ['CRM', '영업활동', '/crm'], ['CRM', '고객사', '/customer'], ['CRM', '계약', '/contract']]) {
    const menuItem = page.getByRole('menuitem', { name: item, exact: true });
    if (!(await menuItem.isVisible())) await page.getByRole('menuitem', { name: new RegExp(` ${group}$`) }).click();
    await page.waitForTimeout(300);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const t0 = await page.evaluate(() => { performance.clearResourceTimings(); const t = performance.now(); (window as any).t0 = t; return t; });
    await menuItem.locator('a').click();
    await page.waitForFunction(() => document.querySelector('main .ant-table-tbody tr[data-row-key]') || document.querySelector('main [data-rbd-draggable-id], main article'), null, { polling: 'raf' });
    const t1 = await page.evaluate(() => performance.now());
    const { profile } = await cdp.send('Profiler.stop');
    const res = await page.evaluate((t0) => performance.getEntriesByType('resource').map((e: any) => `${Math.round(e.startTime - t0)}→${Math.round(e.responseEnd - t0)} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)}`), t0);
    console.log(`\n=== ${path}: ${Math.round(t1 - t0)} ms to first row`);
    console.log(res.join('\n'));
    const self = new Map<string, number>();
    const dt = profile.timeDeltas!;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const counts = new Map<number, number>();
    profile.samples!.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
    for (const [id, us] of counts) {
      const n = byId.get(id)!;
      const f = n.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber}`;
      self.set(key, (self.get(key) ?? 0) + us);
    }
    const byFile = new Map<string, number>();
    for (const [k, us] of self) { const file = k.split(' ')[1]!.split(':')[0]!; byFile.set(file, (byFile.get(file) ?? 0) + us); }
    if (0) console.log([...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, us]) => `${(us / 1000).toFixed(1)}ms ${k}`).join('\n'));
    console.log('--');
    if (0) console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, us]) => `${(us / 1000).toFixed(1)}ms ${k}`).join('\n'));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const chains = new Map<string, number>();
    for (const [id, us] of counts) {
      const n = byId.get(id)!;
      if (!['getBoundingClientRect', 'get scrollWidth', 'get scrollLeft', 'focus', 'get offsetWidth', 'get offsetHeight', 'getComputedStyle'].includes(n.callFrame.functionName)) continue;
      const chain: string[] = [n.callFrame.functionName];
      let p = parent.get(id);
      for (let i = 0; i < 7 && p; i++) { const f = byId.get(p)!.callFrame; chain.push(`${f.functionName || '(anon)'}@${f.url.replace(/^.*\//, '')}:${f.lineNumber}:${f.columnNumber}`); p = parent.get(p); }
      const key = chain.join(' < ');
      chains.set(key, (chains.get(key) ?? 0) + us);
    }
    console.log('-- forced layout callers');
    if (0) console.log([...chains].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, us]) => `${(us / 1000).toFixed(1)}ms ${k}`).join('\n'));
    await cdp.detach();
    await page.goto('/myhome');
    await page.waitForTimeout(1500);
  }
});
