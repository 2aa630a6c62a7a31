import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ActionItemList } from '../actionItem/ActionItemList';
import { fail, installServer, page, renderWithApp } from './server';

const item = (id: number, extra: object = {}) => ({
  id,
  title: `할 일 ${id}`,
  assigneeId: 7,
  assigneeName: '김영희',
  dueDate: '2026-11-01',
  priority: 'HIGH',
  status: 'OPEN',
  overdueYn: 'N',
  targetType: 'DEAL',
  targetId: 5,
  version: 3,
  createdAt: '2026-10-01T09:00:00+09:00',
  ...extra,
});

describe('ActionItemList', () => {
  it('for a record: lists, marks done with the version, and deletes after confirmation', async () => {
    const calls = installServer({
      'GET api/action-item': page([item(1), item(2, { status: 'DONE', priority: 'LOW' })]),
      'PUT api/action-item/1/status': item(1, { status: 'DONE', version: 4 }),
      'DELETE api/action-item/2': null,
    });
    renderWithApp(<ActionItemList recordType="DEAL" recordId={5} />);
    expect(await screen.findByText('할 일 1')).toBeTruthy();
    expect(Object.fromEntries(calls[0].search)).toEqual({ targetType: 'DEAL', targetId: '5', page: '0', size: '10', sort: 'dueDate,asc' });
    expect(screen.getByText('높음')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: '할 일 1 완료' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'api/action-item/1/status', body: { status: 'DONE', version: 3 } }));

    const row2 = screen.getByText('할 일 2').closest('tr')!;
    fireEvent.click(within(row2).getByRole('button', { name: '삭제' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(await waitFor(() => document.querySelector('.ant-popover') as HTMLElement)).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toBeTruthy());
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.path).toBe('api/action-item/2');
    expect(del.search.get('version')).toBe('3');
  });

  it('edits an item with its version', async () => {
    const calls = installServer({ 'GET api/action-item': page([item(1)]), 'PUT api/action-item/1': item(1, { version: 4 }) });
    renderWithApp(<ActionItemList recordType="DEAL" recordId={5} />);
    fireEvent.click(within((await screen.findByText('할 일 1')).closest('tr')!).getByRole('button', { name: '수정' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: '할 일' }), { target: { value: '견적 재검토' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: 'api/action-item/1',
      body: { title: '견적 재검토', assigneeId: 7, dueDate: '2026-11-01', priority: 'HIGH', targetType: 'DEAL', targetId: 5, version: 3 },
    });
  });

  it('adds an item assigned to a person found by name', async () => {
    const calls = installServer({
      'GET api/action-item': page([]),
      'GET api/user/directory': page([{ id: 7, name: '김영희', username: 'yhkim', deptName: '영업1팀' }]),
      'POST api/action-item': item(9),
    });
    renderWithApp(<ActionItemList recordType="DEAL" recordId={5} />);
    expect(await screen.findByText('액션 아이템이 없습니다.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '할 일' }), { target: { value: '견적서 보내기' } });
    fireEvent.click(screen.getByRole('button', { name: '액션 아이템 추가' }));
    expect(await screen.findByText('담당자를 선택해 주세요.')).toBeTruthy();
    const assignee = screen.getByRole('combobox', { name: '담당자' });
    fireEvent.mouseDown(assignee);
    fireEvent.change(assignee, { target: { value: '김영' } });
    fireEvent.click(await screen.findByText('김영희 · 영업1팀'));
    fireEvent.click(screen.getByRole('button', { name: '액션 아이템 추가' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'api/action-item',
      body: { title: '견적서 보내기', assigneeId: 7, dueDate: null, priority: 'MEDIUM', targetType: 'DEAL', targetId: 5 },
    });
  });

  it('in mine mode asks for my open items by due date and highlights the overdue ones', async () => {
    const calls = installServer({ 'GET api/action-item': page([item(1, { overdueYn: 'Y' }), item(2, { dueDate: '2099-01-01' })]) });
    renderWithApp(<ActionItemList mine />);
    expect(await screen.findByText('할 일 1')).toBeTruthy();
    expect(Object.fromEntries(calls[0].search)).toEqual({ mineYn: 'Y', statusList: 'OPEN', page: '0', size: '10', sort: 'dueDate,asc' });
    expect(screen.getByText('할 일 1').closest('tr')!.getAttribute('data-overdue')).toBe('true');
    expect(screen.getByText('할 일 2').closest('tr')!.getAttribute('data-overdue')).toBeNull();
    expect(screen.getAllByText('기한 지남')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '액션 아이템 추가' })).toBeNull();
  });

  it('shows the empty and error states', async () => {
    installServer({ 'GET api/action-item': fail(500, '서버 오류입니다.') });
    renderWithApp(<ActionItemList mine />);
    expect(await screen.findByText('서버 오류입니다.')).toBeTruthy();
    installServer({ 'GET api/action-item': page([]) });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('처리할 액션 아이템이 없습니다.')).toBeTruthy();
  });
});
