import { http } from '@dure/shared';
import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Where, activityType, openFromNotice, whereNow } from '../../../lib/testing/recordActions';
import { answerBy, sentTo } from '../../../lib/testing/answer';
import { taxInvoiceApi } from '../api/taxInvoiceApi';
import TaxInvoiceDetailPage from '../components/TaxInvoiceDetailPage';
import { invoice } from './fixtures';

jest.mock('../api/taxInvoiceApi', () => ({
  ...jest.requireActual('../api/taxInvoiceApi'),
  taxInvoiceApi: { get: jest.fn(), action: jest.fn(), withReason: jest.fn(), remove: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
// The activity form's requests, answered by url.
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), post: jest.fn() } }));
jest.mock('@dure/shared/records', () => jest.requireActual('../../../lib/testing/recordActions').recordsForForms());
const api = taxInvoiceApi as jest.Mocked<typeof taxInvoiceApi>;
const get = http.get as unknown as jest.Mock;
const post = http.post as unknown as jest.Mock;

// antd forms render slowly on a busy shared 2-core machine.
jest.setTimeout(120_000);


const renderInvoice = (authorities: string[]) =>
  renderScreen(
    <>
      <Routes>
        <Route path="/taxinvoice/:id" element={<TaxInvoiceDetailPage />} />
        <Route path="/crm/:id" element={<h1>새 영업활동</h1>} />
      </Routes>
      <Where />
    </>,
    { authorities, path: '/taxinvoice/7' },
  );

beforeEach(() => {
  jest.resetAllMocks();
  get.mockImplementation(
    answerBy({
      'api/crm-record/types': [activityType(1, 'VISIT', '방문')],
      'api/crm-record/related': { leads: [], contracts: [{ id: 21, no: 'CT-2025-0021', title: '정밀기계 유지보수' }] },
    }),
  );
  post.mockImplementation(answerBy({ 'api/crm-record': { id: 88 } }));
});

describe('세금계산서 상세: 영업활동 등록', () => {
  it('logs an activity about the buyer, linked to the invoice’s contract, and stays on the invoice; the notice opens the activity', async () => {
    api.get.mockResolvedValue(invoice({ contractId: 21, contractNo: 'CT-2025-0021' }));
    renderInvoice(['ROLE_TAX_INVOICE_READ', 'ROLE_CRM_WRITE']);
    // The buyer is a link to the customer.
    expect((await screen.findByRole('link', { name: '(주)한빛정밀' })).getAttribute('href')).toBe('/customer/3');

    fireEvent.click(screen.getByRole('button', { name: /영업활동 등록/ }));
    const form = await screen.findByRole('dialog', { name: '영업활동 등록' });
    expect(within(form).getByLabelText('고객사').textContent).toBe('3 (주)한빛정밀');
    await waitFor(() => expect(get).toHaveBeenCalledWith('api/crm-record/related', { searchParams: { customerId: 3 } }));
    expect(await within(form).findByText('CT-2025-0021 정밀기계 유지보수')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('제목'), { target: { value: '계산서 전달 방문' } });
    fireEvent.change(within(form).getByLabelText('장소'), { target: { value: '고객사 경리팀' } });
    fireEvent.change(within(form).getByLabelText('내용'), { target: { value: '<p>수령 확인</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: '등록' }));

    await waitFor(() => expect(sentTo(post, 'api/crm-record')).toHaveLength(1));
    expect(sentTo(post, 'api/crm-record')[0]).toMatchObject({ customerId: 3, contractId: 21, leadId: null, subject: '계산서 전달 방문' });
    expect(await screen.findByText(/영업활동을 등록했습니다\./)).toBeTruthy();
    expect(whereNow()).toBe('/taxinvoice/7');
    await openFromNotice(/영업활동을 등록했습니다\./, '/crm/88');
  });

  it('is absent without 영업활동 write, and on a purchase invoice (its party is a supplier)', async () => {
    api.get.mockResolvedValue(invoice());
    const { unmount } = renderInvoice(['ROLE_TAX_INVOICE_WRITE', 'ROLE_CRM_READ']);
    expect(await screen.findByRole('button', { name: /인쇄 보기/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /영업활동 등록/ })).toBeNull();
    unmount();

    api.get.mockResolvedValue(invoice({ direction: 'PURCHASE' }));
    renderInvoice(['ROLE_TAX_INVOICE_READ', 'ROLE_CRM_WRITE']);
    expect(await screen.findByRole('button', { name: /인쇄 보기/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /영업활동 등록/ })).toBeNull();
  });
});
