import { act, fireEvent, screen } from '@testing-library/react';
import { authoritiesAtom, sessionStore, useAllowedPages } from '@dure/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fetchRelated } from '../../../components/related/relatedApi';
import { ContractInvoicesCard } from '../components/ContractInvoicesCard';
import { renderWithQuery } from '@dure/shared/testing';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), useAllowedPages: jest.fn() }));
jest.mock('../../../components/related/relatedApi', () => ({ fetchRelated: jest.fn() }));
const allowed = useAllowedPages as jest.MockedFunction<typeof useAllowedPages>;
const fetch = fetchRelated as jest.MockedFunction<typeof fetchRelated>;

const page = (content: Record<string, unknown>[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 10 }) as never;
function Landing() {
  const location = useLocation();
  return <div data-testid="landed">{`${location.pathname}${location.search} ${(location.state as { customerName?: string } | null)?.customerName ?? ''}`}</div>;
}

const renderCard = (billable = false, authorities: string[] = ['ROLE_TAX_INVOICE_READ']) => {
  act(() => sessionStore.set(authoritiesAtom, authorities));
  return renderWithQuery(
    <MemoryRouter initialEntries={['/contract/21']}>
      <Routes>
        <Route path="/contract/21" element={<ContractInvoicesCard contractId={21} customerId={5} customerName="(주)한빛정밀" billable={billable} />} />
        <Route path="/taxinvoice" element={<Landing />} />
      </Routes>
    </MemoryRouter>,
  );
};

beforeEach(() => jest.resetAllMocks());

describe('contract tax invoices', () => {
  it("lists the contract's invoices, each linking to its detail page", async () => {
    allowed.mockReturnValue(['TaxInvoiceListPage']);
    fetch.mockResolvedValue(page([{ id: 31, invoiceNo: 'TI-2026-0031', direction: 'SALES', writeDate: '2026-11-01', status: 'ISSUED', supplyAmount: 1_000_000, totalAmount: 1_100_000 }]));
    renderCard();
    const link = await screen.findByRole('link', { name: 'TI-2026-0031' });
    expect(link.getAttribute('href')).toBe('/taxinvoice/31');
    expect(screen.getByText('발급')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('tax-invoice', expect.objectContaining({ contractId: 21, page: 0 }));
  });

  it('says when there is none', async () => {
    allowed.mockReturnValue(['TaxInvoiceListPage']);
    fetch.mockResolvedValue(page([]));
    renderCard();
    expect(await screen.findByText('세금계산서가 없습니다.')).toBeTruthy();
  });

  it('an active contract is billed from here by a user who may write invoices', async () => {
    allowed.mockReturnValue(['TaxInvoiceListPage']);
    fetch.mockResolvedValue(page([]));
    renderCard(true, ['ROLE_TAX_INVOICE_READ', 'ROLE_TAX_INVOICE_WRITE']);
    fireEvent.click(await screen.findByRole('button', { name: /이 계약으로 작성/ }));
    expect(screen.getByTestId('landed').textContent).toBe('/taxinvoice?customerId=5&contractId=21&create=Y (주)한빛정밀');
  });

  it('offers no billing on a contract that is not active, nor to a reader', async () => {
    allowed.mockReturnValue(['TaxInvoiceListPage']);
    fetch.mockResolvedValue(page([]));
    const inactive = renderCard(false, ['ROLE_TAX_INVOICE_WRITE']);
    await screen.findByText('세금계산서가 없습니다.');
    expect(screen.queryByRole('button', { name: /이 계약으로 작성/ })).toBeNull();
    inactive.unmount();
    renderCard(true, ['ROLE_TAX_INVOICE_READ']);
    await screen.findByText('세금계산서가 없습니다.');
    expect(screen.queryByRole('button', { name: /이 계약으로 작성/ })).toBeNull();
  });

  it('is hidden from users who may not open tax invoices', () => {
    allowed.mockReturnValue(['ContractListPage']);
    const { container } = renderCard();
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
