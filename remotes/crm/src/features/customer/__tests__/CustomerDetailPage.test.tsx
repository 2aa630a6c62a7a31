import { http } from '@dure/shared';
import { httpError } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer } from '../../../lib/testing/answer';
import { descriptionValue as field, renderDetailPage } from '../../../lib/testing/detailPage';
import CustomerDetailPage from '../components/CustomerDetailPage';
import { customer } from './fixtures';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), put: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => null, UserPicker: () => null }));
jest.mock('../components/related/CustomerRelatedTabs', () => ({ CustomerRelatedTabs: () => null }));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;

function showCustomer(detail: ReturnType<typeof customer>, authorities = ['ROLE_CUSTOMER_READ']) {
  return renderDetailPage(<CustomerDetailPage />, { route: '/customer/:id', path: `/customer/${detail.id}`, get, answers: { [`api/customer/${detail.id}`]: detail }, authorities });
}

async function setStatus(label: string) {
  fireEvent.mouseEnter(await screen.findByRole('button', { name: /상태 변경/ }));
  fireEvent.click(await screen.findByText(label));
  fireEvent.click(await screen.findByRole('button', { name: /^변\s*경$/ }));
}

beforeEach(() => jest.resetAllMocks());

describe('CustomerDetailPage', () => {
  it('shows the segment with the market it belongs to among the fields', async () => {
    showCustomer(customer({ segmentId: 12, segmentName: '정밀가공', segmentParentName: '제조' }));
    expect(await screen.findByText('(주)한빛정밀')).toBeTruthy();
    expect(field('세그먼트')).toBe('제조 › 정밀가공');
    expect(get).toHaveBeenCalledWith('api/customer/7');
  });

  it('shows a market by its own name, and a dash without a segment', async () => {
    const { unmount } = showCustomer(customer({ segmentId: 1, segmentName: '제조', segmentParentName: null }));
    await screen.findByText('(주)한빛정밀');
    expect(field('세그먼트')).toBe('제조');
    unmount();
    showCustomer(customer());
    await screen.findByText('(주)한빛정밀');
    expect(field('세그먼트')).toBe('-');
  });

  it('changes the status after confirming, with the record version, and tells it in Korean', async () => {
    put.mockReturnValue(answer(customer({ status: 'DORMANT', version: 3 })));
    showCustomer(customer(), ['ROLE_CUSTOMER_WRITE']);
    await setStatus('휴면 처리');
    expect(await screen.findByText("상태를 '휴면'으로 바꿨습니다.")).toBeTruthy();
    expect(put).toHaveBeenCalledWith('api/customer/7/status', { json: { status: 'DORMANT', version: 2 } });
  });

  it("shows the api's message when someone else changed the customer first, and loads it again", async () => {
    put.mockReturnValue({ json: () => Promise.reject(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다.' })) });
    showCustomer(customer(), ['ROLE_CUSTOMER_WRITE']);
    await setStatus('휴면 처리');
    expect(await screen.findByText('다른 사용자가 먼저 수정했습니다.')).toBeTruthy();
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === 'api/customer/7').length).toBe(2));
  });
});
