import { renderScreen } from '@dure/shared/testing';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type WorkLogRow, type WorkLogWeek, worklogApi } from '../api/worklogApi';
import MyWorklogPage from '../components/MyWorklogPage';
import { normaliseCell, parseBlock, parseHours } from '../../worklogGrid';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/worklogApi', () => ({
  ...jest.requireActual('../api/worklogApi'),
  worklogApi: { week: jest.fn(), save: jest.fn(), submit: jest.fn(), copyPrevious: jest.fn(), myProjects: jest.fn(), activities: jest.fn() },
}));
const api = worklogApi as jest.Mocked<typeof worklogApi>;

const WEEK_START = '2026-11-16';
const DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'];
const row = (over: Partial<WorkLogRow>): WorkLogRow => ({
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
  hours: [8, null, null, null, null, null, null],
  ...over,
});
const weekOf = (over: Partial<WorkLogWeek> = {}): WorkLogWeek => ({
  weekStart: WEEK_START,
  isoWeek: '2026-W47',
  status: 'DRAFT',
  rejectReason: null,
  editableYn: 'Y',
  version: 3,
  days: DATES.map((date, i) => ({ date, workdayYn: i < 5 ? 'Y' : 'N', holidayName: null, expectedHours: i < 5 ? 8 : 0, leave: null, totalHours: 0, futureYn: 'N', closedYn: 'N' })),
  rows: [row({}), row({ projectId: 2, projectNo: 'PRJ-2026-002', projectName: '사내 포털', taskActivityId: 12, activityName: '회의', groupName: '간접', category: 'INDIRECT', hours: [1, null, null, null, null, null, null] })],
  totalHours: 9,
  expectedHours: 40,
  warnings: [],
  ...over,
});
const open = () => renderScreen(<MyWorklogPage />, { path: `/mypage/worklog?week=${WEEK_START}`, authorities: ['ROLE_USER'] });
const cell = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  jest.resetAllMocks();
  api.week.mockResolvedValue(weekOf());
  api.myProjects.mockResolvedValue([]);
  api.activities.mockResolvedValue([]);
});

describe('grid model', () => {
  test('hours round to 0.25, empty or 0 is nothing, text or more than 24 is invalid; a copied block splits on tabs and newlines', () => {
    expect(parseHours('1.3')).toBe(1.25);
    expect(parseHours('7,5')).toBe(7.5);
    expect(parseHours('0')).toBeNull();
    expect(parseHours(' ')).toBeNull();
    expect(parseHours('abc')).toBeNaN();
    expect(parseHours('25')).toBeNaN();
    expect(normaliseCell('2.1')).toBe('2');
    expect(parseBlock('1\t2\t3\r\n4\t5\t6\r\n')).toEqual([['1', '2', '3'], ['4', '5', '6']]);
  });
});

it('shows the week from the address with day totals against the expected hours; loads once', async () => {
  open();
  expect(await screen.findByText('차세대 구축', {}, slow)).toBeTruthy();
  expect(api.week).toHaveBeenCalledWith(WEEK_START);
  expect(screen.getByTestId('day-total-0').textContent).toBe('9 / 8');
  expect(screen.getByTestId('week-total').textContent).toBe('9시간');
  expect(screen.getByText('작성 중')).toBeTruthy();
});

it('names approved leave on its day and shows the day\'s expected hours less it', async () => {
  const base = weekOf();
  api.week.mockResolvedValue({
    ...base,
    expectedHours: 28,
    days: base.days.map((d, i) => (i === 2 ? { ...d, expectedHours: 0, leave: '연차' } : i === 3 ? { ...d, expectedHours: 4, leave: '오후 반차' } : d)),
  });
  open();
  expect(await screen.findByText('차세대 구축', {}, slow)).toBeTruthy();
  expect(screen.getByTestId(`leave-${base.days[2].date}`).textContent).toBe('연차');
  expect(screen.getByTestId(`leave-${base.days[3].date}`).textContent).toBe('오후 반차');
  expect(screen.getByText('예상 4h')).toBeTruthy();
  expect(screen.getByTestId('day-total-2').textContent).toBe('0 / 0');
  expect(screen.queryByTestId(`leave-${base.days[0].date}`)).toBeNull();
});

it('moves between cells with the arrows, Tab and Enter; entering a cell selects it so typing replaces', async () => {
  open();
  await screen.findByText('차세대 구축', {}, slow);
  const first = cell('차세대 구축 개발 월 시간');
  first.focus();
  fireEvent.keyDown(first, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(cell('차세대 구축 개발 화 시간'));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(cell('사내 포털 회의 화 시간'));
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(first);
  expect([first.selectionStart, first.selectionEnd]).toEqual([0, 1]);
  // Tab from Sunday goes on to the next row's Monday; Shift+Tab comes back.
  const sunday = cell('차세대 구축 개발 일 시간');
  sunday.focus();
  fireEvent.keyDown(sunday, { key: 'Tab' });
  expect(document.activeElement).toBe(cell('사내 포털 회의 월 시간'));
  fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
  expect(document.activeElement).toBe(sunday);
  fireEvent.keyDown(first, { key: 'Enter' });
  expect(document.activeElement).toBe(cell('사내 포털 회의 월 시간'));
});

it('typing replaces a cell and rounds to 0.25 on leaving it; a day above 12 warns and above 24 blocks saving', async () => {
  open();
  await screen.findByText('차세대 구축', {}, slow);
  const tue = cell('차세대 구축 개발 화 시간');
  tue.focus();
  fireEvent.change(tue, { target: { value: '13.1' } });
  fireEvent.keyDown(tue, { key: 'ArrowRight' });
  expect(document.activeElement?.getAttribute('aria-label')).toBe('차세대 구축 개발 수 시간');
  await waitFor(() => expect(tue.value).toBe('13'));
  expect(await screen.findByText('2026-11-17 근무 시간이 12시간을 넘습니다 (13시간).')).toBeTruthy();
  fireEvent.change(cell('사내 포털 회의 화 시간'), { target: { value: '12' } });
  expect(await screen.findByText('2026-11-17 하루 합계가 24시간을 넘습니다 (25시간).')).toBeTruthy();
  expect((screen.getByRole('button', { name: '저장' }) as HTMLButtonElement).disabled).toBe(true);
});

it('pastes a block copied from Excel from the cell it lands on, then saves the whole grid with the version read', async () => {
  api.save.mockImplementation(async (body) => weekOf({ version: body.version + 1 }));
  open();
  await screen.findByText('차세대 구축', {}, slow);
  const target = cell('차세대 구축 개발 화 시간');
  const paste = createEvent.paste(target, { clipboardData: { getData: () => '1\t2.5\t3\n4\t5\t6\t7\t8\t9\t10\n' } });
  fireEvent(target, paste);
  expect(cell('차세대 구축 개발 목 시간').value).toBe('3');
  expect(cell('사내 포털 회의 일 시간').value).toBe('9');
  fireEvent.change(screen.getByLabelText('사내 포털 회의 내용'), { target: { value: '주간 회의' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(api.save).toHaveBeenCalled(), slow);
  expect(api.save).toHaveBeenCalledWith({
    weekStart: WEEK_START,
    version: 3,
    rows: [
      { projectId: 1, taskActivityId: 11, note: null, hours: [8, 1, 2.5, 3, null, null, null] },
      { projectId: 2, taskActivityId: 12, note: '주간 회의', hours: [1, 4, 5, 6, 7, 8, 9] },
    ],
  });
});

it('submits the whole week after confirming; a submitted week is read-only', async () => {
  api.submit.mockResolvedValue(weekOf({ status: 'SUBMITTED', editableYn: 'N', version: 4 }));
  open();
  await screen.findByText('차세대 구축', {}, slow);
  fireEvent.click(screen.getByRole('button', { name: '제출' }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('2026-W47 주 업무일지를 제출할까요?');
  expect(api.submit).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: '제출' }));
  await waitFor(() => expect(api.submit).toHaveBeenCalledWith({ weekStart: WEEK_START, version: 3 }), slow);
  expect(api.save).not.toHaveBeenCalled();
  expect(await screen.findByText('제출한 주는 승인 또는 반려될 때까지 볼 수만 있습니다.', {}, slow)).toBeTruthy();
  expect(cell('차세대 구축 개발 월 시간').disabled).toBe(true);
  expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
});

it('locks the days of a closed cost month: their cells, and the rows holding their hours, while the open days stay editable', async () => {
  const base = weekOf();
  // Monday and Tuesday belong to a closed month (a week straddling the month end).
  api.week.mockResolvedValue({ ...base, days: base.days.map((d, i) => ({ ...d, closedYn: i < 2 ? 'Y' : 'N' })) });
  open();
  await screen.findByText('차세대 구축', {}, slow);
  expect(screen.getByText('원가가 마감된 달(2026-11)의 날은 볼 수만 있습니다.')).toBeTruthy();
  expect(cell('차세대 구축 개발 월 시간').disabled).toBe(true);
  expect(cell('차세대 구축 개발 화 시간').disabled).toBe(true);
  expect(cell('차세대 구축 개발 수 시간').disabled).toBe(false);
  // Both rows hold Monday hours: removing either would change the closed month.
  expect((screen.getByRole('button', { name: '차세대 구축 개발 행 삭제' }) as HTMLButtonElement).disabled).toBe(true);
  // The arrows skip the locked days.
  const wednesday = cell('차세대 구축 개발 수 시간');
  wednesday.focus();
  fireEvent.keyDown(wednesday, { key: 'ArrowLeft' });
  expect(document.activeElement).toBe(wednesday);
});

it('shows the rejection reason of a rejected week; an empty week says so; a failed load offers to retry', async () => {
  api.week.mockResolvedValueOnce(weekOf({ status: 'REJECTED', rejectReason: '프로젝트 코드를 확인해 주세요.' }));
  const { unmount } = open();
  expect(await screen.findByText('반려 사유: 프로젝트 코드를 확인해 주세요.', {}, slow)).toBeTruthy();
  unmount();
  api.week.mockResolvedValueOnce(weekOf({ rows: [] }));
  const second = open();
  expect(await screen.findByText(/이 주에 입력한 업무가 없습니다/, {}, slow)).toBeTruthy();
  second.unmount();
  api.week.mockRejectedValueOnce(new Error('network'));
  open();
  expect(await screen.findByText('업무일지를 불러오지 못했습니다.', {}, slow)).toBeTruthy();
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
});

it('copies last week\'s rows that are not in the grid yet', async () => {
  api.copyPrevious.mockResolvedValue([row({ hours: [null, null, null, null, null, null, null] }), row({ projectId: 3, projectNo: 'PRJ-2026-003', projectName: '유지보수', taskActivityId: 13, activityName: '테스트', hours: [null, null, null, null, null, null, null] })]);
  open();
  await screen.findByText('차세대 구축', {}, slow);
  fireEvent.click(screen.getByRole('button', { name: '지난주 행 가져오기' }));
  expect(await screen.findByText('유지보수', {}, slow)).toBeTruthy();
  expect(api.copyPrevious).toHaveBeenCalledWith(WEEK_START);
  expect(screen.getAllByText('차세대 구축')).toHaveLength(1);
});
