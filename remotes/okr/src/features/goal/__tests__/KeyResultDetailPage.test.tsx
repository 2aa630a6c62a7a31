import { http } from '@dure/shared';
import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import KeyResultDetailPage from '../components/KeyResultDetailPage';
import { checkIn, krDetail } from './fixtures';

jest.setTimeout(90_000);
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), put: jest.fn(), post: jest.fn(), delete: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), UserPicker: () => null }));
jest.mock('../components/ProgressChart', () => ({
  __esModule: true,
  default: ({ data }: { data: { day: string; progressPct?: number }[] }) => (
    <ul aria-label="진척 차트">{data.filter((d) => d.progressPct !== undefined).map((d) => <li key={d.day}>{`${d.day}:${d.progressPct}`}</li>)}</ul>
  ),
}));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });

function show(record = krDetail(), checkIns = [checkIn(), checkIn({ id: 40, checkInDate: '2026-08-28', value: 2, progressSnapshot: 20, lockedYn: 'Y', version: 0 })]) {
  get.mockImplementation((url: string) => (url === `api/keyresult/${record.id}` ? answer(record) : url.endsWith('/checkin') ? answer(checkIns) : answer([])));
  return renderScreen(<KeyResultDetailPage />, { route: '/keyresult/:id', path: `/keyresult/${record.id}` });
}

beforeEach(() => jest.resetAllMocks());

it('shows the values, the chart of counted check-ins and the history, where check-ins older than 7 days are read-only', async () => {
  show();
  expect(await screen.findByRole('heading', { name: '신규 계약 10건' })).toBeTruthy();
  expect((await screen.findByLabelText('진척 차트')).textContent).toBe('2026-08-28:202026-09-04:40');
  const locked = screen.getAllByText('2026-08-28').find((e) => e.closest('tr.ant-table-row'))!.closest('tr')!;
  expect(within(locked).getByText('수정 불가')).toBeTruthy();
  expect(within(screen.getAllByText('2026-09-04').find((e) => e.closest('tr.ant-table-row'))!.closest('tr')!).getByRole('button', { name: /수\s*정/ })).toBeTruthy();
});

it('asks for a comment when confidence is low, and shows the api’s message on the field', async () => {
  post.mockReturnValueOnce({
    json: () => Promise.reject(httpError(400, { error: 'validation', message: '입력값을 확인해 주세요.', fields: { comment: '자신감이 4 이하이거나 값이 나빠지면 코멘트를 입력해 주세요.' } })),
  });
  show();
  fireEvent.click(await screen.findByRole('button', { name: /체크인/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByText(/코멘트가 필요합니다/)).toBeNull();
  // A value below the last one (4) needs a comment too.
  fireEvent.change(within(dialog).getByLabelText('현재 값'), { target: { value: '3' } });
  expect(await within(dialog).findByText(/코멘트가 필요합니다/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: /체크인/ }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('api/keyresult/31/checkin', { json: expect.objectContaining({ value: 3, confidence: 6, comment: null }) }));
  expect(await within(dialog).findByText('자신감이 4 이하이거나 값이 나빠지면 코멘트를 입력해 주세요.')).toBeTruthy();
});

it('offers no check-in while the goal is not active', async () => {
  show(krDetail({ goalStatus: 'DRAFT' }), []);
  expect(await screen.findByText(/진행 중인 목표의 핵심결과만 체크인할 수 있습니다/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: /체크인/ })).toBeNull();
  expect(await screen.findByText('아직 체크인이 없습니다.')).toBeTruthy();
});
