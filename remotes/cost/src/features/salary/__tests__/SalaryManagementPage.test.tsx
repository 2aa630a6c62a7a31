import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Salary, type SalaryUploadRow, salaryApi } from '../api/salaryApi';
import SalaryManagementPage from '../components/SalaryManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/salaryApi', () => ({
  ...jest.requireActual('../api/salaryApi'),
  salaryApi: { list: jest.fn(), get: jest.fn(), update: jest.fn(), remove: jest.fn(), previewUpload: jest.fn(), commitUpload: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  SavedViews: () => null,
  HistoryDialog: () => null,
  DepartmentSelect: () => null,
  UserPicker: () => null,
  exportXlsx: jest.fn(),
  ImportFileStep: jest.requireActual('@dure/shared/records').ImportFileStep,
}));
const api = salaryApi as jest.Mocked<typeof salaryApi>;

const row = (over: Partial<Salary>): Salary => ({
  id: 1,
  userId: 42,
  userName: '김민준',
  username: 'kim.minjun',
  employeeNo: 'D150001',
  deptId: 3,
  deptName: '재무팀',
  ym: '2026-10',
  basePay: 3000000,
  allowances: 200000,
  overtimePay: 100000,
  bonus: 0,
  employerInsurance: 330000,
  severanceAccrual: 275000,
  totalCost: 3905000,
  maskedYn: 'N',
  lockedYn: 'N',
  updatedAt: '2026-10-31T00:00:00Z',
  updatedByName: '오민석',
  version: 2,
  ...over,
});
const maskedRow = row({ basePay: null, allowances: null, overtimePay: null, bonus: null, employerInsurance: null, severanceAccrual: null, totalCost: null, maskedYn: 'Y' });
const totals = (over = {}) => ({ count: 1, basePay: 3000000, allowances: 200000, overtimePay: 100000, bonus: 0, employerInsurance: 330000, severanceAccrual: 275000, totalCost: 3905000, maskedYn: 'N' as const, ...over });
const WRITER = ['ROLE_USER', 'ROLE_SALARY_MANAGEMENT', 'ROLE_SALARY_MANAGEMENT_READ', 'ROLE_SALARY_MANAGEMENT_WRITE'];

beforeEach(() => jest.resetAllMocks());

it('shows amounts and the totals of every match; reads the month range and department from the address', async () => {
  api.list.mockResolvedValue({ ...onePage([row({}), row({ id: 2, ym: '2026-09', lockedYn: 'Y' })]), totals: totals({ count: 2, totalCost: 7810000 }) });
  renderScreen(<SalaryManagementPage />, { path: '/salary/management?fromYm=2026-09&toYm=2026-10&deptId=3', authorities: WRITER });
  const open = (await screen.findByText('2026-10', {}, slow)).closest('tr')!;
  expect(within(open).getByText('3,905,000원')).toBeTruthy();
  expect(within(open).getByRole('button', { name: /수\s*정/ })).toBeTruthy();
  // A closed month's row is marked and offers no edit.
  const closed = screen.getByText('마감').closest('tr')!;
  expect(within(closed).queryByRole('button', { name: /수\s*정/ })).toBeNull();
  expect((await screen.findByTestId('salary-total-cost')).textContent).toContain('7,810,000원');
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ fromYm: '2026-09', toYm: '2026-10', deptId: 3, sort: 'ym,desc' }));
});

it('without salary access every amount and total is 비공개, and nothing can be changed', async () => {
  api.list.mockResolvedValue({ ...onePage([maskedRow]), totals: totals({ basePay: null, allowances: null, overtimePay: null, bonus: null, employerInsurance: null, severanceAccrual: null, totalCost: null, maskedYn: 'Y' }) });
  renderScreen(<SalaryManagementPage />, { path: '/salary/management', authorities: ['ROLE_USER', 'ROLE_HR_ADMIN'] });
  const tr = (await screen.findByText('김민준', {}, slow)).closest('tr')!;
  expect(within(tr).getAllByText('비공개').length).toBeGreaterThanOrEqual(3);
  expect(screen.getByText(/급여 조회 권한이 있어야 볼 수 있어/)).toBeTruthy();
  expect((await screen.findByTestId('salary-total-cost')).textContent).toContain('비공개');
  expect(screen.queryByRole('button', { name: /엑셀 올리기/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /수\s*정/ })).toBeNull();
});

it('uploads in steps: the preview marks the bad row and says it will not be saved; 저장 sends the file and reports the counts', async () => {
  api.list.mockResolvedValue({ ...onePage([]), totals: totals({ count: 0 }) });
  const good: SalaryUploadRow = { rowNo: 2, values: { username: 'dev', ym: '2026-11', basePay: '3000000' }, errors: {}, userId: 7, userName: '이개발', ym: '2026-11', amounts: { basePay: 3000000, allowances: 0, overtimePay: 0, bonus: 0, employerInsurance: 0, severanceAccrual: 250000, totalCost: 3250000 }, replacesYn: 'N' };
  const bad: SalaryUploadRow = { rowNo: 3, values: { username: 'pm', ym: '2026-11', basePay: '-100' }, errors: { basePay: '0 이상의 금액으로 입력해 주세요.' }, userId: 8, userName: '박피엠', ym: '2026-11', amounts: null, replacesYn: 'N' };
  api.previewUpload.mockResolvedValue({ rows: [good, bad], counts: { valid: 1, error: 1, replaces: 0 } });
  api.commitUpload.mockResolvedValue({ created: 1, updated: 0, skipped: 1, rejected: [bad] });
  renderScreen(<SalaryManagementPage />, { path: '/salary/management', authorities: WRITER });
  expect(await screen.findByText('등록된 급여 내역이 없습니다. 급여 대장 엑셀을 올려 주세요.', {}, slow)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /엑셀 올리기/ }));
  const dialog = await screen.findByRole('dialog');
  const file = new File(['xlsx'], '급여.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } });
  expect(await within(dialog).findByText('오류 1건은 저장되지 않습니다.', {}, slow)).toBeTruthy();
  expect(within(dialog).getByTestId('cell-error-3-basePay').textContent).toContain('-100');
  expect(within(dialog).getByText('3,000,000원')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: '1건 저장' }));
  await waitFor(() => expect(api.commitUpload).toHaveBeenCalledWith(file));
  expect(await within(dialog).findByText('신규 1건 · 바꿔 씀 0건 · 저장하지 않음 1건')).toBeTruthy();
  expect(within(dialog).getByText('저장하지 않은 행')).toBeTruthy();
});
