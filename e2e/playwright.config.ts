import { defineConfig } from '@playwright/test';
import { CONTEXT_OPTIONS, E2E, E2E_APPS } from './support/env';

const node = process.execPath;

const slow = Number(process.env.E2E_SLOW ?? 1) || 1;

export default defineConfig({
  testDir: './specs',
  // Two browsers at once (measured faster than one and than three on the 2-core machine); the
  // files of a project are shared out between them, each file's tests in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  // One project per remote (`npm test -- --remote crm` runs one), ordered so that no journey runs
  // beside another that moves the figures it compares.
  projects: [
    // The day of a salesperson reads the CRM dashboards before and after its own deals: no other CRM journey meanwhile.
    // Listed first so one worker starts it at once while the other takes the shell and admin journeys.
    { name: 'crm-journey', testDir: './specs/crm', testMatch: 'journey.spec.ts' },
    { name: 'shell', testDir: './specs/shell', grepInvert: /@exclusive/ },
    { name: 'admin', testDir: './specs/admin', grepInvert: /@exclusive/ },
    { name: 'crm', testDir: './specs/crm', testIgnore: 'journey.spec.ts', grepInvert: /@exclusive/, dependencies: ['crm-journey'] },
    { name: 'okr', testDir: './specs/okr', grepInvert: /@exclusive/ },
    { name: 'cost', testDir: './specs/cost', grepInvert: /@exclusive/ },
    // Last and alone: redeploying a remote under other tests, and timing first visits on a quiet machine.
    { name: 'exclusive', testDir: './specs', grep: /@exclusive/, workers: 1, dependencies: ['shell', 'admin', 'crm', 'okr', 'cost'] },
  ],
  retries: process.env.CI ? 1 : 0,
  // E2E_SLOW multiplies waits on a machine busy with other work (the defaults suit an idle 2-core CI box).
  timeout: 60_000 * slow,
  // CI shares its machine: there a first visit in a fresh browser context (the remote's chunks not yet cached) was
  // seen to take over 10 s while the accessibility walk ran beside it.
  expect: { timeout: (process.env.CI ? 15_000 : 10_000) * slow },
  // The JSON file lets `npm test` repeat each failure's first lines at the very end of its output.
  reporter: [['list'], ['json', { outputFile: '.run/results.json' }]],
  use: {
    ...CONTEXT_OPTIONS,
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs a core's worth of DOM snapshots; a failure is traced on its retry.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `${node} support/start-api.mjs ${E2E.apiPort} ${E2E.hostPort}`,
      url: `http://localhost:${E2E.apiPort}/dure.crm/health`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    // One static server per app of apps.json, on its e2e port.
    ...E2E_APPS.map((app) => ({
      command: `${node} support/serve-app.mjs ${app.name} ${E2E.apiPort}`,
      url: `${app.url}/${app.kind === 'host' ? 'index.html' : 'mf-manifest.json'}`,
      timeout: 30_000,
      reuseExistingServer: false,
    })),
  ],
});
