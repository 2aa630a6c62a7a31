import { http } from '@dure/shared';
import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OkrPeriod } from '../api/periodApi';
import ObjectiveTreeManagementPage from '../components/ObjectiveTreeManagementPage';
import { nextPeriodOf, periodTree } from '../components/periodTree';

jest.setTimeout(90_000);
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() } }));
const get = http.get as jest.Mock;
const post = http.post as jest.Mock;
const put = http.put as jest.Mock;
const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });
const failing = (error: unknown) => ({ json: () => Promise.reject(error) });

const period = (id: number, code: string, type: OkrPeriod['type'], startDate: string, endDate: string, over: Partial<OkrPeriod> = {}): OkrPeriod => ({
  id,
  code,
  name: null,
  type,
  startDate,
  endDate,
  parentPeriodId: null,
  parentPeriodCode: null,
  checkInCadence: 'WEEKLY',
  status: 'PLANNING',
  goalCount: 0,
  openGoalCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 2,
  ...over,
});
const periods = [
  period(1, '2026', 'YEAR', '2026-01-01', '2026-12-31', { name: '2026년', status: 'ACTIVE', goalCount: 12, openGoalCount: 5 }),
  period(2, '2026-H2', 'HALF', '2026-07-01', '2026-12-31', { parentPeriodId: 1, parentPeriodCode: '2026', status: 'ACTIVE' }),
  period(3, '2026-Q4', 'QUARTER', '2026-10-01', '2026-12-31', { parentPeriodId: 2, parentPeriodCode: '2026-H2', status: 'REVIEW', goalCount: 4, openGoalCount: 2 }),
  period(4, '2027', 'YEAR', '2027-01-01', '2027-12-31'),
];

function show(authorities: string[]) {
  get.mockImplementation((url: string) => (url === 'api/okr/period' ? answer({ content: periods, totalElements: periods.length, totalPages: 1, page: 0, size: 100 }) : answer([])));
  return renderScreen(<ObjectiveTreeManagementPage />, { path: '/objectivetree/management', authorities });
}

const rowOf = async (code: string) => (await screen.findByText(code, { selector: 'strong, strong *' })).closest('tr') as HTMLElement;

beforeEach(() => jest.resetAllMocks());

it('groups periods year → half → quarter, newest year first, with their status, cadence and goal counts', async () => {
  show(['ROLE_OKR_MANAGEMENT_READ']);
  expect(await screen.findByRole('heading', { level: 1, name: /OKR 기간·정렬/ })).toBeTruthy();
  await rowOf('2026-Q4');
  const rows = [...document.querySelectorAll('[data-period-code]')].map((e) => e.getAttribute('data-period-code'));
  expect(rows).toEqual(['2027', '2026', '2026-H2', '2026-Q4']);
  const q4 = await rowOf('2026-Q4');
  for (const text of ['분기', '2026-10-01 ~ 2026-12-31', '2026-H2', '매주', '리뷰', '4 (2)']) expect(q4.textContent).toContain(text);
  expect(get).toHaveBeenCalledWith('api/okr/period', { searchParams: { size: 100, sort: 'startDate,desc' } });
});

it('a reader sees no write buttons', async () => {
  show(['ROLE_OKR_MANAGEMENT_READ']);
  await rowOf('2026');
  expect(screen.queryByRole('button', { name: '기간 추가' })).toBeNull();
  expect(screen.queryByRole('button', { name: /수정|시작|마감|복사|재정렬|삭제/ })).toBeNull();
  expect(screen.queryByText('작업')).toBeNull();
});

it('a new period that overlaps another shows the api’s message on its field', async () => {
  show(['ROLE_OKR_MANAGEMENT_WRITE']);
  fireEvent.click(await screen.findByRole('button', { name: '기간 추가' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText('연간'));
  fireEvent.change(within(dialog).getByLabelText('기간 코드'), { target: { value: '2026-B' } });
  for (const [label, day] of [['시작일', '2026-06-01'], ['종료일', '2027-05-31']]) {
    const input = within(dialog).getByLabelText(label);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: day } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }
  const message = '같은 유형의 다른 기간(2026)과 날짜가 겹칩니다.';
  post.mockReturnValue(failing(httpError(400, { code: 'validation', message: '입력값을 확인해 주세요.', fields: { startDate: message } })));
  fireEvent.click(within(dialog).getByRole('button', { name: /등\s*록/ }));
  expect(await within(dialog).findByText(message)).toBeTruthy();
  expect(post).toHaveBeenCalledWith('api/okr/period', {
    json: { type: 'YEAR', code: '2026-B', name: null, startDate: '2026-06-01', endDate: '2027-05-31', parentPeriodId: null, checkInCadence: 'WEEKLY' },
  });
});

it('closing asks first, warning that it freezes goals, key results and scores, then calls the api with the version', async () => {
  show(['ROLE_OKR_MANAGEMENT_WRITE']);
  fireEvent.click(await screen.findByRole('button', { name: '2026-Q4 마감' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('목표·핵심결과·점수가 동결됩니다');
  expect(put).not.toHaveBeenCalled();
  put.mockReturnValue(answer({ ...periods[2], status: 'CLOSED', version: 3 }));
  fireEvent.click(within(dialog).getByRole('button', { name: /변\s*경/ }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('api/okr/period/3/status', { json: { status: 'CLOSED', version: 2 } }));
  expect(await screen.findByText("상태를 '마감'으로 바꿨습니다.")).toBeTruthy();
});

it('a status change someone else made first (409) says to reload and loads the periods again', async () => {
  show(['ROLE_OKR_MANAGEMENT_WRITE']);
  fireEvent.click(await screen.findByRole('button', { name: '2027 시작' }));
  const dialog = await screen.findByRole('dialog');
  put.mockReturnValue(failing(httpError(409, { code: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' })));
  const loads = get.mock.calls.length;
  fireEvent.click(within(dialog).getByRole('button', { name: /변\s*경/ }));
  expect(await screen.findByText('상태를 바꾸지 못했습니다: 다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.')).toBeTruthy();
  await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(loads));
});

it('copies unfinished goals into the next period of the type after a confirming dialog and tells how many', async () => {
  const next = period(9, '2027-Q1', 'QUARTER', '2027-01-01', '2027-03-31');
  periods.push(next);
  try {
    show(['ROLE_OKR_MANAGEMENT_WRITE']);
    fireEvent.click(await screen.findByRole('button', { name: '2026-Q4 미완료 목표 복사' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('미완료 목표 2개');
    post.mockReturnValue(answer({ goals: 2, keyResults: 5 }));
    fireEvent.click(within(dialog).getByRole('button', { name: /복\s*사/ }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('api/okr/period/3/copy-forward', { json: { targetPeriodId: 9 } }));
    expect(await screen.findByText('목표 2개와 핵심결과 5개를 2027-Q1에 작성중으로 복사했습니다.')).toBeTruthy();
  } finally {
    periods.pop();
  }
});

it('places periods without a named parent under the shortest longer period containing them; the next period skips closed ones', () => {
  const loose = [
    period(1, '2030', 'YEAR', '2030-01-01', '2030-12-31'),
    period(2, '2030-H1', 'HALF', '2030-01-01', '2030-06-30'),
    period(3, '2030-Q2', 'QUARTER', '2030-04-01', '2030-06-30'),
    period(4, '2030-Q3', 'QUARTER', '2030-07-01', '2030-09-30', { status: 'CLOSED' }),
    period(5, '2030-Q4', 'QUARTER', '2030-10-01', '2030-12-31'),
  ];
  const [year] = periodTree(loose);
  expect(year.children!.map((c) => c.code)).toEqual(['2030-H1', '2030-Q3', '2030-Q4']);
  expect(year.children![0].children!.map((c) => c.code)).toEqual(['2030-Q2']);
  expect(nextPeriodOf(loose[2], loose)?.code).toBe('2030-Q4');
});
