import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ProjectType, projectTypeApi } from '../api/projectTypeApi';
import ProjectManagementPage from '../components/ProjectManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/projectTypeApi', () => ({ ...jest.requireActual('../api/projectTypeApi'), projectTypeApi: { list: jest.fn(), create: jest.fn(), update: jest.fn() } }));
const api = projectTypeApi as jest.Mocked<typeof projectTypeApi>;

const type = (over: Partial<ProjectType>): ProjectType =>
  ({ id: 1, code: 'BUILD', name: '구축', billableYn: 'Y', commonCostYn: 'N', activeYn: 'Y', sortOrder: 1, projectCount: 4, version: 2, ...over }) as ProjectType;
const WRITE = ['ROLE_USER', 'ROLE_PROJECT_TYPE_WRITE'];

beforeEach(() => jest.resetAllMocks());

it('lists the types with their use and project counts; without write permission there is nothing to change', async () => {
  api.list.mockResolvedValue([type({}), type({ id: 2, code: 'INTERNAL', name: '내부', billableYn: 'N', activeYn: 'N', projectCount: 0 })]);
  renderScreen(<ProjectManagementPage />, { path: '/project/management', authorities: ['ROLE_USER', 'ROLE_PROJECT_TYPE_READ'] });
  expect(await screen.findByText('구축', {}, slow)).toBeTruthy();
  expect(screen.getByText('사용 안 함')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '유형 추가' })).toBeNull();
  expect(screen.queryByRole('button', { name: /수\s*정/ })).toBeNull();
});

it('shows a failed read with a retry', async () => {
  api.list.mockRejectedValueOnce(new Error('서버 오류')).mockResolvedValueOnce([type({})]);
  renderScreen(<ProjectManagementPage />, { path: '/project/management', authorities: WRITE });
  expect(await screen.findByText('유형을 불러오지 못했습니다.', {}, slow)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /다시 시도/ }));
  expect(await screen.findByText('구축', {}, slow)).toBeTruthy();
});

it('edits a type with the version read, and adds one', async () => {
  api.list.mockResolvedValue([type({})]);
  api.update.mockResolvedValue(type({ name: '시스템 구축', version: 3 }));
  api.create.mockResolvedValue(type({ id: 3, code: 'RND', name: '연구개발' }));
  renderScreen(<ProjectManagementPage />, { path: '/project/management', authorities: WRITE });
  fireEvent.click(await screen.findByRole('button', { name: /수\s*정/ }, slow));
  const edit = await screen.findByRole('dialog');
  fireEvent.change(within(edit).getByLabelText('유형명'), { target: { value: '시스템 구축' } });
  fireEvent.click(within(edit).getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(1, 2, expect.objectContaining({ code: 'BUILD', name: '시스템 구축', billableYn: 'Y', commonCostYn: 'N', activeYn: 'Y' })), slow);
  await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2), slow);

  fireEvent.click(screen.getByRole('button', { name: '유형 추가' }));
  const add = await screen.findByRole('dialog', { name: '유형 추가' });
  fireEvent.change(within(add).getByLabelText('코드'), { target: { value: 'RND' } });
  fireEvent.change(within(add).getByLabelText('유형명'), { target: { value: '연구개발' } });
  fireEvent.click(within(add).getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.create).toHaveBeenCalledWith(expect.objectContaining({ code: 'RND', name: '연구개발', billableYn: 'Y', activeYn: 'Y' })), slow);
});
