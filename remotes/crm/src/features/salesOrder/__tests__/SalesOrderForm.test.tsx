import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { httpError } from '@dure/shared/testing';
import { SalesOrderFormModal } from '../components/SalesOrderFormModal';
import { type SalesOrderDetail, salesOrderApi } from '../api/salesOrderApi';
import { partlyDelivered } from './fixtures';

jest.mock('../api/salesOrderApi', () => ({
  ...jest.requireActual('../api/salesOrderApi'),
  salesOrderApi: { create: jest.fn(), update: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  UserPicker: () => null,
  CustomerSelect: ({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) => (
    <button type="button" onClick={() => onChange?.(value === 7 ? 8 : 7)}>{value ? `고객사 ${value}` : '고객사 고르기'}</button>
  ),
}));
// The pickers as buttons: each shows its value and picks a fixed record of the customer it was given.
jest.mock('../../../components/pickers', () => {
  const picker = (label: string, picked: number) =>
    function Picker({ customerId, value, onChange }: { customerId?: number | null; value?: number | null; onChange?: (id: number | null) => void }) {
      return (
        <button type="button" disabled={!customerId} onClick={() => onChange?.(picked)}>
          {value ? `${label} ${value}` : `${label} 고르기`}
        </button>
      );
    };
  return { ContractSelect: picker('계약', 21), LeadSelect: picker('리드', 31) };
});
const api = salesOrderApi as jest.Mocked<typeof salesOrderApi>;

const existing = partlyDelivered;

function renderForm(order: SalesOrderDetail | null = null) {
  const onSaved = jest.fn();
  render(
    <App>
      <SalesOrderFormModal open order={order} onClose={() => {}} onSaved={onSaved} />
    </App>,
  );
  return onSaved;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// antd forms and tables render slowly on a busy shared 2-core machine; the default 30 s is not enough there.
jest.setTimeout(120_000);

beforeEach(() => jest.resetAllMocks());

describe('SalesOrderFormModal', () => {
  it('computes line amounts, supply, VAT (floor 10%) and total while typing', async () => {
    renderForm();
    type('품목명 1', '산업용 센서 모듈');
    type('수량 1', '10');
    type('단가 1', '123456');
    type('할인율 1', '5');
    fireEvent.click(screen.getByRole('button', { name: /품목 추가/ }));
    type('품목명 2', '설치 브래킷');
    type('수량 2', '3');
    type('단가 2', '33333');
    await waitFor(() => expect(screen.getByTestId('line-amount-0').textContent).toBe('1,172,832원'));
    expect(screen.getByTestId('line-amount-1').textContent).toBe('99,999원');
    expect(screen.getByTestId('supply-amount').textContent).toBe('1,272,831원');
    expect(screen.getByTestId('vat-amount').textContent).toBe('127,283원');
    expect(screen.getByTestId('total-amount').textContent).toBe('1,400,114원');
  });

  it('sends the order with its lines and shows the server’s line errors in place', async () => {
    api.create.mockRejectedValue(httpError(400, { error: 'validation', message: '수량은 0보다 커야 합니다.', fields: { 'lines.0.qty': '수량은 0보다 커야 합니다.' } }));
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: '고객사 고르기' }));
    type('품목명 1', '센서');
    type('단가 1', '1000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0][0]).toMatchObject({ customerId: 7, currencyCode: 'KRW', exchangeRate: null, lines: [{ itemName: '센서', qty: 1, unitPrice: 1000, discountPct: 0 }] });
    expect((await screen.findAllByText('수량은 0보다 커야 합니다.')).length).toBeGreaterThanOrEqual(1);
  });

  it("links the customer's contract and lead, clears them when the customer changes, and sends them", async () => {
    api.create.mockResolvedValue(existing);
    renderForm();
    expect(screen.getByText('계약 고르기').closest('button')!.disabled).toBe(true);
    fireEvent.click(screen.getByText('고객사 고르기'));
    fireEvent.click(await screen.findByText('계약 고르기'));
    fireEvent.click(screen.getByText('리드 고르기'));
    expect(await screen.findByText('계약 21')).toBeTruthy();
    expect(screen.getByText('리드 31')).toBeTruthy();
    fireEvent.click(screen.getByText('고객사 7'));
    expect(await screen.findByText('계약 고르기')).toBeTruthy();
    expect(screen.getByText('리드 고르기')).toBeTruthy();
    fireEvent.click(screen.getByText('계약 고르기'));
    fireEvent.click(screen.getByText('리드 고르기'));
    type('품목명 1', '센서');
    type('단가 1', '1000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0][0]).toMatchObject({ customerId: 8, contractId: 21, leadId: 31 });
  });

  it('keeps delivered lines: they cannot be removed or cut below the delivered quantity', async () => {
    renderForm(existing);
    expect((screen.getByRole('button', { name: '품목 삭제 1' }) as HTMLButtonElement).disabled).toBe(true);
    type('수량 1', '3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '저장' })));
    expect(await screen.findByText('이미 출하한 수량(4)보다 적게 줄일 수 없습니다.')).toBeTruthy();
    expect(api.update).not.toHaveBeenCalled();
  });

  it('updates with the version it loaded and the line ids', async () => {
    api.update.mockResolvedValue(existing);
    const onSaved = renderForm(existing);
    type('수량 1', '12');
    await act(async () => fireEvent.click(within(document.body).getByRole('button', { name: '저장' })));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(5, 4, expect.objectContaining({ lines: [expect.objectContaining({ id: 31, qty: 12 })] })));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
