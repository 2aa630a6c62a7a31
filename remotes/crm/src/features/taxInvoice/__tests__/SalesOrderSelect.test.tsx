import { queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { customerOrders } from '../api/salesOrderOptions';
import { SalesOrderSelect } from '../components/SalesOrderSelect';

jest.mock('../api/salesOrderOptions', () => ({ ...jest.requireActual('../api/salesOrderOptions'), customerOrders: jest.fn() }));
const orders = customerOrders as jest.MockedFunction<typeof customerOrders>;

beforeEach(() => jest.resetAllMocks());

const open = () => fireEvent.mouseDown(screen.getByRole('combobox'));

describe('SalesOrderSelect', () => {
  it("lists the customer's billable orders and picks one", async () => {
    orders.mockResolvedValue([{ id: 51, orderNo: 'SO-2026-0051', orderDate: '2026-11-02', status: 'CONFIRMED', supplyAmount: 2_000_000, perBilled: 50 }]);
    const onChange = jest.fn();
    render(<SalesOrderSelect customerId={7} onChange={onChange} />, { wrapper: queryWrapper() });
    await waitFor(() => expect(orders).toHaveBeenCalledWith(7));
    open();
    fireEvent.click(await screen.findByText(/SO-2026-0051 · 2026-11-02 .*\(청구 50%\)/));
    expect(onChange).toHaveBeenCalledWith(51);
  });

  it('says when the customer has no billable order', async () => {
    orders.mockResolvedValue([]);
    render(<SalesOrderSelect customerId={7} />, { wrapper: queryWrapper() });
    await waitFor(() => expect(orders).toHaveBeenCalled());
    open();
    expect(await screen.findByText('청구할 수 있는 수주가 없습니다.')).toBeTruthy();
  });

  it('waits for a customer before asking for orders', () => {
    render(<SalesOrderSelect customerId={null} />, { wrapper: queryWrapper() });
    expect(orders).not.toHaveBeenCalled();
    expect(screen.getByText('고객사를 먼저 선택해 주세요')).toBeTruthy();
  });

  it('keeps showing a stored order that is no longer in the list', async () => {
    orders.mockResolvedValue([]);
    render(<SalesOrderSelect customerId={7} value={99} initialLabel="SO-2026-0099" />, { wrapper: queryWrapper() });
    expect(await screen.findByText('SO-2026-0099')).toBeTruthy();
  });
});
