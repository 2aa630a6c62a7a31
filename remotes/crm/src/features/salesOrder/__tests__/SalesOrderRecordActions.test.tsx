import { http } from '@dure/shared';
import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Where, activityType, openFromNotice, whereNow } from '../../../lib/testing/recordActions';
import { answerBy, sentTo } from '../../../lib/testing/answer';
import { salesOrderApi } from '../api/salesOrderApi';
import { SalesOrderDrawer } from '../components/SalesOrderDrawer';
import { partlyDelivered } from './fixtures';

jest.mock('../api/salesOrderApi', () => ({
  ...jest.requireActual('../api/salesOrderApi'),
  salesOrderApi: { get: jest.fn(), transition: jest.fn(), deliver: jest.fn(), restore: jest.fn(), remove: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
// The invoice and activity forms' requests, answered by url.
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@dure/shared/records', () => jest.requireActual('../../../lib/testing/recordActions').recordsForForms());
const orders = salesOrderApi as jest.Mocked<typeof salesOrderApi>;
const get = http.get as unknown as jest.Mock;
const post = http.post as unknown as jest.Mock;

// antd forms and tables render slowly on a busy shared 2-core machine.
jest.setTimeout(120_000);


/** A form over the drawer, by its title (under test every antd dialog is labelled by the same id, the drawer's title first). */
const modalTitled = (title: string) =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no form titled ${title}`);
    return found;
  });

function renderOrder(authorities: string[]) {
  renderScreen(
    <>
      <Routes>
        <Route path="/sales/order" element={<SalesOrderDrawer orderId={5} onClose={() => {}} onChanged={() => {}} />} />
        <Route path="/taxinvoice/:id" element={<h1>새 세금계산서</h1>} />
      </Routes>
      <Where />
    </>,
    { authorities, path: '/sales/order?id=5' },
  );
}

const SO_WITH_CONTRACT = { ...partlyDelivered, contractId: 21, contractNo: 'CT-2026-0021' };

beforeEach(() => {
  jest.resetAllMocks();
  get.mockImplementation(
    answerBy({
      // The customer's billable orders.
      'api/sales-order': { content: [{ id: 5, orderNo: 'SO-202603-0001', orderDate: '2026-03-14', status: 'PARTIALLY_DELIVERED', supplyAmount: 1_000_000, perBilled: 0 }] },
      'api/crm-record/types': [activityType(1, 'VISIT', '방문')],
      'api/crm-record/related': { leads: [], contracts: [{ id: 21, no: 'CT-2026-0021', title: '센서 공급' }] },
    }),
  );
  post.mockImplementation(answerBy({ 'api/tax-invoice': { id: 41, invoiceNo: 'TI-202603-0041' }, 'api/crm-record': { id: 88 } }));
});

describe('수주 상세: 세금계산서 작성', () => {
  it('drafts an invoice billing the order, its customer, order and unbilled lines filled in, and stays on the order', async () => {
    orders.get.mockResolvedValue({
      ...SO_WITH_CONTRACT,
      lines: [
        partlyDelivered.lines[0],
        // Partly billed already: only what is left comes over, as an amount.
        { ...partlyDelivered.lines[0], id: 32, seq: 2, itemName: '설치비', qty: 1, unitPrice: 500_000, amount: 500_000, billedAmount: 200_000 },
        // Billed in full: nothing left to bill.
        { ...partlyDelivered.lines[0], id: 33, seq: 3, itemName: '교육', qty: 1, unitPrice: 100_000, amount: 100_000, billedAmount: 100_000 },
      ],
    });
    renderOrder(['ROLE_CRM_READ', 'ROLE_TAX_INVOICE_WRITE']);

    fireEvent.click(await screen.findByRole('button', { name: /세금계산서 작성/ }));
    const form = await modalTitled('세금계산서 작성');
    expect(within(form).getByLabelText('고객사').textContent).toBe('7 (주)한빛정밀');
    expect(await within(form).findByText(/SO-202603-0001/)).toBeTruthy();
    expect(within(form).getAllByDisplayValue('센서').length).toBe(1);
    expect(within(form).getAllByDisplayValue('설치비').length).toBe(1);
    expect(within(form).queryByDisplayValue('교육')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: '임시저장' }));

    await waitFor(() => expect(sentTo(post, 'api/tax-invoice')).toHaveLength(1));
    const sent = sentTo(post, 'api/tax-invoice')[0] as { items: unknown[] };
    expect(sent).toMatchObject({ direction: 'SALES', customerId: 7, contractId: 21, salesOrderId: 5 });
    expect(sent.items).toEqual([
      expect.objectContaining({ itemName: '센서', qty: 10, unitPrice: 100_000, supplyAmount: 1_000_000 }),
      expect.objectContaining({ itemName: '설치비', qty: null, unitPrice: null, supplyAmount: 300_000 }),
    ]);
    expect(await screen.findByText(/세금계산서 TI-202603-0041을 임시저장했습니다\./)).toBeTruthy();
    expect(whereNow()).toBe('/sales/order?id=5');
    await openFromNotice(/세금계산서 TI-202603-0041을 임시저장했습니다\./, '/taxinvoice/41');
  });

  it('is absent without 세금계산서 write', async () => {
    orders.get.mockResolvedValue(partlyDelivered);
    renderOrder(['ROLE_CRM_WRITE', 'ROLE_TAX_INVOICE_READ']);
    expect(await screen.findByRole('button', { name: /출하 기록/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /세금계산서 작성/ })).toBeNull();
  });

  it.each([
    ['a draft', { status: 'DRAFT' as const }],
    ['a fully billed order', { perBilled: 100 }],
    ['a deleted order', { deletedYn: 'Y' as const }],
  ])('is absent on %s', async (_, patch) => {
    orders.get.mockResolvedValue({ ...partlyDelivered, ...patch });
    renderOrder(['ROLE_CRM_READ', 'ROLE_TAX_INVOICE_WRITE']);
    expect(await screen.findByText('toolkit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /세금계산서 작성/ })).toBeNull();
  });
});

describe('수주 상세: 영업활동 등록', () => {
  it('logs an activity about the order’s customer and contract, and stays on the order', async () => {
    orders.get.mockResolvedValue(SO_WITH_CONTRACT);
    renderOrder(['ROLE_CRM_WRITE']);
    expect((await screen.findByRole('link', { name: 'CT-2026-0021' })).getAttribute('href')).toBe('/contract/21');
    fireEvent.click(screen.getByRole('button', { name: /영업활동 등록/ }));
    const form = await modalTitled('영업활동 등록');
    expect(within(form).getByLabelText('고객사').textContent).toBe('7 (주)한빛정밀');
    fireEvent.change(within(form).getByLabelText('제목'), { target: { value: '납품 일정 협의' } });
    fireEvent.change(within(form).getByLabelText('장소'), { target: { value: '고객사 공장' } });
    fireEvent.change(within(form).getByLabelText('내용'), { target: { value: '<p>2차 납품 일정</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(sentTo(post, 'api/crm-record')).toHaveLength(1));
    expect(sentTo(post, 'api/crm-record')[0]).toMatchObject({ customerId: 7, contractId: 21, subject: '납품 일정 협의' });
    expect(await screen.findByText(/영업활동을 등록했습니다\./)).toBeTruthy();
    expect(whereNow()).toBe('/sales/order?id=5');
  });

  it('is absent without 영업활동 write', async () => {
    orders.get.mockResolvedValue(partlyDelivered);
    renderOrder(['ROLE_CRM_READ']);
    expect(await screen.findByText('toolkit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /영업활동 등록/ })).toBeNull();
  });
});
