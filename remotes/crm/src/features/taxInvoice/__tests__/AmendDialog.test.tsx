import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { taxInvoiceApi } from '../api/taxInvoiceApi';
import { AmendDialog, plannedInvoices } from '../components/AmendDialog';
import { invoice } from './fixtures';

jest.mock('../api/taxInvoiceApi', () => ({ ...jest.requireActual('../api/taxInvoiceApi'), taxInvoiceApi: { amend: jest.fn() } }));
const api = taxInvoiceApi as jest.Mocked<typeof taxInvoiceApi>;

const original = invoice();
const line = (supplyAmount: number) => ({ itemDate: null, itemName: '조정', spec: null, qty: null, unitPrice: null, supplyAmount, remark: null });

describe('what each reason code issues', () => {
  it('follows the 수정세금계산서 table', () => {
    const sums = (code: 1 | 2 | 3 | 4 | 5 | 6, items = [line(0)]) => plannedInvoices(original, code, items, '2025-12-01').map((p) => [p.sign, p.totalAmount, p.writeDate]);
    expect(sums(1, [line(900_000)])).toEqual([['−', -1_100_000, '2025-11-14'], ['+', 990_000, '2025-11-14']]);
    expect(sums(2, [line(-100_000)])).toEqual([['±', -110_000, '2025-12-01']]);
    expect(sums(3, [line(300_000)])).toEqual([['−', -330_000, '2025-12-01']]);
    expect(sums(4)).toEqual([['−', -1_100_000, '2025-12-01']]);
    expect(sums(5)).toEqual([['−', -1_100_000, '2025-11-14'], ['+', 1_000_000, '2025-11-14']]);
    expect(sums(6)).toEqual([['−', -1_100_000, '2025-11-14']]);
  });
});

describe('AmendDialog', () => {
  beforeEach(() => jest.clearAllMocks());
  const renderDialog = (o = original) =>
    render(
      <App>
        <AmendDialog original={o} open onClose={() => undefined} onDone={() => undefined} />
      </App>,
    );

  it('offers the six reason codes; 내국신용장 only for taxable originals', () => {
    renderDialog(invoice({ taxType: 'ZERO_RATED' }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(6);
    expect(screen.getByText(/기재사항 착오·정정/)).toBeTruthy();
    expect(screen.getByText(/착오에 의한 이중발급/)).toBeTruthy();
    expect(radios[4].disabled).toBe(true);
    expect(radios[3].disabled).toBe(false);
  });

  it('shows the planned invoice of the chosen code and sends it', async () => {
    api.amend.mockResolvedValue([invoice({ id: 8, invoiceNo: 'TI-202512-0001', amendCode: 4, status: 'DRAFT' })]);
    renderDialog();
    fireEvent.click(screen.getByText(/계약의 해제/));
    const preview = screen.getByTestId('amend-preview');
    expect(within(preview).getByText('− 계약 해제 (당초분 전액)')).toBeTruthy();
    expect(within(preview).getByText('-1,100,000원')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '수정세금계산서 작성' }));
    await waitFor(() => expect(api.amend).toHaveBeenCalledWith(7, expect.objectContaining({ amendCode: 4, version: 2, items: undefined })));
  });

  it('code 2 needs lines and refuses an empty one before sending', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '수정세금계산서 작성' }));
    expect(await screen.findByText('1행 품목: 필수 입력 항목입니다.')).toBeTruthy();
    expect(api.amend).not.toHaveBeenCalled();
  });
});
