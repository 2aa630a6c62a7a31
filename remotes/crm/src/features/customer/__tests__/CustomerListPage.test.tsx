import { renderScreen } from '@dure/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { customerApi } from '../api/customerApi';
import CustomerListPage from '../components/CustomerListPage';
import { customer } from './fixtures';

// ProTable answers after a few seconds in jsdom on a busy machine.
const slow = { timeout: 20_000 };
jest.setTimeout(60_000);

jest.mock('../api/customerApi', () => ({
  ...jest.requireActual('../api/customerApi'),
  customerApi: { list: jest.fn(), industries: jest.fn() },
}));
jest.mock('../../../components/SegmentSelect', () => ({ SegmentSelect: ({ value }: { value?: number | null }) => <div data-testid="segment-filter">{value ?? ''}</div> }));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null, UserPicker: () => null }));
const api = customerApi as jest.Mocked<typeof customerApi>;

const renderAt = (path: string) => renderScreen(<CustomerListPage />, { authorities: ['ROLE_CUSTOMER_READ'], path });

beforeEach(() => {
  jest.resetAllMocks();
  api.industries.mockResolvedValue([{ code: 'MANUFACTURING', label: '제조업' }]);
});

it('a drill-down by market segment lists that segment’s customers and shows the filter', async () => {
  api.list.mockResolvedValue({ content: [customer({ id: 5, name: '(주)한빛정밀' })], totalElements: 1, totalPages: 1, page: 0, size: 20, totalCappedYn: 'N' });
  renderAt('/customer?segmentId=3');
  expect(await screen.findByText('(주)한빛정밀', {}, slow)).toBeTruthy();
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ segmentId: 3, page: 0, size: 20 }));
  expect(screen.getByTestId('segment-filter').textContent).toBe('3');
});

it('a capped count reads "이상" in the header and the pager', async () => {
  api.list.mockResolvedValue({ content: [customer({ id: 5, name: '(주)한빛정밀' })], totalElements: 10_000, totalPages: 500, page: 0, size: 20, totalCappedYn: 'Y' });
  renderAt('/customer');
  await waitFor(() => expect(screen.getAllByText('총 10,000곳 이상').length).toBeGreaterThanOrEqual(1), slow);
});
