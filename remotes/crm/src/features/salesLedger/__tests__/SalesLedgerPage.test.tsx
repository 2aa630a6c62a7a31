import { renderScreen } from '@dure/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { type SalesLedger, salesLedgerApi, salesLedgerList } from '../api/salesLedgerApi';
import SalesLedgerPage from '../components/SalesLedgerPage';

jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null, ProjectPicker: () => null, CustomerSelect: () => null }));
jest.mock('../api/salesLedgerApi', () => ({ ...jest.requireActual('../api/salesLedgerApi'), salesLedgerApi: { list: jest.fn(), get: jest.fn() } }));
const api = salesLedgerApi as jest.Mocked<typeof salesLedgerApi>;
const sent = () => api.list.mock.calls.map(([query]) => salesLedgerList.apiQuery(query));

// ProTable renders slowly on a busy machine.
jest.setTimeout(120_000);

const row = (over: Partial<SalesLedger>): SalesLedger => ({
  id: 1,
  ym: '2026-10',
  sourceType: 'TAX_INVOICE',
  taxInvoiceId: 31,
  invoiceNo: 'TI-202610-0031',
  customerId: 5,
  customerName: '(주)한빛정밀',
  contractId: null,
  contractNo: null,
  contractTitle: null,
  projectId: null,
  projectNo: null,
  projectName: null,
  deptId: 3,
  deptName: '영업1팀',
  amount: 1_000_000,
  currencyCode: null,
  foreignAmount: null,
  exchangeRate: null,
  note: null,
  adjustedId: null,
  closedYn: 'N',
  version: 0,
  createdAt: '2026-10-31T10:00:00+09:00',
  updatedAt: '2026-10-31T10:00:00+09:00',
  ...over,
});

beforeEach(() => jest.resetAllMocks());

describe('SalesLedgerPage', () => {
  it('asks for the checklist link’s month and 미배정 rows, shows totals, and marks closed months', async () => {
    api.list.mockResolvedValue({
      content: [row({}), row({ id: 2, ym: '2026-09', sourceType: 'MANUAL', taxInvoiceId: null, invoiceNo: null, projectId: 7, projectNo: 'PRJ-2026-007', projectName: 'MES 구축', closedYn: 'Y', amount: -50_000 })],
      totalElements: 2,
      totalPages: 1,
      page: 0,
      size: 20,
      totals: { amount: 950_000, unassignedAmount: 1_000_000, unassignedCount: 1 },
    });
    renderScreen(<SalesLedgerPage />, { authorities: ['ROLE_MED_SALES_MANAGEMENT_WRITE'], path: '/med/sales/management?fromYm=2026-10&toYm=2026-10&unassignedYn=Y' });
    expect(await screen.findByText('TI-202610-0031')).toBeTruthy();
    expect(sent()).toContainEqual(expect.objectContaining({ fromYm: '2026-10', toYm: '2026-10', unassignedYn: 'Y', sort: 'ym,desc' }));
    expect(screen.getByTestId('ledger-totals').textContent).toContain('950,000원');
    expect(screen.getByTestId('ledger-totals').textContent).toContain('미배정 1건 · 1,000,000원');
    expect(screen.getByText('미배정')).toBeTruthy();
    expect(screen.getByText('마감')).toBeTruthy();
    // A closed month's row takes no action; the open one does.
    expect(screen.getByRole('button', { name: /2026-10 \(주\)한빛정밀 작업/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /2026-09 .* 작업/ })).toBeNull();
    expect(screen.getByRole('button', { name: /수기 매출 등록/ })).toBeTruthy();
  });

  it('is read-only for a reader', async () => {
    api.list.mockResolvedValue({ content: [row({})], totalElements: 1, totalPages: 1, page: 0, size: 20, totals: { amount: 1_000_000, unassignedAmount: 1_000_000, unassignedCount: 1 } });
    renderScreen(<SalesLedgerPage />, { authorities: ['ROLE_MED_SALES_MANAGEMENT_READ'], path: '/med/sales/management' });
    expect(await screen.findByText('TI-202610-0031')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /수기 매출 등록/ })).toBeNull());
    expect(screen.queryByRole('button', { name: /작업$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /프로젝트 일괄 배정/ })).toBeNull();
  });
});
