import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LeaveApprovalsCard, LeaveCard } from '../leave/LeaveCard';
import { fail, installServer, json, renderWithApp } from './server';

const leave = (over: Record<string, unknown> = {}) => ({
  id: 5,
  userId: 7,
  userName: '김민준',
  deptName: '개발1팀',
  type: 'ANNUAL',
  fromDate: '2026-10-06',
  toDate: '2026-10-08',
  days: 3,
  reason: '가족 여행',
  status: 'REQUESTED',
  decidedByName: null,
  decidedAt: null,
  rejectReason: null,
  createdAt: '2026-09-30T09:00:00+09:00',
  version: 2,
  canDecideYn: 'N',
  canCancelYn: 'Y',
  ...over,
});
const list = (over: Record<string, unknown> = {}) => ({
  userId: 7,
  year: new Date().getFullYear(),
  entitlement: { asOf: '2026-11-29', hireDate: '2023-03-15', periodFrom: '2026-03-15', periodTo: '2027-03-14', granted: 16, used: 2.5, requested: 3, remaining: 13.5 },
  content: [leave(), leave({ id: 4, type: 'HALF_AM', fromDate: '2026-09-01', toDate: '2026-09-01', days: 0.5, reason: null, status: 'REJECTED', rejectReason: '마감 주간', canCancelYn: 'N' })],
  canCreateYn: 'Y',
  canApproveDirectlyYn: 'N',
  ...over,
});

const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic')!.querySelector('.ant-statistic-content')!.textContent;

describe('LeaveCard', () => {
  it('shows the server’s 발생/사용/잔여 and the year’s leave with their state', async () => {
    installServer({ 'GET api/leave': list() });
    renderWithApp(<LeaveCard title="내 휴가" />);
    expect(await screen.findByText('가족 여행')).toBeTruthy();
    expect(statistic('발생')).toBe('16일');
    expect(statistic('사용')).toBe('2.5일');
    expect(statistic('잔여')).toBe('13.5일');
    expect(statistic('신청 중')).toBe('3일');
    expect(screen.getByText('오전 반차')).toBeTruthy();
    expect(screen.getByText('반려 사유: 마감 주간')).toBeTruthy();
    expect(screen.getByRole('button', { name: /김민준의 연차 .* 취소/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /승인$/ })).toBeNull();
  });

  it('asks for the person’s own leave when no userId is given, and for the person’s when one is', async () => {
    const calls = installServer({ 'GET api/leave': list() });
    renderWithApp(<LeaveCard userId={7} userName="김민준" />);
    await screen.findByText('가족 여행');
    expect(calls[0].search.get('userId')).toBe('7');
    expect(screen.getByRole('button', { name: /휴가 등록/ })).toBeTruthy();
  });

  it('a failed load says so and offers to retry', async () => {
    installServer({ 'GET api/leave': () => fail(403, '이 사람의 휴가를 볼 권한이 없습니다.') });
    renderWithApp(<LeaveCard userId={9} />);
    expect(await screen.findByText('이 사람의 휴가를 볼 권한이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });

  it('the request form checks its fields in Korean before anything is sent', async () => {
    const calls = installServer({ 'GET api/leave': list({ content: [] }) });
    renderWithApp(<LeaveCard />);
    fireEvent.click(await screen.findByRole('button', { name: /휴가 신청/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /신\s*청/ }));
    expect(await within(dialog).findByText('휴가 기간을 선택해 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).queryByText('승인된 휴가로 바로 등록')).toBeNull();
  });

  it('a request sends the typed dates; the server’s Korean refusal of them shows on the 기간 field', async () => {
    const calls = installServer({
      'GET api/leave': list({ content: [] }),
      'POST api/leave': () => json(409, { error: 'state_conflict', message: '같은 기간에 이미 신청되었거나 승인된 휴가가 있습니다 (2026-10-06 ~ 2026-10-08).' }),
    });
    renderWithApp(<LeaveCard />);
    fireEvent.click(await screen.findByRole('button', { name: /휴가 신청/ }));
    const dialog = await screen.findByRole('dialog');
    const [start, end] = within(dialog).getAllByPlaceholderText(/시작일|종료일/);
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2026-10-06' } });
    fireEvent.keyDown(start, { key: 'Enter', keyCode: 13 });
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '2026-10-07' } });
    fireEvent.keyDown(end, { key: 'Enter', keyCode: 13 });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '사유' }), { target: { value: '가족 여행' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /신\s*청/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ type: 'ANNUAL', fromDate: '2026-10-06', toDate: '2026-10-07', reason: '가족 여행' });
    expect(await within(dialog).findByText(/같은 기간에 이미 신청되었거나/)).toBeTruthy();
  });

  it('a half day is one day: a range picked for 오전 반차 folds to its first day', async () => {
    const calls = installServer({ 'GET api/leave': list({ content: [] }), 'POST api/leave': leave({ type: 'HALF_AM', toDate: '2026-10-06', days: 0.5 }) });
    renderWithApp(<LeaveCard />);
    fireEvent.click(await screen.findByRole('button', { name: /휴가 신청/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '휴가 유형' }));
    fireEvent.click(await screen.findByTitle('오전 반차'));
    expect(await within(dialog).findByText('반차는 하루만 선택할 수 있습니다.')).toBeTruthy();
    const [start, end] = within(dialog).getAllByPlaceholderText(/시작일|종료일/);
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2026-10-06' } });
    fireEvent.keyDown(start, { key: 'Enter', keyCode: 13 });
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '2026-10-08' } });
    fireEvent.keyDown(end, { key: 'Enter', keyCode: 13 });
    fireEvent.click(within(dialog).getByRole('button', { name: /신\s*청/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ type: 'HALF_AM', fromDate: '2026-10-06', toDate: '2026-10-06' });
  });

  it('cancelling asks first, then sends the version read', async () => {
    const calls = installServer({ 'GET api/leave': list(), 'PUT api/leave/5/cancel': leave({ status: 'CANCELED', version: 3 }) });
    renderWithApp(<LeaveCard />);
    fireEvent.click(await screen.findByRole('button', { name: /김민준의 연차 .* 취소/ }));
    fireEvent.click(await screen.findByRole('button', { name: '휴가 취소' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ version: 2 });
  });
});

describe('LeaveApprovalsCard', () => {
  const pending = [leave({ canDecideYn: 'Y', canCancelYn: 'N' })];

  it('lists the requests waiting for the approver; 승인 asks, then calls the api with the version', async () => {
    const calls = installServer({ 'GET api/leave/pending': pending, 'PUT api/leave/5/approve': leave({ status: 'APPROVED', version: 3 }) });
    renderWithApp(<LeaveApprovalsCard />);
    expect(await screen.findByText('승인할 휴가 (1)')).toBeTruthy();
    expect(screen.getByText('김민준 (개발1팀)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /김민준의 연차 .* 승인/ }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: /승\s*인/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'api/leave/5/approve')).toBe(true));
    expect(calls.find((c) => c.path === 'api/leave/5/approve')!.body).toEqual({ version: 2 });
  });

  it('반려 needs a reason, then sends it', async () => {
    const calls = installServer({ 'GET api/leave/pending': pending, 'PUT api/leave/5/reject': leave({ status: 'REJECTED', version: 3 }) });
    renderWithApp(<LeaveApprovalsCard />);
    fireEvent.click(await screen.findByRole('button', { name: /김민준의 연차 .* 반려/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /반\s*려/ }));
    expect(await within(dialog).findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '반려 사유' }), { target: { value: ' 프로젝트 마감 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /반\s*려/ }));
    await waitFor(() => expect(calls.some((c) => c.path === 'api/leave/5/reject')).toBe(true));
    expect(calls.find((c) => c.path === 'api/leave/5/reject')!.body).toEqual({ version: 2, reason: '프로젝트 마감' });
  });

  it('shows nothing when no request waits', async () => {
    const calls = installServer({ 'GET api/leave/pending': [] });
    const { container } = renderWithApp(<LeaveApprovalsCard />);
    await waitFor(() => expect(calls.length).toBe(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
