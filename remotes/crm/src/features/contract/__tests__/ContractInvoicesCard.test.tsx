import { render, screen } from '@testing-library/react';
import { useAllowedPages } from '@dure/shared';
import { MemoryRouter } from 'react-router-dom';
import { fetchRelated } from '../../../components/related/relatedApi';
import { ContractInvoicesCard } from '../components/ContractInvoicesCard';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), useAllowedPages: jest.fn() }));
jest.mock('../../../components/related/relatedApi', () => ({ fetchRelated: jest.fn() }));
const allowed = useAllowedPages as jest.MockedFunction<typeof useAllowedPages>;
const fetch = fetchRelated as jest.MockedFunction<typeof fetchRelated>;

const page = (content: Record<string, unknown>[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 10 }) as never;
const renderCard = () =>
  render(
    <MemoryRouter>
      <ContractInvoicesCard contractId={21} />
    </MemoryRouter>,
  );

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

  it('is hidden from users who may not open tax invoices', () => {
    allowed.mockReturnValue(['ContractListPage']);
    const { container } = renderCard();
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
