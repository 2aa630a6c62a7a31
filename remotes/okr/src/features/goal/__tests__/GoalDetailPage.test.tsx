import { http } from '@dure/shared';
import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import GoalDetailPage from '../components/GoalDetailPage';
import { goalDetail, keyResult } from './fixtures';

jest.setTimeout(90_000);
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => <div>toolkit</div>, UserPicker: () => null, DepartmentSelect: () => null }));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;

const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });
const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 100 });

function show(record = goalDetail(), krs = [keyResult(), keyResult({ id: 32, title: '제안 20건', weightPct: 30 })]) {
  get.mockImplementation((url: string) => (url === `api/goal/${record.id}` ? answer(record) : url === 'api/keyresult' ? answer(page(krs)) : answer([])));
  return renderScreen(<GoalDetailPage />, { route: '/goal/:id', path: `/goal/${record.id}`, authorities: ['ROLE_GOAL_READ'] });
}

beforeEach(() => jest.resetAllMocks());

it('shows the alignment path, progress against the expected line, the key results with their weights total, and the toolkit', async () => {
  show();
  expect(await screen.findByRole('heading', { name: '신규 고객 확보' })).toBeTruthy();
  expect(within(screen.getByLabelText('정렬 경로')).getByRole('link', { name: '[팀] 영업팀 매출 성장' }).getAttribute('href')).toBe('/goal/20');
  const stat = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).parentElement!.textContent;
  expect(stat('진척률')).toContain('42.5%');
  expect(stat('오늘 기대 진척률')).toContain('50%');
  expect(await screen.findByRole('link', { name: '제안 20건' })).toBeTruthy();
  // 50 + 30: the total is shown and the approval request is said to need 100.
  expect(screen.getByTestId('kr-weight-total').textContent).toBe('가중치 합계 80%');
  expect(screen.getAllByText('100%가 되어야 승인 요청할 수 있습니다.').length).toBeGreaterThan(0);
  expect(get).toHaveBeenCalledWith('api/keyresult', { searchParams: { goalId: 21, size: 100, sort: 'weightPct,desc' } });
  expect(screen.getByText('toolkit')).toBeTruthy();
});

it('asks before requesting approval, sends the version, and shows the refusal of the api', async () => {
  post.mockReturnValueOnce({ json: () => Promise.reject(httpError(422, { error: 'invalid', message: '핵심결과 가중치 합계가 80%입니다. 100%가 되어야 승인 요청할 수 있습니다.' })) });
  show();
  fireEvent.click(await screen.findByRole('button', { name: /승인 요청/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /승인 요청/ }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('api/goal/21/submit', { json: { version: 4 } }));
  expect(await screen.findByText(/핵심결과 가중치 합계가 80%입니다/)).toBeTruthy();
});

it('cancels only with a reason', async () => {
  post.mockReturnValueOnce(answer(goalDetail({ status: 'CANCELED', cancelReason: '조직 개편', version: 5 })));
  show();
  fireEvent.click(await screen.findByRole('button', { name: /취\s*소/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '목표 취소' }));
  expect(await within(dialog).findByText('취소 사유를 입력해 주세요.')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('취소 사유'), { target: { value: '조직 개편' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '목표 취소' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('api/goal/21/cancel', { json: { version: 4, reason: '조직 개편' } }));
});

it('offers approval and rejection to the approver, and no write to a reader', async () => {
  const { unmount } = show(goalDetail({ approvalRequestedYn: 'Y', permissions: { edit: false, submit: false, approve: true, close: false, cancel: false, align: false, checkIn: false } }));
  expect(await screen.findByRole('button', { name: /승\s*인$/ })).toBeTruthy();
  expect(screen.getByRole('button', { name: /반\s*려/ })).toBeTruthy();
  unmount();
  show(goalDetail({ permissions: { edit: false, submit: false, approve: false, close: false, cancel: false, align: false, checkIn: false } }));
  await screen.findByRole('heading', { name: '신규 고객 확보' });
  for (const name of [/수\s*정/, /승인 요청/, /취\s*소/, /핵심결과 추가/]) expect(screen.queryByRole('button', { name })).toBeNull();
});
