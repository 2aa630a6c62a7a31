import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ActivityDrawer } from '../activity/ActivityDrawer';
import { HistoryDialog } from '../history/HistoryDialog';
import { ShareDialog } from '../share/ShareDialog';
import { fail, installServer, page, renderWithApp } from './server';

const entry = (id: number) => ({
  id,
  action: 'UPDATE',
  actionLabel: '수정',
  actorId: 1,
  actorName: `변경자${id}`,
  at: '2026-11-20T09:00:00+09:00',
  changes: [{ field: 'status', label: '상태', old: '검토', new: '승인' }],
});

describe('HistoryDialog', () => {
  it('shows who, when, action and field from → to, and pages on the server', async () => {
    const calls = installServer({ 'GET api/history/CONTRACT/9': (c: { search: URLSearchParams }) => page([entry(Number(c.search.get('page')) * 10 + 1)], Number(c.search.get('page')), 10, 25) });
    renderWithApp(<HistoryDialog recordType="CONTRACT" recordId={9} open onClose={jest.fn()} />);
    expect(screen.getByText('불러오는 중입니다…')).toBeTruthy();
    expect(await screen.findByText('변경자1')).toBeTruthy();
    expect(screen.getByText('상태')).toBeTruthy();
    expect(screen.getByText('검토')).toBeTruthy();
    expect(screen.getByText('승인')).toBeTruthy();
    expect(screen.getByText(/^2026-11-20 \d{2}:00$/)).toBeTruthy();
    expect(Object.fromEntries(calls[0].search)).toEqual({ page: '0', size: '10' });
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('변경자11')).toBeTruthy();
    expect(Object.fromEntries(calls[1].search)).toEqual({ page: '1', size: '10' });
  });

  it('shows the empty and error states', async () => {
    installServer({ 'GET api/history/CONTRACT/9': page([]), 'GET api/history/CONTRACT/8': fail(404, '요청한 정보를 찾을 수 없습니다.') });
    const { rerender } = renderWithApp(<HistoryDialog recordType="CONTRACT" recordId={9} open onClose={jest.fn()} />);
    expect(await screen.findByText('변경 이력이 없습니다.')).toBeTruthy();
    rerender(<HistoryDialog recordType="CONTRACT" recordId={8} open onClose={jest.fn()} />);
    expect(await screen.findByText('요청한 정보를 찾을 수 없습니다.')).toBeTruthy();
  });
});

describe('ShareDialog', () => {
  const share = { id: 31, granteeType: 'DEPT', granteeId: 4, granteeName: '영업1팀', permission: 'WRITE', expiresAt: null, createdByName: '홍길동', createdAt: '2026-11-01T10:00:00+09:00' };

  it('lists shares and revokes one after confirmation', async () => {
    const calls = installServer({ 'GET api/share/DEAL/5': [share], 'DELETE api/share/31': null });
    renderWithApp(<ShareDialog recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('영업1팀')).toBeTruthy();
    expect(screen.getByText('만료 없음')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '공유 해제' }));
    expect(await screen.findByText('영업1팀에 대한 공유를 해제하시겠습니까?')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(document.querySelector('.ant-popover') as HTMLElement).getByRole('button', { name: '공유 해제' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('api/share/31'));
  });

  it('adds a person found by name with WRITE permission', async () => {
    const calls = installServer({
      'GET api/share/DEAL/5': [],
      'GET api/user/directory': page([{ id: 7, name: '김영희', username: 'yhkim', deptName: '영업1팀' }]),
      'POST api/share/DEAL/5': { ...share, id: 32 },
    });
    renderWithApp(<ShareDialog recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('공유한 사람이나 부서가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '공유 추가' }));
    expect(await screen.findByText('공유할 대상을 선택해 주세요.')).toBeTruthy();

    const picker = screen.getByRole('combobox', { name: '이름 또는 아이디로 검색' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '김영' } });
    fireEvent.click(await screen.findByText('김영희 (yhkim) · 영업1팀'));
    fireEvent.click(screen.getByRole('radio', { name: '쓰기' }));
    const expiry = screen.getByPlaceholderText('만료일');
    fireEvent.mouseDown(expiry);
    fireEvent.change(expiry, { target: { value: '2099-12-31' } });
    fireEvent.keyDown(expiry, { key: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '공유 추가' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: 'api/share/DEAL/5', body: { granteeType: 'USER', granteeId: 7, permission: 'WRITE', expiresAt: '2099-12-31' } });
    expect(Object.fromEntries(calls.find((c) => c.path === 'api/user/directory')!.search)).toEqual({ keyword: '김영', size: '20' });
  });

  it('adds a department from the department list', async () => {
    const calls = installServer({
      'GET api/share/DEAL/5': [],
      'GET api/department/directory': [{ id: 4, name: '영업1팀', parentId: 2, sortOrder: 1, validTo: null, pathName: '두레 > 영업본부 > 영업1팀' }],
      'POST api/share/DEAL/5': share,
    });
    renderWithApp(<ShareDialog recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    await screen.findByText('공유한 사람이나 부서가 없습니다.');
    fireEvent.click(screen.getByRole('radio', { name: '부서' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'api/department/directory')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '부서 선택' }));
    fireEvent.click(await screen.findByText('두레 > 영업본부 > 영업1팀'));
    fireEvent.click(screen.getByRole('button', { name: '공유 추가' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ granteeType: 'DEPT', granteeId: 4, permission: 'READ' }));
  });
});

describe('ActivityDrawer', () => {
  const act = (id: number) => ({ id, verb: 'COMMENTED', verbLabel: '댓글 작성', actorId: 1, actorName: `작성자${id}`, summary: `요약${id}`, at: '2026-11-20T09:00:00+09:00' });

  it('shows the timeline and loads more pages', async () => {
    const calls = installServer({ 'GET api/activity/DEAL/5': (c: { search: URLSearchParams }) => (c.search.get('page') === '0' ? page([act(1)], 0, 20, 21) : page([act(2)], 1, 20, 21)) });
    renderWithApp(<ActivityDrawer recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('요약1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    expect(await screen.findByText('요약2')).toBeTruthy();
    expect(screen.getByText('요약1')).toBeTruthy();
    expect(calls.map((c) => Object.fromEntries(c.search))).toEqual([{ page: '0', size: '20' }, { page: '1', size: '20' }]);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('shows the empty and error states', async () => {
    installServer({ 'GET api/activity/DEAL/5': page([]), 'GET api/activity/DEAL/6': fail(500, '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.') });
    const { rerender } = renderWithApp(<ActivityDrawer recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('작업 기록이 없습니다.')).toBeTruthy();
    rerender(<ActivityDrawer recordType="DEAL" recordId={6} open onClose={jest.fn()} />);
    expect(await screen.findByText('서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.')).toBeTruthy();
  });
});
