import type { PageDef } from '@dure/shared';
import { SHARED_VERSION as sharedVersion } from '@dure/shared/remote';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerRemotes: jest.fn() }));

import { PAGES_PREFETCHED_MARK, prefetchPages } from '../prefetchPages';
import { registerDeployedRemotes } from '../remoteRegistry';

const page = (id: string, remote: string) => ({ id, remote, path: `/${id}` }) as unknown as PageDef;

it("warms the code and data modules of the user's pages on deployed remotes, a few at a time while the browser is idle, skipping host pages, undeployed remotes and failures", async () => {
  const loads: string[] = [];
  const route = (pageId: string, fails = false) => ({
    pageId,
    load: jest.fn(async () => {
      loads.push(pageId);
      if (fails) throw new Error('chunk failed');
      return { default: () => null };
    }),
    // The module a page's first data comes from: warmed, its query never asked for.
    data: jest.fn(async () => {
      loads.push(`${pageId} data`);
      return () => undefined;
    }),
  });
  loadRemote.mockImplementation(async (id: string) => (id === 'crm/routes' ? { routes: [route('CustomerPage', true), route('LeadPage')], sharedVersion } : { routes: [route('DepartmentPage')], sharedVersion }));
  registerDeployedRemotes({ crm: 'http://crm/mf-manifest.json', admin: 'http://admin/mf-manifest.json' });

  // jsdom has no User Timing.
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  prefetchPages([page('MyHome', 'host'), page('CustomerPage', 'crm'), page('GoalPage', 'okr'), page('LeadPage', 'crm'), page('DepartmentPage', 'admin'), page('Unserved', 'crm')]);

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(loads).toEqual(['CustomerPage', 'CustomerPage data', 'LeadPage', 'LeadPage data', 'DepartmentPage', 'DepartmentPage data']);
  // Once the queue is done (the failed and unserved pages count as tried), a mark says so.
  expect(mark.mock.calls).toEqual([[PAGES_PREFETCHED_MARK, { detail: { pages: 4 } }]]);
  expect(loadRemote.mock.calls.map(([id]) => id).sort()).toEqual(['admin/routes', 'crm/routes']);
});
