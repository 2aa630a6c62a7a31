import { authoritiesAtom, sessionStore, userInfoAtom } from '@dure/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

import { registerDeployedRemotes } from '../../federation/remoteRegistry';
import { AppMenu } from '../AppMenu';

const DEPARTMENT_ONLY = ['ROLE_USER', 'ROLE_DEPARTMENT_READ', 'ROLE_DEPARTMENT'];

function signIn(id: number, authorities: string[]) {
  act(() => {
    sessionStore.set(userInfoAtom, { id, username: `user${id}`, name: `사용자${id}` });
    sessionStore.set(authoritiesAtom, authorities);
  });
}

const showMenu = (path = '/myhome') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppMenu authorities={sessionStore.get(authoritiesAtom) ?? []} selectedPath={path} onNavigate={() => undefined} />
    </MemoryRouter>,
  );

const groupTitle = (name: string) => screen.getByRole('menuitem', { name: new RegExp(`${name}$`) });

beforeEach(() => {
  localStorage.clear();
  registerDeployedRemotes({ admin: 'http://admin/mf-manifest.json' });
});

it('opens the groups on the home page, so a page is one click away for whoever may open it', () => {
  signIn(7, DEPARTMENT_ONLY);
  showMenu();
  expect(groupTitle('부서 설정').getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('link', { name: '부서 관리' }).getAttribute('href')).toBe('/department');
});

it('remembers per user the groups they closed', () => {
  signIn(7, DEPARTMENT_ONLY);
  const first = showMenu();
  fireEvent.click(groupTitle('부서 설정'));
  expect(groupTitle('부서 설정').getAttribute('aria-expanded')).toBe('false');
  first.unmount();

  showMenu().unmount();
  const again = showMenu();
  expect(groupTitle('부서 설정').getAttribute('aria-expanded')).toBe('false');
  again.unmount();

  signIn(8, DEPARTMENT_ONLY);
  showMenu();
  expect(groupTitle('부서 설정').getAttribute('aria-expanded')).toBe('true');
});

it('opens the group of the page shown even when the user closed it', () => {
  signIn(7, DEPARTMENT_ONLY);
  localStorage.setItem('dure:menu:open:7', '[]');
  showMenu('/department');
  expect(groupTitle('부서 설정').getAttribute('aria-expanded')).toBe('true');
});

it('opens 역할 정합성 in the app, not in a new tab', () => {
  signIn(9, ['ROLE_USER', 'ROLE_HR_ADMIN']);
  showMenu();
  const link = screen.getByRole('link', { name: '역할 정합성' });
  expect(link.getAttribute('href')).toBe('/auth/consistency');
  expect(link.getAttribute('target')).toBeNull();
});
