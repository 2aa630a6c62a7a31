import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ThreadDetail, type ThreadSummary, threadApi } from '../api/threadApi';
import ThreadsPage from '../components/ThreadsPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/threadApi', () => ({
  ...jest.requireActual('../api/threadApi'),
  threadApi: { list: jest.fn(), channels: jest.fn(), get: jest.fn(), markRead: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  RichTextView: ({ html }: { html: string }) => <div data-testid="body">{html}</div>,
  RichTextEditor: ({ value, onChange, 'aria-label': label }: { value: string; onChange: (v: string) => void; 'aria-label'?: string }) => (
    <textarea aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
  ),
  CommentThread: ({ recordType, recordId }: { recordType: string; recordId: number }) => <div data-testid="replies">{`${recordType}:${recordId}`}</div>,
  UsersPicker: () => <div data-testid="members" />,
  // The shared picker searches the server as the user types (its own tests); here one project to pick.
  ProjectPicker: ({ value, onChange, 'aria-label': label }: { value?: number | null; onChange?: (id: number | null) => void; 'aria-label'?: string }) => (
    <select aria-label={label} value={value ?? ''} onChange={(e) => onChange?.(Number(e.target.value) || null)}>
      <option value="">선택 안 함</option>
      <option value="12">ERP 고도화 (PRJ-2026-012)</option>
    </select>
  ),
}));
const api = threadApi as jest.Mocked<typeof threadApi>;

const summary = (over: Partial<ThreadSummary>): ThreadSummary => ({
  id: 1,
  title: '제목',
  channel: 'GENERAL',
  visibility: 'ALL',
  pinnedYn: 'N',
  targetType: null,
  targetId: null,
  projectName: null,
  authorId: 7,
  authorName: '김민준',
  deptName: '영업1팀',
  commentCount: 0,
  lastCommentAt: null,
  createdAt: '2026-11-20T10:00:00+09:00',
  unreadYn: 'N',
  ...over,
});
const detail = (over: Partial<ThreadDetail>): ThreadDetail => ({
  ...summary({}),
  body: '<p>본문입니다</p>',
  members: [],
  mentions: [],
  editableYn: 'N',
  updatedAt: '2026-11-20T10:00:00+09:00',
  version: 3,
  ...over,
});
const page = (content: ThreadSummary[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 20 });

beforeEach(() => {
  jest.resetAllMocks();
  api.channels.mockResolvedValue([
    { channel: 'NOTICE', total: 2, unread: 1 },
    { channel: 'GENERAL', total: 5, unread: 2 },
    { channel: 'PROJECT', total: 0, unread: 0 },
  ]);
  api.markRead.mockResolvedValue({ result: true });
});

it('lists threads pinned first with unread ones marked, and the channels with their unread counts', async () => {
  api.list.mockResolvedValue(page([summary({ id: 1, title: '보안 점검 공지', channel: 'NOTICE', pinnedYn: 'Y' }), summary({ id: 2, title: '점심 장소', unreadYn: 'Y', commentCount: 4 })]));
  renderScreen(<ThreadsPage />, { path: '/threads' });
  expect(await screen.findByText('보안 점검 공지', {}, slow)).toBeTruthy();
  const [pinned, unread] = screen.getAllByTestId('thread-item');
  expect(within(pinned).getByLabelText('고정됨')).toBeTruthy();
  expect(within(pinned).queryByText('새 글')).toBeNull();
  expect(within(unread).getByText('새 글')).toBeTruthy();
  expect(within(unread).getByLabelText('댓글 4개')).toBeTruthy();
  expect(await screen.findByLabelText('안 읽은 글 3개')).toBeTruthy();
  expect(screen.getByLabelText('안 읽은 글 2개')).toBeTruthy();
  expect(screen.getByText('목록에서 스레드를 선택하세요.')).toBeTruthy();
});

it('a channel and a keyword filter the list through the address', async () => {
  api.list.mockResolvedValue(page([]));
  renderScreen(<ThreadsPage />, { path: '/threads?channel=NOTICE&keyword=보안' });
  expect(await screen.findByText('조건에 맞는 스레드가 없습니다.', {}, slow)).toBeTruthy();
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ channel: 'NOTICE', keyword: '보안' }));
});

it('shows the empty state without filters and the error with a retry', async () => {
  api.list.mockResolvedValueOnce(page([]));
  const { unmount } = renderScreen(<ThreadsPage />, { path: '/threads' });
  expect(await screen.findByText('아직 스레드가 없습니다. 첫 글을 써 보세요.', {}, slow)).toBeTruthy();
  unmount();
  api.list.mockRejectedValue(new Error('서버 오류'));
  renderScreen(<ThreadsPage />, { path: '/threads' });
  expect(await screen.findByText('스레드 목록을 불러오지 못했습니다.', {}, slow)).toBeTruthy();
});

it('an opened unread thread shows its body and replies and is marked read; others cannot edit it', async () => {
  api.list.mockResolvedValue(page([summary({ id: 9, title: '회의록 양식', unreadYn: 'Y' })]));
  api.get.mockResolvedValue(detail({ id: 9, title: '회의록 양식', unreadYn: 'Y' }));
  renderScreen(<ThreadsPage />, { path: '/threads?threadId=9' });
  expect(await screen.findByTestId('body', {}, slow)).toBeTruthy();
  expect(screen.getByTestId('replies').textContent).toBe('THREAD:9');
  await waitFor(() => expect(api.markRead).toHaveBeenCalledWith(9));
  expect(screen.queryByRole('button', { name: /수정/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /삭제/ })).toBeNull();
});

it('the author deletes a thread after confirming, with the version read', async () => {
  api.list.mockResolvedValue(page([summary({ id: 9, title: '회의록 양식' })]));
  api.get.mockResolvedValue(detail({ id: 9, title: '회의록 양식', editableYn: 'Y', version: 3 }));
  api.remove.mockResolvedValue({ result: null });
  renderScreen(<ThreadsPage />, { path: '/threads?threadId=9' });
  fireEvent.click(await screen.findByRole('button', { name: /삭제/ }, slow));
  expect((await screen.findAllByText('스레드를 삭제할까요?')).length).toBeGreaterThan(0);
  expect(api.remove).not.toHaveBeenCalled();
  const buttons = screen.getAllByRole('button', { name: /삭\s*제/ });
  fireEvent.click(buttons[buttons.length - 1]);
  await waitFor(() => expect(api.remove).toHaveBeenCalledWith(9, 3));
  expect(await screen.findByText('목록에서 스레드를 선택하세요.')).toBeTruthy();
});

it('only administrators are offered the notice channel and pinning in the new thread form', async () => {
  api.list.mockResolvedValue(page([]));
  const { unmount } = renderScreen(<ThreadsPage />, { path: '/threads' });
  fireEvent.click(await screen.findByRole('button', { name: /새 스레드/ }, slow));
  expect(await screen.findByText('공개 범위')).toBeTruthy();
  expect(screen.queryByText('상단 고정')).toBeNull();
  unmount();
  renderScreen(<ThreadsPage />, { path: '/threads', authorities: ['ROLE_ADMIN'] });
  fireEvent.click(await screen.findByRole('button', { name: /새 스레드/ }, slow));
  expect(await screen.findByText('상단 고정')).toBeTruthy();
});

it('a new thread is sent with its visibility and opened once saved', async () => {
  api.list.mockResolvedValue(page([]));
  api.create.mockResolvedValue(detail({ id: 31, title: '새 글' }));
  api.get.mockResolvedValue(detail({ id: 31, title: '새 글' }));
  renderScreen(<ThreadsPage />, { path: '/threads' });
  fireEvent.click(await screen.findByRole('button', { name: /새 스레드/ }, slow));
  fireEvent.change(await screen.findByLabelText('제목'), { target: { value: '새 글' } });
  fireEvent.change(screen.getByLabelText('내용'), { target: { value: '<p>@dev 확인 부탁</p>' } });
  fireEvent.click(screen.getByRole('button', { name: /등\s*록/ }));
  await waitFor(() => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ title: '새 글', body: '<p>@dev 확인 부탁</p>', channel: 'GENERAL', visibility: 'ALL', memberIds: [] })), slow);
  expect(await screen.findByTestId('body', {}, slow)).toBeTruthy();
});

it('the project channel filters by a project through the address, and a thread shows its project as a link', async () => {
  api.list.mockResolvedValue(page([summary({ id: 5, title: '주간 보고', channel: 'PROJECT', targetType: 'PROJECT', targetId: 12, projectName: 'ERP 고도화' })]));
  api.get.mockResolvedValue(detail({ id: 5, title: '주간 보고', channel: 'PROJECT', targetType: 'PROJECT', targetId: 12, projectName: 'ERP 고도화' }));
  renderScreen(<ThreadsPage />, { path: '/threads?channel=PROJECT&targetId=12&threadId=5' });
  expect(await screen.findByTestId('body', {}, slow)).toBeTruthy();
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ channel: 'PROJECT', targetId: 12 }));
  const link = await screen.findByRole('link', { name: '프로젝트 ERP 고도화' });
  expect(link.getAttribute('href')).toBe('/project/12');
  expect(within(screen.getByTestId('thread-item')).getByLabelText('프로젝트 ERP 고도화')).toBeTruthy();
});

it('the project filter picks a project from the search', async () => {
  api.list.mockResolvedValue(page([]));
  renderScreen(<ThreadsPage />, { path: '/threads?channel=PROJECT' });
  fireEvent.change(await screen.findByRole('combobox', { name: '프로젝트' }, slow), { target: { value: '12' } });
  await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ channel: 'PROJECT', targetId: 12 })));
});

it('a project channel post must pick its project and is sent with it', async () => {
  api.list.mockResolvedValue(page([]));
  api.create.mockResolvedValue(detail({ id: 32, title: '킥오프', channel: 'PROJECT', targetType: 'PROJECT', targetId: 12, projectName: 'ERP 고도화' }));
  api.get.mockResolvedValue(detail({ id: 32, title: '킥오프', channel: 'PROJECT', targetType: 'PROJECT', targetId: 12, projectName: 'ERP 고도화' }));
  renderScreen(<ThreadsPage />, { path: '/threads?channel=PROJECT' });
  fireEvent.click(await screen.findByRole('button', { name: /새 스레드/ }, slow));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('제목'), { target: { value: '킥오프' } });
  fireEvent.change(within(dialog).getByLabelText('내용'), { target: { value: '<p>일정 공유</p>' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /등\s*록/ }));
  expect(await within(dialog).findByText('프로젝트를 선택해 주세요.')).toBeTruthy();
  expect(api.create).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByRole('combobox', { name: '프로젝트' }), { target: { value: '12' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /등\s*록/ }));
  await waitFor(() => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ title: '킥오프', channel: 'PROJECT', targetId: 12 })), slow);
});

it("a project post for members goes to the project's members: nobody is chosen, and the form says who reads it", async () => {
  api.list.mockResolvedValue(page([]));
  api.create.mockResolvedValue(detail({ id: 33, title: '투입 일정', channel: 'PROJECT', visibility: 'MEMBERS', targetType: 'PROJECT', targetId: 12, projectName: 'ERP 고도화' }));
  api.get.mockResolvedValue(detail({ id: 33, title: '투입 일정', channel: 'PROJECT', visibility: 'MEMBERS', targetType: 'PROJECT', targetId: 12, projectName: 'ERP 고도화' }));
  renderScreen(<ThreadsPage />, { path: '/threads?channel=PROJECT' });
  fireEvent.click(await screen.findByRole('button', { name: /새 스레드/ }, slow));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('제목'), { target: { value: '투입 일정' } });
  fireEvent.change(within(dialog).getByLabelText('내용'), { target: { value: '<p>다음 주 투입</p>' } });
  fireEvent.change(within(dialog).getByRole('combobox', { name: '프로젝트' }), { target: { value: '12' } });
  fireEvent.click(within(dialog).getByLabelText('프로젝트 참여자'));
  expect(await within(dialog).findByText('이 프로젝트의 참여자와 PM만 볼 수 있습니다.')).toBeTruthy();
  expect(within(dialog).queryByTestId('members')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: /등\s*록/ }));
  await waitFor(() => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ channel: 'PROJECT', targetId: 12, visibility: 'MEMBERS', memberIds: [] })), slow);
});
