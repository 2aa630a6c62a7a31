import { API_MESSAGES } from '@dure/shared/messages';
import { renderWithQuery } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { collectionApi } from '../api/collectionApi';
import { CollectionModal } from '../components/CollectionModal';

// Spied on the module's own object, which its query options call.
const api = { receivables: jest.spyOn(collectionApi, 'receivables'), record: jest.spyOn(collectionApi, 'record') };

const receivable = (id: number, invoiceNo: string, dueDate: string, balance: number) =>
  ({ id, invoiceNo, dueDate, balance, customerId: 5, customerName: '(주)한빛정밀', contractId: 21, amount: balance, collectedAmount: 0, status: 'OPEN', overdueDays: 0, version: 0 }) as never;

const open = () => {
  api.receivables.mockResolvedValue({ content: [receivable(2, 'TI-202601-0002', '2026-01-31', 300_000), receivable(7, 'TI-202603-0007', '2026-03-31', 500_000)], totalElements: 2, totalPages: 1, page: 0, size: 1000 });
  const onSaved = jest.fn();
  renderWithQuery(<CollectionModal open customerId={5} customerName="(주)한빛정밀" contractId={21} onClose={() => undefined} onSaved={onSaved} />);
  return onSaved;
};
const input = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

beforeEach(() => {
  api.receivables.mockReset();
  api.record.mockReset();
});

describe('수금 등록', () => {
  it("allocates the amount to the contract's receivables oldest due first; the rest is 선수금", async () => {
    open();
    await screen.findByText('TI-202601-0002');
    expect(api.receivables).toHaveBeenCalledWith({ contractId: 21, openYn: 'Y' });
    fireEvent.change(input('수금액'), { target: { value: '400000' } });
    await waitFor(() => expect(input('TI-202601-0002 배분액').value).toBe('300,000'));
    expect(input('TI-202603-0007 배분액').value).toBe('100,000');
    expect(screen.getByTestId('allocation-advance').textContent).toContain('0원');
    fireEvent.change(input('수금액'), { target: { value: '1000000' } });
    await waitFor(() => expect(input('TI-202603-0007 배분액').value).toBe('500,000'));
    expect(screen.getByTestId('allocation-advance').textContent).toContain('200,000원');
  });

  it('keeps hand-edited allocations, refuses Σ over the amount, and sends what is shown', async () => {
    const onSaved = open();
    await screen.findByText('TI-202601-0002');
    fireEvent.change(input('수금액'), { target: { value: '200000' } });
    await waitFor(() => expect(input('TI-202601-0002 배분액').value).toBe('200,000'));
    fireEvent.change(input('TI-202603-0007 배분액'), { target: { value: '100000' } });
    expect(await screen.findByText(API_MESSAGES.collectionAllocationExceeds)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '수금 등록' }));
    await waitFor(() => expect(screen.getAllByText(API_MESSAGES.collectionAllocationExceeds).length).toBeGreaterThan(0));
    expect(api.record).not.toHaveBeenCalled();
    fireEvent.change(input('TI-202601-0002 배분액'), { target: { value: '50000' } });
    // The amount no longer moves hand-edited allocations.
    fireEvent.change(input('수금액'), { target: { value: '250000' } });
    expect(input('TI-202601-0002 배분액').value).toBe('50,000');
    api.record.mockResolvedValue({ id: 9, amount: 250_000, advanceAmount: 100_000 } as never);
    fireEvent.click(screen.getByRole('button', { name: '수금 등록' }));
    await waitFor(() => expect(api.record).toHaveBeenCalled());
    expect(api.record.mock.calls[0][0]).toMatchObject({
      customerId: 5,
      amount: 250_000,
      method: 'TRANSFER',
      allocations: [
        { receivableId: 2, amount: 50_000 },
        { receivableId: 7, amount: 100_000 },
      ],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
