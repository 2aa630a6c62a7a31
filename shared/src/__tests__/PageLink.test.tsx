import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expandAuthorities, pageOfPath } from '../access/index';
import { StatCard } from '../dashboard/StatCard';
import { authoritiesAtom, sessionStore } from '../session/atoms';
import { PageLink } from '../session/PageLink';

function signIn(granted: string[]) {
  act(() => sessionStore.set(authoritiesAtom, expandAuthorities(['ROLE_USER', ...granted])));
}

function goal() {
  render(
    <MemoryRouter>
      <PageLink page="GoalDetailPage" to="/goal/7">
        전사 매출 20% 성장
      </PageLink>
    </MemoryRouter>,
  );
}

afterEach(() => act(() => sessionStore.set(authoritiesAtom, null)));

test('a user who may open the page gets a link to the record', () => {
  signIn(['ROLE_GOAL_READ']);
  goal();
  expect(screen.getByRole('link', { name: '전사 매출 20% 성장' }).getAttribute('href')).toBe('/goal/7');
});

test('staff without the page read its text, with no link that would end in the guard’s sign-out', () => {
  signIn([]);
  goal();
  expect(screen.getByText('전사 매출 20% 성장')).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
});

test('a dashboard card links to the list behind its figure only for a viewer who may open that list', () => {
  const card = () =>
    render(
      <MemoryRouter>
        <StatCard title="영업이익" value="1,200만원" link="/project/profit?fromYm=2026-01&toYm=2026-11" />
      </MemoryRouter>,
    );
  signIn(['ROLE_DASHBOARD_PROFIT_READ']);
  const { unmount } = card();
  expect(screen.getByText('영업이익')).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
  unmount();
  signIn(['ROLE_DASHBOARD_PROFIT_READ', 'ROLE_PROJECT_PROFIT_READ']);
  card();
  expect(screen.getByRole('link').getAttribute('href')).toBe('/project/profit?fromYm=2026-01&toYm=2026-11');
});

test('a path names its page: the exact route first, else the record route it fills', () => {
  expect(pageOfPath('/project/profit?deptId=3')?.id).toBe('ProjectProfitPage');
  expect(pageOfPath('/goal/7#kr')?.id).toBe('GoalDetailPage');
  expect(pageOfPath('/nowhere')).toBeUndefined();
});
