import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAllowedPages } from '@dure/shared';
import { MemoryRouter } from 'react-router-dom';
import { fetchRelated } from '../../../components/related/relatedApi';
import { CustomerRelatedTabs } from '../components/related/CustomerRelatedTabs';
import { renderWithQuery } from '@dure/shared/testing';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), useAllowedPages: jest.fn() }));
jest.mock('../../../components/related/relatedApi', () => ({ fetchRelated: jest.fn() }));
const allowed = useAllowedPages as jest.MockedFunction<typeof useAllowedPages>;
const fetch = fetchRelated as jest.MockedFunction<typeof fetchRelated>;

const ALL = ['LeadListPage', 'ContractListPage', 'TaxInvoiceListPage', 'CrmListPage', 'SalesOrderPage'];
const page = <T,>(content: T[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 10 }) as never;

const ROWS: Record<string, Record<string, unknown>[]> = {
  lead: [{ id: 11, leadNo: 'L-2026-0011', title: '스마트팩토리 도입', stageName: '제안', stageCategory: 'OPEN', expectedAmount: 50_000_000, expectedCloseDate: '2026-12-01', ownerName: '김영업' }],
  contract: [{ id: 21, contractNo: 'CT-2026-0021', title: '유지보수 계약', status: 'ACTIVE', startDate: '2026-01-01', endDate: '2026-12-31', krwSupplyAmount: 12_000_000 }],
  'tax-invoice': [{ id: 31, invoiceNo: 'TI-2026-0031', direction: 'SALES', writeDate: '2026-11-01', status: 'ISSUED', supplyAmount: 1_000_000, totalAmount: 1_100_000 }],
  'crm-record': [{ id: 41, subject: '분기 점검 방문', activityAt: '2026-11-20T01:00:00Z', activityTypeLabel: '방문', status: 'DONE' }],
  'sales-order': [{ id: 51, orderNo: 'SO-2026-0051', orderDate: '2026-11-02', status: 'CONFIRMED', totalAmount: 2_200_000, perBilled: 50 }],
};

function renderTabs() {
  return renderWithQuery(
    <MemoryRouter>
      <CustomerRelatedTabs customerId={7} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  allowed.mockReturnValue(ALL);
  fetch.mockImplementation(async (resource) => page(ROWS[resource] ?? []));
});

describe('customer related records', () => {
  it('lists each kind filtered by the customer, each row linking to its detail page', async () => {
    renderTabs();
    const cases: [string, string, string, string][] = [
      ['리드', 'lead', 'L-2026-0011', '/lead/11'],
      ['계약', 'contract', 'CT-2026-0021', '/contract/21'],
      ['세금계산서', 'tax-invoice', 'TI-2026-0031', '/taxinvoice/31'],
      ['영업활동', 'crm-record', '분기 점검 방문', '/crm/41'],
      ['수주', 'sales-order', 'SO-2026-0051', '/sales/order?id=51'],
    ];
    for (const [tab, resource, text, href] of cases) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      const link = await screen.findByRole('link', { name: text });
      expect(link.getAttribute('href')).toBe(href);
      expect(fetch).toHaveBeenCalledWith(resource, expect.objectContaining({ customerId: 7, page: 0, size: 10 }));
    }
  }, 120_000);

  it('names the owner of each lead (leads answer ownerName)', async () => {
    renderTabs();
    await screen.findByRole('link', { name: 'L-2026-0011' });
    expect(screen.getByText('김영업')).toBeTruthy();
  });

  it('shows an empty state when the customer has none', async () => {
    fetch.mockResolvedValue(page([]));
    renderTabs();
    expect(await screen.findByText('리드가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '수주' }));
    expect(await screen.findByText('수주가 없습니다.')).toBeTruthy();
  });

  it('says when a list could not be loaded', async () => {
    fetch.mockRejectedValue(new Error('서버에 연결할 수 없습니다.'));
    renderTabs();
    expect(await screen.findByText(/리드 목록을 불러오지 못했습니다/)).toBeTruthy();
  });

  it('shows only the tabs whose page the user may open, and asks nothing for the hidden ones', async () => {
    allowed.mockReturnValue(['LeadListPage', 'CrmListPage']);
    renderTabs();
    expect(screen.getByRole('tab', { name: '리드' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '영업활동' })).toBeTruthy();
    for (const name of ['계약', '세금계산서', '수주']) expect(screen.queryByRole('tab', { name })).toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('lead', expect.anything()));
    expect(fetch.mock.calls.map(([r]) => r)).not.toContain('tax-invoice');
  });

  it('shows nothing when no related page is allowed', () => {
    allowed.mockReturnValue([]);
    const { container } = renderTabs();
    expect(container.textContent).toBe('');
  });
});
