import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type TaskActivity, taskActivityApi } from '../api/taskActivityApi';
import TaskActivityManagementPage from '../components/TaskActivityManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/taskActivityApi', () => ({ ...jest.requireActual('../api/taskActivityApi'), taskActivityApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), reorder: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ HistoryDialog: () => null, ProjectTypesSelect: () => null }));
const api = taskActivityApi as jest.Mocked<typeof taskActivityApi>;

const node = (over: Partial<TaskActivity>): TaskActivity =>
  ({ id: 1, parentId: null, code: 'PRJ', name: '프로젝트 수행', category: 'PROJECT', billableYn: 'N', noteRequiredYn: 'N', projectTypeIds: [], sortOrder: 10, activeYn: 'Y', updatedAt: '2026-01-01T00:00:00Z', version: 1, ...over }) as TaskActivity;
const TREE = [
  node({}),
  node({ id: 2, parentId: 1, code: 'PRJ_DEV', name: '개발', billableYn: 'Y', version: 3 }),
  node({ id: 3, parentId: 1, code: 'PRJ_TEST', name: '테스트', billableYn: 'Y', sortOrder: 20, version: 4 }),
  node({ id: 4, code: 'LV', name: '휴가', category: 'LEAVE', sortOrder: 20, activeYn: 'N' }),
  node({ id: 5, parentId: 4, code: 'LV_ANNUAL', name: '연차', category: 'LEAVE', projectTypeIds: [5] }),
];
const WRITE = ['ROLE_USER', 'ROLE_TASK_ACTIVITY_MANAGEMENT_WRITE'];
/** The row whose name cell is `name` (a category tag may read the same, e.g. 휴가). */
const rowOf = (name: string) => [...document.querySelectorAll('tbody tr')].find((tr) => (tr as HTMLTableRowElement).cells[0]?.textContent?.replace('└', '').trim() === name) as HTMLTableRowElement;

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(TREE);
});

it('shows the tree with categories and use; an activity of an inactive group says so; readers change nothing', async () => {
  renderScreen(<TaskActivityManagementPage />, { path: '/taskactivity/management', authorities: ['ROLE_USER', 'ROLE_TASK_ACTIVITY_MANAGEMENT_READ'] });
  expect(await screen.findByText('개발', {}, slow)).toBeTruthy();
  expect(rowOf('개발').textContent).toContain('└');
  expect(rowOf('개발').textContent).toContain('프로젝트');
  expect(rowOf('연차').textContent).toContain('그룹 사용 안 함');
  expect(rowOf('연차').textContent).toContain('1개 유형');
  expect(rowOf('휴가').textContent).toContain('사용 안 함');
  expect(screen.queryByRole('button', { name: '그룹 추가' })).toBeNull();
  expect(screen.queryByRole('button', { name: /사용 중지/ })).toBeNull();
});

it('moves an activity down among its siblings with every sibling\'s version', async () => {
  api.reorder.mockResolvedValue(TREE);
  renderScreen(<TaskActivityManagementPage />, { path: '/taskactivity/management', authorities: WRITE });
  await screen.findByText('개발', {}, slow);
  expect((screen.getByRole('button', { name: '개발 위로' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: '개발 아래로' }));
  await waitFor(() => expect(api.reorder).toHaveBeenCalledWith({ parentId: 1, items: [{ id: 3, version: 4 }, { id: 2, version: 3 }] }), slow);
});

it('asks before deactivating, then sends activeYn=N with the version read', async () => {
  api.update.mockResolvedValue(node({ id: 2, parentId: 1, activeYn: 'N' }));
  renderScreen(<TaskActivityManagementPage />, { path: '/taskactivity/management', authorities: WRITE });
  await screen.findByText('개발', {}, slow);
  fireEvent.click(within(rowOf('개발')).getByRole('button', { name: /사용 중지/ }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('개발을 사용 중지할까요?');
  expect(api.update).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: /사용 중지/ }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(2, 3, { activeYn: 'N' }), slow);
});

it('adds an activity under a group with the group\'s category; Korean messages for empty fields', async () => {
  api.create.mockResolvedValue(node({ id: 9, parentId: 1, code: 'PRJ_QA', name: '품질' }));
  renderScreen(<TaskActivityManagementPage />, { path: '/taskactivity/management', authorities: WRITE });
  await screen.findByText('개발', {}, slow);
  fireEvent.click(within(rowOf('프로젝트 수행')).getByRole('button', { name: '유형 추가' }));
  const dialog = await screen.findByRole('dialog', { name: '업무 유형 추가 · 프로젝트 수행' }, slow);
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  expect(await within(dialog).findByText('코드를 입력해 주세요.', {}, slow)).toBeTruthy();
  expect(within(dialog).getByText('이름을 입력해 주세요.')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('코드'), { target: { value: 'PRJ_QA' } });
  fireEvent.change(within(dialog).getByLabelText('이름'), { target: { value: '품질' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  await waitFor(
    () => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ parentId: 1, code: 'PRJ_QA', name: '품질', category: 'PROJECT', billableYn: 'Y', noteRequiredYn: 'N', projectTypeIds: [], activeYn: 'Y' })),
    slow,
  );
});
