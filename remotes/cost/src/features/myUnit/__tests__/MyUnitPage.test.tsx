import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type MyUnit, myUnitApi } from '../api/myUnitApi';
import MyUnitPage from '../components/MyUnitPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/myUnitApi', () => ({
  ...jest.requireActual('../api/myUnitApi'),
  myUnitApi: { get: jest.fn(), approvals: jest.fn(), week: jest.fn(), approve: jest.fn(), reject: jest.fn() },
}));
const api = myUnitApi as jest.Mocked<typeof myUnitApi>;
// The leave cards are @dure/shared's, tested there; here only where they sit.
jest.mock('@dure/shared/records', () => ({
  ...jest.requireActual('@dure/shared/records'),
  LeaveCard: ({ title }: { title: string }) => <div>{title} 카드</div>,
  LeaveApprovalsCard: () => <div>승인할 휴가 카드</div>,
}));
// recharts needs a laid-out DOM; the chart itself is the crm dashboards' library, checked in the browser.
jest.mock('../components/ShareChart', () => ({ __esModule: true, default: () => <div>투입률 대비 시간 차트</div> }));

const WEEK = '2026-11-16';
const unitOf = (over: Partial<MyUnit> = {}): MyUnit => ({
  dept: { id: 5, name: '사업1팀', leaderName: '최우진' },
  weekStart: WEEK,
  isoWeek: '2026-W47',
  month: '2026-11',
  detailYn: 'Y',
  memberCount: 2,
  statusCounts: { SUBMITTED: 1, NONE: 1 },
  weekHours: 30,
  monthHours: 35,
  expectedHours: 40,
  unitExpectedHours: 72,
  members: [
    { userId: 1, name: '최우진', leaderYn: 'Y', status: 'NONE', weekHours: 0, monthHours: 0, expectedHours: 40, allocationPct: 50 },
    { userId: 2, name: '김하나', leaderYn: 'N', status: 'SUBMITTED', weekHours: 30, monthHours: 35, expectedHours: 32, allocationPct: 100 },
  ],
  projects: [{ projectId: 9, projectNo: 'PRJ-2026-009', name: '차세대 구축', weekHours: 30, monthHours: 35, allocationPct: 150, allocationSharePct: 100, hoursSharePct: 100 }],
  myProjects: [],
  ...over,
});
const open = () => renderScreen(<MyUnitPage />, { path: `/mypage/myunit?week=${WEEK}`, authorities: ['ROLE_USER'] });

const NO_APPROVALS = { content: [], totalElements: 0, totalPages: 0, page: 0, size: 10 };
beforeEach(() => {
  jest.resetAllMocks();
  api.approvals.mockResolvedValue(NO_APPROVALS);
});

test('a leader sees each member’s week status, the unit’s figures, hours by project with the chart; an empty list of own projects says so', async () => {
  api.get.mockResolvedValue(unitOf());
  open();
  expect(await screen.findByRole('heading', { name: '내 유닛 · 사업1팀' }, slow)).toBeTruthy();
  expect(api.get).toHaveBeenCalledWith(WEEK);
  const members = screen.getByRole('table', { name: '구성원 주간 제출 현황' });
  expect(within(members).getByText('김하나')).toBeTruthy();
  expect(within(members).getByText('미작성')).toBeTruthy();
  // Each person's expected hours are their own, less approved leave; the unit's are theirs together.
  expect(within(members).getByText('30시간 / 32시간')).toBeTruthy();
  expect(screen.getByText(/예상 72시간 \(1인 40시간, 승인된 휴가 제외\)/)).toBeTruthy();
  expect(await screen.findByText('투입률 대비 시간 차트', undefined, slow)).toBeTruthy();
  expect(within(screen.getByRole('table', { name: '프로젝트별 시간' })).getByText('차세대 구축')).toBeTruthy();
  expect(screen.getByText('이 주에 참여 중인 프로젝트가 없습니다.')).toBeTruthy();
  expect(screen.queryByText(/구성원별 현황은 부서장과/)).toBeNull();
  expect(screen.getByText('내 휴가 카드')).toBeTruthy();
  expect(screen.getByText('승인할 휴가 카드')).toBeTruthy();
});

test('a member is told that only totals and their own row are shown; the next week is asked for by address', async () => {
  api.get.mockResolvedValue(unitOf({ detailYn: 'N', members: [unitOf().members[1]] }));
  open();
  expect(await screen.findByText(/구성원별 현황은 부서장과 업무일지 관리 권한자만 봅니다/, undefined, slow)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '다음 주' }));
  await waitFor(() => expect(api.get).toHaveBeenCalledWith('2026-11-23'), slow);
});

test('loading, failure with retry, and no department', async () => {
  api.get.mockRejectedValueOnce(new Error('서버 오류')).mockResolvedValue(unitOf({ dept: null, members: [], projects: [] }));
  open();
  expect(await screen.findByText('내 유닛을 불러오지 못했습니다.', undefined, slow)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
  expect(await screen.findByText(/소속 부서가 없어 내 유닛을 보여 드릴 수 없습니다/, undefined, slow)).toBeTruthy();
});

test('a leader approves the weeks awaiting them from the approvals card, after confirmation', async () => {
  const week = {
    id: 71,
    userId: 2,
    userName: '김하나',
    username: 'kim.hana',
    deptId: 5,
    deptName: '사업1팀',
    weekStart: '2026-11-09',
    isoWeek: '2026-W46',
    status: 'SUBMITTED' as const,
    totalHours: 40,
    expectedHours: 40,
    submittedAt: '2026-11-13T09:00:00Z',
    decidedAt: null,
    decidedByName: null,
    rejectReason: null,
    version: 3,
  };
  api.get.mockResolvedValue(unitOf());
  api.approvals.mockResolvedValue({ content: [week], totalElements: 1, totalPages: 1, page: 0, size: 10 });
  api.approve.mockResolvedValue({ count: 1 });
  open();
  const table = await screen.findByRole('table', { name: '승인할 업무일지' }, slow);
  expect(screen.getByText('승인할 업무일지 1건')).toBeTruthy();
  expect(within(table).getByText('2026-W46 (11-09~)')).toBeTruthy();
  fireEvent.click(within(table).getByRole('checkbox', { name: '김하나 2026-W46 선택' }));
  fireEvent.click(screen.getByRole('button', { name: '선택 승인' }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('업무일지 1건을 승인할까요?');
  expect(api.approve).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: /승인/ }));
  await waitFor(() => expect(api.approve).toHaveBeenCalledWith([{ id: 71, version: 3 }]), slow);
});

test('someone who approves nobody sees no approvals card', async () => {
  api.get.mockResolvedValue(unitOf());
  open();
  expect(await screen.findByRole('heading', { name: '내 유닛 · 사업1팀' }, slow)).toBeTruthy();
  await waitFor(() => expect(api.approvals).toHaveBeenCalledWith(0, 10), slow);
  expect(screen.queryByRole('table', { name: '승인할 업무일지' })).toBeNull();
});
