import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CostAccount, costAccountApi } from '../api/costAccountApi';
import CostManagementPage from '../components/CostManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/costAccountApi', () => ({
  ...jest.requireActual('../api/costAccountApi'),
  costAccountApi: { list: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ HistoryDialog: () => null }));
const api = costAccountApi as jest.Mocked<typeof costAccountApi>;

const acc = (over: Partial<CostAccount>): CostAccount =>
  ({ id: 1, code: 'EXPENSE', name: '경비', category: 'EXPENSE', parentId: null, parentName: null, directYn: 'N', budgetControlYn: 'N', activeYn: 'Y', sortOrder: 10, updatedAt: '2026-01-01T00:00:00Z', version: 0, ...over }) as CostAccount;
const ACCOUNTS = [acc({}), acc({ id: 2, code: 'EXP_TRAVEL', name: '여비교통비', parentId: 1, parentName: '경비', directYn: 'Y', version: 4 }), acc({ id: 3, code: 'OUTSOURCING', name: '외주비', category: 'OUTSOURCING', directYn: 'Y', budgetControlYn: 'Y' })];
const READ = ['ROLE_USER', 'ROLE_COST_ACCOUNT_MANAGEMENT_READ'];
const WRITE = [...READ, 'ROLE_COST_ACCOUNT_MANAGEMENT_WRITE'];

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(ACCOUNTS);
});

it('shows the account tree with its flags; the filters come from the address; readers change nothing', async () => {
  renderScreen(<CostManagementPage />, { path: '/cost/management?category=EXPENSE&includeInactiveYn=Y', authorities: READ });
  const travel = (await screen.findByText(/여비교통비/, {}, slow)).closest('tr')!;
  expect(travel.textContent).toContain('EXP_TRAVEL');
  expect(travel.textContent).toContain('예');
  expect(screen.getByRole('tab', { name: '원가계정' })).toBeTruthy();
  expect(api.list).toHaveBeenCalledWith({ category: 'EXPENSE', includeInactiveYn: 'Y' });
  expect(screen.queryByRole('button', { name: '계정 추가' })).toBeNull();
});

it('adds an account under a top account with Korean validation', async () => {
  api.create.mockResolvedValue(acc({ id: 9 }));
  renderScreen(<CostManagementPage />, { path: '/cost/management', authorities: WRITE });
  const expense = (await screen.findByText('경비', { selector: 'strong' }, slow)).closest('tr')!;
  fireEvent.click(within(expense).getByRole('button', { name: '하위 계정 추가' }));
  const dialog = await screen.findByRole('dialog', { name: '하위 계정 추가 · 경비' }, slow);
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  expect(await within(dialog).findByText('계정 코드를 입력해 주세요.', {}, slow)).toBeTruthy();
  expect(within(dialog).getByText('계정명을 입력해 주세요.')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('계정 코드'), { target: { value: 'exp_books' } });
  fireEvent.change(within(dialog).getByLabelText('계정명'), { target: { value: '도서인쇄비' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.create).toHaveBeenCalledWith({ code: 'EXP_BOOKS', name: '도서인쇄비', category: 'EXPENSE', parentId: 1, directYn: 'N', budgetControlYn: 'N' }), slow);
});

it('asks before switching an account off, then sends the version read', async () => {
  api.update.mockResolvedValue(acc({ id: 2, activeYn: 'N' }));
  renderScreen(<CostManagementPage />, { path: '/cost/management', authorities: WRITE });
  const travel = (await screen.findByText(/여비교통비/, {}, slow)).closest('tr')!;
  fireEvent.click(within(travel).getByRole('button', { name: '사용 중지' }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('여비교통비를 사용 중지할까요?');
  expect(api.update).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: /사용 중지/ }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(2, 4, { activeYn: 'N' }), slow);
});

it('without the account role the accounts tab is not offered and nothing of it is asked', async () => {
  renderScreen(<CostManagementPage />, { path: '/cost/management', authorities: ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ'] });
  expect(await screen.findByText('원가 관리를 볼 권한이 없습니다.', {}, slow)).toBeTruthy();
  expect(screen.queryByRole('tab', { name: '원가계정' })).toBeNull();
  expect(api.list).not.toHaveBeenCalled();
});
