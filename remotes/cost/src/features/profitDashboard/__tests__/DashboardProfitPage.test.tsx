import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { type ProfitDashboard, profitDashboardApi } from '../api/profitDashboardApi';
import DashboardProfitPage from '../components/DashboardProfitPage';

jest.mock('../api/profitDashboardApi', () => ({ profitDashboardApi: { figures: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, UserPicker: () => null, ProjectTypeSelect: () => null }));
// Charts need a measured container (absent in jsdom).
jest.mock('@dure/shared/dashboard/charts', () => ({ ComboChart: () => null, DonutChart: () => null, SimpleBar: () => null }));

const api = profitDashboardApi as jest.Mocked<typeof profitDashboardApi>;
const L = '/project/profit?fromYm=2021-03&toYm=2021-04&deptId=3&projectTypeId=5&pmUserId=9';

const data: ProfitDashboard = {
  period: { fromYm: '2021-03', toYm: '2021-04' },
  projects: 2,
  cards: {
    revenue: { value: 2_000_000_000, link: `${L}&sort=revenue%2Cdesc` },
    laborCost: { value: 170_000_000, link: `${L}&sort=laborCost%2Cdesc` },
    directCost: { value: 70_000_000, link: `${L}&sort=directCost%2Cdesc` },
    commonCost: { value: 17_000_000, link: `${L}&sort=commonCost%2Cdesc` },
    operatingProfit: { value: 1_743_000_000, link: `${L}&sort=operatingProfit%2Cdesc` },
    marginPct: { value: 87.2, link: `${L}&sort=marginPct%2Casc` },
    backlog: { value: 500_000_000, contractAmount: 2_500_000_000, link: `${L}&sort=backlog%2Cdesc` },
  },
  byMonth: [
    { ym: '2021-03', revenue: 1_400_000_000, laborCost: 100_000_000, directCost: 50_000_000, commonCost: 10_000_000, operatingProfit: 1_240_000_000, marginPct: 88.6 },
    { ym: '2021-04', revenue: 600_000_000, laborCost: 70_000_000, directCost: 20_000_000, commonCost: 7_000_000, operatingProfit: 503_000_000, marginPct: 83.8 },
  ],
  top: [{ projectId: 1, projectNo: 'PRJ-2021-001', name: '흑자 구축', revenue: 1_500_000_000, operatingProfit: 1_400_000_000, marginPct: 93.3, link: `${L}&keyword=PRJ-2021-001` }],
  bottom: [{ projectId: 2, projectNo: 'PRJ-2021-002', name: '적자 운영', revenue: 500_000_000, operatingProfit: -20_000_000, marginPct: -4, link: `${L}&keyword=PRJ-2021-002` }],
  burn: [
    {
      projectId: 2,
      projectNo: 'PRJ-2021-002',
      name: '적자 운영',
      cumLaborCost: 150_000_000,
      budgetLabor: 100_000_000,
      laborBurnPct: 150,
      cumHours: 1200,
      budgetHours: null,
      hoursBurnPct: null,
      cumDirectCost: 0,
      budgetDirect: null,
      directBurnPct: null,
      link: `${L}&keyword=PRJ-2021-002`,
    },
  ],
  backlog: [{ projectId: 1, projectNo: 'PRJ-2021-001', name: '흑자 구축', contractAmount: 2_000_000_000, cumRevenue: 1_500_000_000, backlog: 500_000_000, link: `${L}&keyword=PRJ-2021-001` }],
};
const empty: ProfitDashboard = {
  ...data,
  projects: 0,
  byMonth: data.byMonth.map((m) => ({ ...m, revenue: 0, laborCost: 0, directCost: 0, commonCost: 0, operatingProfit: 0, marginPct: null })),
  top: [],
  bottom: [],
  burn: [],
  backlog: [],
};

function Where() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent;

const renderAt = (path: string, authorities = ['ROLE_USER', 'ROLE_DASHBOARD_PROFIT_READ', 'ROLE_PROJECT_PROFIT_READ']) =>
  renderScreen(
    <>
      <DashboardProfitPage />
      <Where />
    </>,
    { path, authorities },
  );

beforeEach(() => jest.resetAllMocks());

describe('손익 대시보드', () => {
  it('shows the figures in 억원 on the cards and the projects behind them', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/profit');
    expect(within(await screen.findByTestId('card-revenue')).getByText('20억원')).toBeTruthy();
    expect(within(screen.getByTestId('card-revenue')).getByText('프로젝트 2개')).toBeTruthy();
    expect(within(screen.getByTestId('card-margin')).getByText('87.2%')).toBeTruthy();
    expect(within(screen.getByTestId('card-backlog')).getByText('5억원')).toBeTruthy();
    expect(screen.getByText('-4%')).toBeTruthy();
    expect(screen.getByText('150%')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: '흑자 구축 (PRJ-2021-001)' })).toHaveLength(2);
  });

  it('takes the period, department, type and PM from the address; 올해 전체 clears them', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/profit?fromYm=2021-03&toYm=2021-04&deptId=3&projectTypeId=5&pmUserId=9');
    await screen.findByTestId('card-revenue');
    expect(api.figures).toHaveBeenCalledWith({ fromYm: '2021-03', toYm: '2021-04', deptId: 3, projectTypeId: 5, pmUserId: 9 });
    fireEvent.click(screen.getByRole('button', { name: '올해 전체' }));
    const year = String(new Date().getFullYear());
    await waitFor(() => expect(api.figures).toHaveBeenLastCalledWith({ fromYm: `${year}-01`, toYm: `${year}-12`, deptId: undefined, projectTypeId: undefined, pmUserId: undefined }));
    expect(location()).toBe('/dashboard/profit');
  });

  it('a card and a project drill into 프로젝트 손익 with the same filters', async () => {
    api.figures.mockResolvedValue(data);
    renderAt('/dashboard/profit?fromYm=2021-03&toYm=2021-04&deptId=3&projectTypeId=5&pmUserId=9');
    fireEvent.click(await screen.findByRole('link', { name: /^영업이익/ }));
    expect(location()).toBe(`${L}&sort=operatingProfit%2Cdesc`);
  });

  it('a project row links to the list narrowed to it; without the list’s role it is text only', async () => {
    api.figures.mockResolvedValue(data);
    const { unmount } = renderAt('/dashboard/profit');
    fireEvent.click((await screen.findAllByRole('link', { name: '적자 운영 (PRJ-2021-002)' }))[0]);
    expect(location()).toBe(`${L}&keyword=PRJ-2021-002`);
    unmount();
    renderAt('/dashboard/profit', ['ROLE_USER', 'ROLE_DASHBOARD_PROFIT_READ']);
    expect((await screen.findAllByText('적자 운영 (PRJ-2021-002)')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: '적자 운영 (PRJ-2021-002)' })).toBeNull();
  });

  it('empty period and failed load, in Korean', async () => {
    api.figures.mockResolvedValue(empty);
    const { unmount } = renderAt('/dashboard/profit');
    expect((await screen.findAllByText('기간 내 데이터가 없습니다')).length).toBe(5);
    unmount();
    api.figures.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(data);
    renderAt('/dashboard/profit');
    expect(await screen.findByText('손익 대시보드를 불러오지 못했습니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(within(await screen.findByTestId('card-revenue')).getByText('20억원')).toBeTruthy();
  });
});
