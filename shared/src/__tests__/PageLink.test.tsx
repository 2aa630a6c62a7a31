import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { expandAuthorities } from '../access/index';
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
