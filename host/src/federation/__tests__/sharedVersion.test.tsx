import { SHARED_VERSION } from '@dure/shared/remote';
import { render, screen } from '@testing-library/react';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id), registerRemotes: jest.fn() }));

import { SharedVersionNotice } from '../SharedVersionNotice';
import { loadRemoteRoutes, registerDeployedRemotes } from '../remoteRegistry';

const modules: Record<string, unknown> = {
  'crm/routes': { routes: [], sharedVersion: '0.0.1' },
  'admin/routes': { routes: [], sharedVersion: SHARED_VERSION },
};

it('a remote built against another shared version still loads, with a console warning and a Korean notice for its area only', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  loadRemote.mockImplementation(async (id: string) => modules[id]);
  registerDeployedRemotes({ crm: 'http://crm/mf-manifest.json', admin: 'http://admin/mf-manifest.json' });

  expect(await loadRemoteRoutes('crm')).toEqual([]);
  expect(await loadRemoteRoutes('admin')).toEqual([]);
  render(<SharedVersionNotice />);

  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toContain(`crm 리모트 0.0.1, host ${SHARED_VERSION}`);
  const notices = screen.getAllByTestId('shared-version-notice');
  expect(notices).toHaveLength(1);
  expect(notices[0].textContent).toContain('‘CRM·영업’ 화면이 다른 버전의 공통 모듈로 빌드되었습니다.');
  expect(notices[0].textContent).toContain(`(화면 0.0.1 · 셸 ${SHARED_VERSION})`);
});
