import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SavedViews } from '../savedView/SavedViews';
import { fail, installServer, renderWithApp } from './server';

const state = { filters: { status: 'OPEN' }, sort: { field: 'name', order: 'asc' }, columns: ['name'] };
const mineView = { id: 1, name: '진행 중 고객', state, sharedYn: 'N', mineYn: 'Y', ownerName: '나', version: 2 };
const sharedView = { id: 2, name: '팀 공용', state: { filters: {} }, sharedYn: 'Y', mineYn: 'N', ownerName: '김영희', version: 1 };

const openSelect = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '저장된 보기' }));
};

describe('SavedViews', () => {
  it('applies a picked view and saves the current state as a new view', async () => {
    const calls = installServer({ 'GET api/saved-view': [mineView, sharedView], 'POST api/saved-view': { ...mineView, id: 3, name: '새 보기' } });
    const onApply = jest.fn();
    const current = { filters: { status: 'WON' } };
    renderWithApp(<SavedViews listKey="crm.customer" value={current} onApply={onApply} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].search.get('listKey')).toBe('crm.customer');
    await openSelect();
    fireEvent.click(await screen.findByText('팀 공용 · 김영희 님의 보기'));
    expect(onApply).toHaveBeenCalledWith({ filters: {} });
    expect(screen.queryByRole('button', { name: '이름 변경' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /다른 이름으로 저장/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('보기 이름을 입력해 주세요.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '보기 이름' }), { target: { value: '새 보기' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '공유' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ listKey: 'crm.customer', name: '새 보기', state: current, sharedYn: 'Y' });
  });

  it('overwrites, shares, renames and deletes my view with its version', async () => {
    const calls = installServer({ 'GET api/saved-view': [mineView], 'PUT api/saved-view/1': mineView, 'DELETE api/saved-view/1': null });
    const current = { filters: { status: 'LOST' } };
    renderWithApp(<SavedViews listKey="crm.customer" value={current} onApply={jest.fn()} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await openSelect();
    fireEvent.click(await screen.findByText('진행 중 고객'));

    fireEvent.click(screen.getByRole('button', { name: '현재 보기 저장' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: '진행 중 고객', state: current, sharedYn: 'N', version: 2 });

    fireEvent.click(screen.getByRole('switch', { name: '공유' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({ name: '진행 중 고객', state, sharedYn: 'Y', version: 2 });

    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(await waitFor(() => document.querySelector('.ant-popover') as HTMLElement)).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('api/saved-view/1'));
  });

  it('shows empty and error states in the list', async () => {
    installServer({ 'GET api/saved-view': [] });
    const { unmount } = renderWithApp(<SavedViews listKey="k" value={{}} onApply={jest.fn()} />);
    await openSelect();
    expect(await screen.findByText('저장된 보기가 없습니다.')).toBeTruthy();
    unmount();
    installServer({ 'GET api/saved-view': fail(500, '보기 목록 오류') });
    renderWithApp(<SavedViews listKey="k" value={{}} onApply={jest.fn()} />);
    await new Promise((r) => setTimeout(r, 50));
    await openSelect();
    expect(await screen.findByText(/보기 목록 오류/)).toBeTruthy();
  });
});
