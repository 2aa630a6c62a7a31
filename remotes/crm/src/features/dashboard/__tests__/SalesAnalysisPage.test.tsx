import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { dashboardApi } from '../api/dashboardApi';
import DashboardSalesAnalysisPage from '../components/DashboardSalesAnalysisPage';
import { analysisData } from './fixtures';

jest.mock('../api/dashboardApi', () => ({ dashboardApi: { salesAnalysis: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, UserPicker: () => null }));
jest.mock('@dure/shared/dashboard/charts', () => ({ ComboChart: () => null, DonutChart: () => null, SimpleBar: () => null }));

const api = dashboardApi as jest.Mocked<typeof dashboardApi>;
/** Shows where the page navigated to, for the tests to read. */
function Where() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}
const location = () => screen.getByTestId('location').textContent;

const renderPage = (path = '/dashboard/sales/analysis') =>
  renderScreen(
    <>
      <DashboardSalesAnalysisPage />
      <Where />
    </>,
    { path },
  );

beforeEach(() => jest.resetAllMocks());

describe('sales analysis', () => {
  it('shows totals against the compare year, shares, new customers and the heatmap', async () => {
    api.salesAnalysis.mockResolvedValue(analysisData);
    renderPage('/dashboard/sales/analysis?compareYear=2025&dimension=GRADE');
    expect(within(await screen.findByTestId('card-analysis-sales')).getByText('28.5억원')).toBeTruthy();
    expect(api.salesAnalysis).toHaveBeenCalledWith(expect.objectContaining({ compareYear: 2025, dimension: 'GRADE' }));
    expect(screen.getByText('21.1%')).toBeTruthy();
    expect(screen.getByText(/4개사 · 4.2%/)).toBeTruthy();
    const heatmap = screen.getByRole('table', { name: '월별 매출 히트맵' });
    expect(within(heatmap).getByText('3억원')).toBeTruthy();
    expect(within(heatmap).getByText('26.01')).toBeTruthy();
  });

  it("an industry row opens the 매출 invoices of that industry's customers; an empty breakdown says so", async () => {
    api.salesAnalysis.mockResolvedValue(analysisData);
    renderPage();
    await screen.findByTestId('card-analysis-sales');
    expect(screen.getAllByText('기간 내 데이터가 없습니다').length).toBe(1);
    fireEvent.click(screen.getAllByText('제조업')[0]);
    await waitFor(() => expect(location()).toBe('/taxinvoice?direction=SALES&fromDate=2026-01-01&toDate=2026-12-31&industryCode=MANUFACTURING'));
  });
});
