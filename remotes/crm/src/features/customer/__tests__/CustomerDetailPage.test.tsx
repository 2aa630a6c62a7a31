import { http } from '@dure/shared';
import { screen } from '@testing-library/react';
import { descriptionValue as field, renderDetailPage } from '../../../lib/testing/detailPage';
import CustomerDetailPage from '../components/CustomerDetailPage';
import { customer } from './fixtures';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => null, UserPicker: () => null }));
jest.mock('../components/related/CustomerRelatedTabs', () => ({ CustomerRelatedTabs: () => null }));
const get = http.get as jest.Mock;

function showCustomer(detail: ReturnType<typeof customer>) {
  return renderDetailPage(<CustomerDetailPage />, { route: '/customer/:id', path: `/customer/${detail.id}`, get, answers: { [`api/customer/${detail.id}`]: detail }, authorities: ['ROLE_CUSTOMER_READ'] });
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
});
