import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BookmarkButton } from '../bookmark/BookmarkButton';
import { BookmarkMenu } from '../bookmark/BookmarkMenu';
import { useBookmarks } from '../bookmark/useBookmarks';
import { fail, installServer, renderWithApp } from './server';

const saved = { id: 11, targetType: 'CUSTOMER', targetId: 42, path: '/customer/42', label: '가나상사', sortOrder: 0, createdAt: '2026-11-01T09:00:00+09:00' };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderShell(path = '/customer/42') {
  return renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <BookmarkMenu />
      <Routes>
        <Route path="*" element={<><BookmarkButton recordType="CUSTOMER" recordId={42} label="가나상사" /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

const star = () => screen.getByRole('button', { name: /즐겨찾기(에 추가|에서 제거)/ });

describe('bookmarks', () => {
  it('keeps the star and the menu in sync both ways', async () => {
    const calls = installServer({ 'GET api/bookmark': [], 'POST api/bookmark': saved, 'DELETE api/bookmark/11': null });
    renderShell();
    await waitFor(() => expect((star() as HTMLButtonElement).disabled).toBe(false));
    expect(star().getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'api/bookmark', body: { targetType: 'CUSTOMER', targetId: 42, path: '/customer/42', label: '가나상사' } });

    fireEvent.click(screen.getByRole('button', { name: /^즐겨찾기$/ }));
    expect(await screen.findByRole('menuitem', { name: '가나상사' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '가나상사 즐겨찾기에서 제거' }));
    fireEvent.click(await screen.findByRole('button', { name: '삭제' }));
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['api/bookmark/11']);
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
  });

  it('navigates from the menu and shows the empty state', async () => {
    installServer({ 'GET api/bookmark': [{ ...saved, id: 12, targetType: null, targetId: null, path: '/crm/lead', label: '리드 목록' }] });
    const { client } = renderShell('/home');
    fireEvent.click(screen.getByRole('button', { name: /^즐겨찾기$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '리드 목록' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/crm/lead'));

    act(() => client.setQueryData(['bookmark'], []));
    fireEvent.click(screen.getByRole('button', { name: /^즐겨찾기$/ }));
    expect(await screen.findByText('즐겨찾기한 항목이 없습니다.')).toBeTruthy();
  });

  it('shows the load error with a retry, and the server message when adding fails', async () => {
    let answer = fail(500, '서버 오류');
    installServer({ 'GET api/bookmark': () => answer, 'POST api/bookmark': fail(409, '이미 즐겨찾기에 있습니다.') });
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: /^즐겨찾기$/ }));
    expect(await screen.findByText('정보를 불러오지 못했습니다.')).toBeTruthy();
    answer = new Response(JSON.stringify({ result: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('즐겨찾기한 항목이 없습니다.')).toBeTruthy();
    fireEvent.click(star());
    expect(await screen.findByText('이미 즐겨찾기에 있습니다.')).toBeTruthy();
  });

  it('reorders with PUT /api/bookmark/order and rolls back when refused', async () => {
    const two = [saved, { ...saved, id: 12, targetId: 43, label: '다라물산', sortOrder: 1 }];
    let refuse = false;
    const calls = installServer({ 'GET api/bookmark': two, 'PUT api/bookmark/order': () => (refuse ? fail(400, '순서를 바꿀 수 없습니다.') : null) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(() => useBookmarks(), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });
    await waitFor(() => expect(result.current.bookmarks).toHaveLength(2));
    await act(() => result.current.reorder([12, 11]));
    await waitFor(() => expect(result.current.bookmarks.map((b) => b.label)).toEqual(['다라물산', '가나상사']));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'api/bookmark/order', body: { ids: [12, 11] } });
    refuse = true;
    await act(() => result.current.reorder([11, 12]).catch(() => undefined));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current.bookmarks.map((b) => b.label)).toEqual(['다라물산', '가나상사']);
  });
});
