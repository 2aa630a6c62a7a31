import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { type WorklogDashboard, worklogDashboardApi } from '../api/worklogDashboardApi';
import DashboardWorklogPage from '../components/DashboardWorklogPage';

jest.mock('../api/worklogDashboardApi', () => ({ worklogDashboardApi: { figures: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, UserPicker: () => null, ProjectPicker: () => null }));
jest.mock('../../taskActivity/components/TaskActivitySelect', () => ({ TaskActivitySelect: () => null }));
// Charts need a measured container (absent in jsdom).
jest.mock('@dure/shared/dashboard/charts', () => ({ ComboChart: () => null, DonutChart: () => null, SimpleBar: () => null }));

const api = worklogDashboardApi as jest.Mocked<typeof worklogDashboardApi>;
const M = '/worklog/management';

const data: WorklogDashboard = {
  period: { fromYm: '2021-04', toYm: '2021-04' },
  weeks: { from: '2021-04-05', to: '2021-04-26', count: 4 },
  cards: {
    submissionRate: { value: 37.5, submitted: 3, expected: 8, link: `${M}?weekFrom=2021-04-05&weekTo=2021-04-26&statusList=DRAFT,SUBMITTED,APPROVED,REJECTED` },
    loggedRate: { value: 61.1, logged: 215, expected: 352, link: `${M}?tab=missing` },
    utilisation: { value: 53.5, projectHours: 115, logged: 215, link: `${M}?weekFrom=2021-03-29&weekTo=2021-04-26` },
    billable: { value: 34.9, billableHours: 75, logged: 215, link: `${M}?weekFrom=2021-03-29&weekTo=2021-04-26` },
    approvalBacklog: { value: 2, link: `${M}?weekFrom=2021-03-29&weekTo=2021-04-26&statusList=SUBMITTED` },
    over52Weeks: { value: 1, link: `${M}?weekFrom=2021-03-29&weekTo=2021-04-26` },
  },
  byMonth: [{ ym: '2021-04', PROJECT: 115, INDIRECT: 100, LEAVE: 0 }],
  byProject: [{ projectId: 1, name: '대시보드 프로젝트', hours: 215, link: '/project/1' }],
  byActivity: [{ taskActivityId: 2, name: '회의', category: 'INDIRECT', hours: 100, link: M }],
  over52: [{ userId: 7, userName: '김초과', deptName: '개발1팀', weekStart: '2021-04-05', hours: 55, link: `${M}?userId=7&weekFrom=2021-04-05&weekTo=2021-04-05` }],
  missing: [{ userId: 8, userName: '이미작', deptName: '개발1팀', weekStart: '2021-04-26', status: 'DRAFT', loggedHours: 0, expectedHours: 40, link: `${M}?userId=8&weekFrom=2021-04-26&weekTo=2021-04-26` }],
};
const empty: WorklogDashboard = {
  ...data,
  weeks: { from: null, to: null, count: 0 },
  byMonth: [{ ym: '2021-04', PROJECT: 0, INDIRECT: 0, LEAVE: 0 }],
  byProject: [],
  byActivity: [],
  over52: [],
  missing: [],
};

function Where() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent;

// A viewer who may open the list behind the cards (a card is a link only then).
const renderAt = (path: string) =>
  renderScreen(
    <>
      <DashboardWorklogPage />
      <Where />
    </>,
    { path, authorities: ['ROLE_WORKLOG_MANAGEMENT_READ', 'ROLE_DASHBOARD_WORKLOG_READ'] },
  );

beforeEach(() => jest.resetAllMocks());

describe('업무일지 대시보드', () => {
  it('shows the figures on the cards and the tables behind them', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/worklog');
    expect(within(await screen.findByTestId('card-submission')).getByText('37.5%')).toBeTruthy();
    expect(within(screen.getByTestId('card-submission')).getByText(/제출 3 \/ 대상 8 인·주/)).toBeTruthy();
    expect(within(screen.getByTestId('card-logged')).getByText('61.1%')).toBeTruthy();
    expect(within(screen.getByTestId('card-logged')).getByText('215시간 / 기준 352시간')).toBeTruthy();
    expect(within(screen.getByTestId('card-utilisation')).getByText('53.5%')).toBeTruthy();
    expect(within(screen.getByTestId('card-billable')).getByText('34.9%')).toBeTruthy();
    expect(within(screen.getByTestId('card-backlog')).getByText('2건')).toBeTruthy();
    expect(within(screen.getByTestId('card-over52')).getByText('1건')).toBeTruthy();
    expect(screen.getByText('김초과')).toBeTruthy();
    expect(screen.getByText('55시간')).toBeTruthy();
    expect(screen.getByText('이미작')).toBeTruthy();
  });

  it('takes the period, department, project and activity from the address; 올해 전체 clears them', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/worklog?fromYm=2021-04&toYm=2021-04&deptId=3&projectId=5&taskActivityId=9');
    await screen.findByTestId('card-submission');
    expect(api.figures).toHaveBeenCalledWith({ fromYm: '2021-04', toYm: '2021-04', deptId: 3, projectId: 5, taskActivityId: 9 });
    fireEvent.click(screen.getByRole('button', { name: '올해 전체' }));
    const year = String(new Date().getFullYear());
    await waitFor(() => expect(api.figures).toHaveBeenLastCalledWith({ fromYm: `${year}-01`, toYm: `${year}-12`, deptId: undefined, projectId: undefined, taskActivityId: undefined }));
    expect(location()).toBe('/dashboard/worklog');
  });

  it('a card and a row drill into the management list with the same filters', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/worklog');
    fireEvent.click(await screen.findByRole('link', { name: /^승인 대기/ }));
    expect(location()).toBe(`${M}?weekFrom=2021-03-29&weekTo=2021-04-26&statusList=SUBMITTED`);
  });

  it('a missing row opens that person’s week', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/worklog');
    fireEvent.click(await screen.findByText('이미작'));
    expect(location()).toBe(`${M}?userId=8&weekFrom=2021-04-26&weekTo=2021-04-26`);
  });

  it('empty period and failed load, in Korean', async () => {
    api.figures.mockResolvedValue(empty);
    const { unmount } = renderAt('/dashboard/worklog');
    expect((await screen.findAllByText('기간 내 데이터가 없습니다')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(/마감된 주 없음/)).toBeTruthy();
    unmount();
    api.figures.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(data);
    renderAt('/dashboard/worklog');
    expect(await screen.findByText('업무일지 대시보드를 불러오지 못했습니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(within(await screen.findByTestId('card-submission')).getByText('37.5%')).toBeTruthy();
  });
});
