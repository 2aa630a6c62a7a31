import { authoritiesAtom, http, sessionStore } from '@dure/shared';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import CustomerDetailPage from '../components/CustomerDetailPage';
import { customer } from './fixtures';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ RecordToolbar: () => null, UserPicker: () => null }));
jest.mock('../components/related/CustomerRelatedTabs', () => ({ CustomerRelatedTabs: () => null }));
const get = http.get as jest.Mock;

const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });

function showCustomer(detail: ReturnType<typeof customer>) {
  get.mockImplementation((url: string) => answer(url === `api/customer/${detail.id}` ? detail : []));
  act(() => sessionStore.set(authoritiesAtom, ['ROLE_CUSTOMER_READ']));
  return render(
    <MemoryRouter initialEntries={[`/customer/${detail.id}`]}>
      <App>
        <Routes>
          <Route path="/customer/:id" element={<CustomerDetailPage />} />
        </Routes>
      </App>
    </MemoryRouter>,
  );
}

/** The value beside a label of the 기본 정보 fields. */
const field = (label: string) => screen.getByText(label).closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;

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
