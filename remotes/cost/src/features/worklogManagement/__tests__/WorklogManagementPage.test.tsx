import { sessionStore, userInfoAtom } from '@dure/shared';
import { onePage, renderScreen } from '@dure/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type MissingRow, type PersonWeek, type WorkLogWeekItem, worklogManagementApi } from '../api/worklogManagementApi';
import WorklogManagementPage from '../components/WorklogManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/worklogManagementApi', () => ({
  ...jest.requireActual('../api/worklogManagementApi'),
  worklogManagementApi: { weeks: jest.fn(), week: jest.fn(), save: jest.fn(), submit: jest.fn(), projects: jest.fn(), activities: jest.fn(), approve: jest.fn(), reject: jest.fn(), missing: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  SavedViews: () => null,
  DepartmentSelect: () => null,
  UserPicker: ({ onChange, 'aria-label': label }: { onChange?: (id: number | null) => void; 'aria-label'?: string }) => (
    <button type="button" aria-label={label ?? '사용자'} onClick={() => onChange?.(7)}>
      사용자 선택
    </button>
  ),
}));
const api = worklogManagementApi as jest.Mocked<typeof worklogManagementApi>;

const READ = ['ROLE_USER', 'ROLE_WORKLOG_MANAGEMENT_READ'];
const WRITE = [...READ, 'ROLE_WORKLOG_MANAGEMENT_WRITE'];
const ME = 1;
const item = (over: Partial<WorkLogWeekItem>): WorkLogWeekItem => ({
  id: 100,
  userId: 7,
  userName: '김민준',
  username: 'minjun',
  deptId: 3,
  deptName: '사업1팀',
  weekStart: '2026-11-16',
  isoWeek: '2026-W47',
  status: 'SUBMITTED',
  totalHours: 40,
  expectedHours: 40,
  submittedAt: '2026-11-20T08:00:00Z',
  decidedAt: null,
  decidedByName: null,
  rejectReason: null,
  version: 4,
  ...over,
});
const WEEKS = [item({}), item({ id: 101, userId: 8, userName: '이서연', totalHours: 32, version: 2 }), item({ id: 102, userId: ME, userName: '나팀장', version: 1 })];
const DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const personWeek = (over: Partial<PersonWeek> = {}): PersonWeek => ({
  id: 100,
  userId: 7,
  userName: '김민준',
  deptName: '사업1팀',
  weekStart: '2026-11-16',
  isoWeek: '2026-W47',
  status: 'SUBMITTED',
  rejectReason: null,
  editableYn: 'N',
  version: 4,
  days: DATES.map((date, i) => ({ date, workdayYn: i < 5 ? 'Y' : 'N', holidayName: null, expectedHours: i < 5 ? 8 : 0, leave: null, totalHours: i < 5 ? 8 : 0, futureYn: 'N', closedYn: 'N' })),
  rows: [
    {
      projectId: 1,
      projectNo: 'PRJ-2026-001',
      projectName: '차세대 구축',
      projectTypeId: 1,
      taskActivityId: 11,
      activityName: '개발',
      groupName: '프로젝트 수행',
      category: 'PROJECT',
      noteRequiredYn: 'N',
      note: null,
      hours: [8, 8, 8, 8, 8, null, null],
    },
  ],
  totalHours: 40,
  expectedHours: 40,
  warnings: [],
  ...over,
});

beforeEach(() => {
  jest.resetAllMocks();
  act(() => sessionStore.set(userInfoAtom, { id: ME, username: 'lead', name: '나팀장' }));
  api.weeks.mockResolvedValue(onePage(WEEKS));
  api.week.mockResolvedValue(personWeek());
  api.projects.mockResolvedValue([]);
  api.activities.mockResolvedValue([]);
});

it('reads the filters from the address; a reader sees the weeks but neither approves nor enters for others', async () => {
  renderScreen(<WorklogManagementPage />, { path: '/worklog/management?weekFrom=2026-11-02&weekTo=2026-11-16&statusList=SUBMITTED,REJECTED&userId=7', authorities: READ });
  expect(await screen.findByText('이서연', {}, slow)).toBeTruthy();
  expect(api.weeks).toHaveBeenCalledWith(expect.objectContaining({ weekFrom: '2026-11-02', weekTo: '2026-11-16', statusList: ['SUBMITTED', 'REJECTED'], userId: 7 }));
  expect(screen.queryByRole('button', { name: /선택 승인/ })).toBeNull();
  expect(screen.queryByRole('tab', { name: '대리 입력' })).toBeNull();
  expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
});

it('bulk approve after a confirmation; the caller’s own week cannot be selected', async () => {
  api.approve.mockResolvedValue({ count: 2 });
  renderScreen(<WorklogManagementPage />, { path: '/worklog/management', authorities: WRITE });
  await screen.findByText('이서연', {}, slow);
  expect(api.weeks).toHaveBeenCalledWith(expect.objectContaining({ statusList: ['SUBMITTED'] }));
  expect((screen.getByRole('checkbox', { name: '나팀장 2026-W47 선택' }) as HTMLInputElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: '김민준 2026-W47 선택' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '이서연 2026-W47 선택' }));
  fireEvent.click(screen.getByRole('button', { name: '선택 승인 (2)' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('업무일지 2건을 승인할까요?').length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByRole('button', { name: '승인' }));
  await waitFor(() => expect(api.approve).toHaveBeenCalledWith([{ id: 100, version: 4 }, { id: 101, version: 2 }]));
  expect(await screen.findByText('2건을 승인했습니다.')).toBeTruthy();
});

it('reject needs a reason, then sends it with the selected weeks', async () => {
  api.reject.mockResolvedValue({ count: 1 });
  renderScreen(<WorklogManagementPage />, { path: '/worklog/management', authorities: WRITE });
  await screen.findByText('이서연', {}, slow);
  fireEvent.click(screen.getByRole('checkbox', { name: '이서연 2026-W47 선택' }));
  fireEvent.click(screen.getByRole('button', { name: '선택 반려 (1)' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '반려' }));
  expect(await within(dialog).findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
  expect(api.reject).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('반려 사유'), { target: { value: '프로젝트 시간이 빠졌습니다' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '반려' }));
  await waitFor(() => expect(api.reject).toHaveBeenCalledWith([{ id: 101, version: 2 }], '프로젝트 시간이 빠졌습니다'));
  expect(await screen.findByText('1건을 반려했습니다.')).toBeTruthy();
});

it('a row opens the week read-only, where it can be approved', async () => {
  api.approve.mockResolvedValue({ count: 1 });
  renderScreen(<WorklogManagementPage />, { path: '/worklog/management', authorities: WRITE });
  fireEvent.click(await screen.findByText('김민준', {}, slow));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('차세대 구축', {}, slow)).toBeTruthy();
  expect(api.week).toHaveBeenCalledWith(7, '2026-11-16');
  expect(within(drawer).getAllByRole('textbox').every((el) => (el as HTMLInputElement).disabled)).toBe(true);
  fireEvent.click(within(drawer).getByRole('button', { name: '승인' }));
  const [confirm] = await screen.findAllByText('업무일지 1건을 승인할까요?');
  fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: '승인' }));
  await waitFor(() => expect(api.approve).toHaveBeenCalledWith([{ id: 100, version: 4 }]));
});

it('the missing view lists who logged less than expected', async () => {
  const missing: MissingRow[] = [{ userId: 8, userName: '이서연', username: 'seoyeon', deptName: '사업1팀', status: 'DRAFT', loggedHours: 12, expectedHours: 40 }];
  api.missing.mockResolvedValue(missing);
  renderScreen(<WorklogManagementPage />, { path: '/worklog/management?tab=missing', authorities: WRITE });
  const row = (await screen.findByText('이서연', {}, slow)).closest('tr')!;
  expect(within(row).getByText('12시간')).toBeTruthy();
  expect(within(row).getByText('28시간')).toBeTruthy();
  expect(api.weeks).not.toHaveBeenCalled();
});

it('enters a week on someone’s behalf in the shared grid and saves it for them', async () => {
  api.week.mockResolvedValue(personWeek({ status: 'DRAFT', editableYn: 'Y', id: null, version: 0 }));
  api.save.mockImplementation(async (body) => personWeek({ status: 'DRAFT', editableYn: 'Y', version: 1, rows: [{ ...personWeek().rows[0], hours: body.rows[0].hours }] }));
  renderScreen(<WorklogManagementPage />, { path: '/worklog/management?tab=entry&entryUserId=7&entryWeek=2026-11-18', authorities: WRITE });
  await screen.findByText(/김민준 · 합계 40시간/, {}, slow);
  expect(api.week).toHaveBeenCalledWith(7, '2026-11-16');
  const inputs = screen.getAllByRole('textbox').filter((el) => (el as HTMLInputElement).value === '8');
  fireEvent.change(inputs[0], { target: { value: '6' } });
  fireEvent.blur(inputs[0]);
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(api.save).toHaveBeenCalledWith(expect.objectContaining({ userId: 7, weekStart: '2026-11-16', version: 0, rows: [expect.objectContaining({ projectId: 1, hours: [6, 8, 8, 8, 8, null, null] })] })));
  expect(await screen.findByText('김민준님의 업무일지를 저장했습니다.')).toBeTruthy();
});
