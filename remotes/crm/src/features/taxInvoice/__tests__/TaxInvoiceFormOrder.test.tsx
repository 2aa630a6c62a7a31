import { queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { customerOrders } from '../api/salesOrderOptions';
import { taxInvoiceApi } from '../api/taxInvoiceApi';
import { TaxInvoiceFormModal } from '../components/TaxInvoiceFormModal';
import { invoice } from './fixtures';

jest.mock('../api/taxInvoiceApi', () => ({ ...jest.requireActual('../api/taxInvoiceApi'), taxInvoiceApi: { update: jest.fn(), create: jest.fn() } }));
jest.mock('../api/salesOrderOptions', () => ({ ...jest.requireActual('../api/salesOrderOptions'), customerOrders: jest.fn() }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), CustomerSelect: () => null }));
const api = taxInvoiceApi as jest.Mocked<typeof taxInvoiceApi>;
const orders = customerOrders as jest.MockedFunction<typeof customerOrders>;

const draft = invoice({
  status: 'DRAFT',
  issueDate: null,
  ntsApprovalNo: null,
  items: [{ seq: 1, itemDate: '2025-11-14', itemName: '유지보수 용역', spec: null, qty: null, unitPrice: null, supplyAmount: 1_000_000, taxAmount: 100_000, remark: null }],
});

beforeEach(() => {
  jest.resetAllMocks();
  orders.mockResolvedValue([{ id: 51, orderNo: 'SO-2026-0051', orderDate: '2026-11-02', status: 'CONFIRMED', supplyAmount: 2_000_000, perBilled: 0 }]);
});

it('a SALES draft links the chosen order of its customer and sends it on save', async () => {
  api.update.mockResolvedValue(draft);
  render(
    <App>
      <TaxInvoiceFormModal open invoice={draft} onClose={() => {}} onSaved={() => {}} />
    </App>,
    { wrapper: queryWrapper() },
  );
  await waitFor(() => expect(orders).toHaveBeenCalledWith(draft.customerId));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: '수주' }));
  fireEvent.click(await screen.findByText(/SO-2026-0051/));
  fireEvent.click(screen.getByRole('button', { name: '임시저장' }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(draft.id, expect.objectContaining({ salesOrderId: 51, version: draft.version })));
}, 120_000);
