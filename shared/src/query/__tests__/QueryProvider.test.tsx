import { act, render } from '@testing-library/react';
import { accessTokenAtom, sessionStore, userInfoAtom } from '../../session/atoms';
import { QueryProvider, queryClient } from '../QueryProvider';
import { shouldRetry } from '../queryClient';
import { HTTPError } from 'ky';

const KEY = ['customers'];
const httpError = (status: number) => Object.assign(Object.create(HTTPError.prototype), { response: { status } });

function signIn(id: number, token = 'token') {
  act(() => {
    sessionStore.set(accessTokenAtom, token);
    sessionStore.set(userInfoAtom, { id, username: `user${id}`, name: '홍길동' });
  });
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  signIn(1);
  render(
    <QueryProvider>
      <div />
    </QueryProvider>,
  );
  queryClient.setQueryData(KEY, ['(주)한빛정밀']);
});

it('signing out drops every cached answer', () => {
  act(() => sessionStore.set(accessTokenAtom, null));
  expect(queryClient.getQueryData(KEY)).toBeUndefined();
});

it('signing in as another user drops the previous user’s answers', () => {
  signIn(2);
  expect(queryClient.getQueryData(KEY)).toBeUndefined();
});

it('a refreshed token or a re-read of the same user keeps the cache', () => {
  signIn(1, 'refreshed');
  expect(queryClient.getQueryData(KEY)).toEqual(['(주)한빛정밀']);
});

it('a 4xx answer is not asked again; a network or server failure is, once', () => {
  expect(shouldRetry(0, httpError(404))).toBe(false);
  expect(shouldRetry(0, httpError(409))).toBe(false);
  expect(shouldRetry(0, httpError(503))).toBe(true);
  expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  expect(shouldRetry(1, httpError(503))).toBe(false);
});
