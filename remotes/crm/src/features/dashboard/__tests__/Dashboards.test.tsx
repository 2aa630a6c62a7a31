import { expandAuthorities } from '@dure/shared';
import { renderScreen } from '@dure/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { dashboardApi } from '../api/dashboardApi';
import DashboardBondPage from '../components/DashboardBondPage';
import DashboardLeadPage from '../components/DashboardLeadPage';
import DashboardSalesPage from '../components/DashboardSalesPage';
import { bondData, emptyLead, leadData, salesBySegment, salesData } from './fixtures';

jest.mock('../api/dashboardApi', () => ({
  dashboardApi: { lead: jest.fn(), sales: jest.fn(), salesAnalysis: jest.fn(), bond: jest.fn(), receivables: jest.fn(), codes: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, UserPicker: () => null, CustomerSelect: () => null }));
// Charts need a measured container (absent in jsdom); their drill-down is covered in e2e.
jest.mock('@dure/shared/dashboard/charts', () => ({ ComboChart: () => null, DonutChart: () => null, SimpleBar: () => null }));

const api = dashboardApi as jest.Mocked<typeof dashboardApi>;

/** Shows where the page navigated to, for the tests to read. */
function Where() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent;

// A viewer who may open every list behind the cards (a card is a link only then).
const renderAt = (page: React.ReactElement, path: string) =>
  renderScreen(
    <>
      {page}
      <Where />
    </>,
    { path, authorities: expandAuthorities(['ROLE_SUPER']) },
  );

beforeEach(() => {
  jest.resetAllMocks();
  api.codes.mockResolvedValue([{ id: 1, groupCode: 'LEAD_SOURCE', code: 'REFERRAL', label: '소개', sortOrder: 1, activeYn: 'Y', version: 0, updatedAt: '2026-01-05T09:00:00+09:00' }]);
  api.receivables.mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 });
});

describe('lead dashboard', () => {
  it('shows the figures in 만원/억원 and the stale leads', async () => {
    api.lead.mockResolvedValue(leadData);
    renderAt(<DashboardLeadPage />, '/dashboard/lead');
    expect(await screen.findByText('42건')).toBeTruthy();
    expect(within(screen.getByTestId('card-pipeline')).getByText('12.5억원')).toBeTruthy();
    expect(within(screen.getByTestId('card-weighted')).getByText('4.8억원')).toBeTruthy();
    expect(within(screen.getByTestId('card-winrate')).getByText('31.3%')).toBeTruthy();
    expect(screen.getByText('64.5일')).toBeTruthy();
    expect(screen.getByText('MES 고도화')).toBeTruthy();
    expect(screen.getByText('45일')).toBeTruthy();
  });

  it('asks for the period, department and source in the address; defaults to this year', async () => {
    api.lead.mockResolvedValue(leadData);
    renderAt(<DashboardLeadPage />, '/dashboard/lead?fromYm=2025-04&toYm=2025-09&deptId=3&source=REFERRAL');
    await screen.findByText('42건');
    expect(api.lead).toHaveBeenCalledWith(expect.objectContaining({ fromYm: '2025-04', toYm: '2025-09', deptId: 3, source: 'REFERRAL' }));
    fireEvent.click(screen.getByRole('button', { name: '올해 전체' }));
    const year = String(new Date().getFullYear());
    await waitFor(() => expect(api.lead).toHaveBeenLastCalledWith(expect.objectContaining({ fromYm: `${year}-01`, toYm: `${year}-12`, source: 'REFERRAL' })));
    expect(api.lead.mock.lastCall![0].deptId).toBeUndefined();
  });

  it('a card opens the list behind it', async () => {
    api.lead.mockResolvedValue(leadData);
    renderAt(<DashboardLeadPage />, '/dashboard/lead');
    fireEvent.click(await screen.findByRole('link', { name: /^진행 리드/ }));
    expect(location()).toBe('/lead?categoryList=OPEN&fromDate=2026-01-01&toDate=2026-12-31');
  });

  it('stale row click', async () => {
    api.lead.mockResolvedValue(leadData);
    renderAt(<DashboardLeadPage />, '/dashboard/lead');
    fireEvent.click(await screen.findByText('MES 고도화'));
    expect(location()).toBe('/lead/77');
  });

  it('empty period and failed load', async () => {
    api.lead.mockResolvedValue(emptyLead);
    const { unmount } = renderAt(<DashboardLeadPage />, '/dashboard/lead');
    expect((await screen.findAllByText('기간 내 데이터가 없습니다')).length).toBeGreaterThan(3);
    unmount();
    api.lead.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce(leadData);
    renderAt(<DashboardLeadPage />, '/dashboard/lead');
    expect(await screen.findByText('리드 대시보드를 불러오지 못했습니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('42건')).toBeTruthy();
  });
});

describe('sales dashboard', () => {
  it('shows 수주 / 매출 with attainment and switches the breakdown to people', async () => {
    api.sales.mockResolvedValue(salesData);
    renderAt(<DashboardSalesPage />, '/dashboard/sales');
    expect(within(await screen.findByTestId('card-order')).getByText('23.4억원')).toBeTruthy();
    expect(within(screen.getByTestId('card-sales')).getByText(/달성 78%/)).toBeTruthy();
    expect(within(screen.getByTestId('card-backlog')).getByText('8.7억원')).toBeTruthy();
    expect(api.sales).toHaveBeenLastCalledWith(expect.objectContaining({ dimension: 'DEPT' }));
    fireEvent.click(screen.getByText('담당자별'));
    await waitFor(() => expect(api.sales).toHaveBeenLastCalledWith(expect.objectContaining({ dimension: 'USER' })));
    expect(location()).toBe('/dashboard/sales?dimension=USER');
  });

  it('offers 세그먼트별: a row per market › segment and 미지정, each opening the contracts behind it', async () => {
    api.sales.mockImplementation(async (p) => (p.dimension === 'SEGMENT' ? salesBySegment : salesData));
    renderAt(<DashboardSalesPage />, '/dashboard/sales');
    expect(await screen.findByText('부서별 달성률')).toBeTruthy();
    fireEvent.click(screen.getByText('세그먼트별'));
    await waitFor(() => expect(api.sales).toHaveBeenLastCalledWith(expect.objectContaining({ dimension: 'SEGMENT' })));
    expect(location()).toBe('/dashboard/sales?dimension=SEGMENT');
    const table = (await screen.findByText('세그먼트별 달성률')).closest('.ant-card') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['제조 › 정밀가공', '15억원', '60%', '6억원', '50%'],
      ['미지정', '3억원', '-', '8억원', '-'],
      ['공공', '7억원', '-', '2억원', '50%'],
    ]);
    expect(within(table).getByRole('columnheader', { name: '세그먼트' })).toBeTruthy();
    fireEvent.click(within(table).getByText('미지정'));
    expect(location()).toBe(salesBySegment.byKey[1].link);
  });

  it('a top customer opens the customer', async () => {
    api.sales.mockResolvedValue(salesData);
    renderAt(<DashboardSalesPage />, '/dashboard/sales');
    fireEvent.click(await screen.findByText('(주)한빛정밀'));
    expect(location()).toBe('/customer/5');
  });
});

describe('bond dashboard', () => {
  it('shows balances and drills from a top overdue customer into its receivables', async () => {
    api.bond.mockResolvedValue(bondData);
    renderAt(<DashboardBondPage />, '/dashboard/bond');
    expect(within(await screen.findByTestId('card-ar')).getByText('17.7억원')).toBeTruthy();
    expect(within(screen.getByTestId('card-overdue')).getByText(/16.9%/)).toBeTruthy();
    expect(screen.getByText('80.5일')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('대성테크'));
    });
    expect(location()).toBe('/dashboard/bond?view=receivables&customerId=9&overdueYn=Y');
    await waitFor(() => expect(api.bond).toHaveBeenLastCalledWith(expect.objectContaining({ customerId: 9 })));
    await waitFor(() => expect(api.receivables).toHaveBeenLastCalledWith(expect.objectContaining({ customerId: 9, overdueYn: 'Y', openYn: 'Y', page: 0 })));
  });
});
