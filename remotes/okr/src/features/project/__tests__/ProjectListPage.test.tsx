import { renderScreen } from '@dure/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { projectApi, projectList } from '../api/projectApi';
import ProjectListPage from '../components/ProjectListPage';
import { project } from './fixtures';

jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, UserPicker: () => null, ProjectTypeSelect: () => null, CustomerSelect: () => null }));
jest.mock('../components/pickers', () => ({ SegmentSelect: () => null }));
jest.mock('../api/projectApi', () => ({ ...jest.requireActual('../api/projectApi'), projectApi: { list: jest.fn() } }));
const api = projectApi as jest.Mocked<typeof projectApi>;
const sent = () => api.list.mock.calls.map(([query]) => projectList.apiQuery(query));

jest.setTimeout(120_000);
beforeEach(() => jest.resetAllMocks());

describe('ProjectListPage', () => {
  it('asks for the filters in the address and shows state, signal and progress of each project', async () => {
    api.list.mockResolvedValue({ content: [project({ health: 'RED', progressPct: 62.5 })], totalElements: 1, totalPages: 1, page: 0, size: 20 });
    renderScreen(<ProjectListPage />, { authorities: ['ROLE_PROJECT_READ'], path: '/project?statusList=IN_PROGRESS&healthList=RED' });
    expect(await screen.findByRole('link', { name: '한빛정밀 MES 구축' })).toBeTruthy();
    expect(sent()).toContainEqual(expect.objectContaining({ statusList: 'IN_PROGRESS', healthList: 'RED', sort: 'startDate,desc' }));
    // The RED tag in the row, besides the filter's chosen value.
    expect(screen.getAllByText('위험').some((e) => e.closest('td'))).toBe(true);
    expect(screen.getByLabelText('진척률 62.5%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /프로젝트 등록/ })).toBeNull();
  });

  it('offers 프로젝트 등록 to PROJECT_WRITE and says when nothing is visible', async () => {
    api.list.mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });
    renderScreen(<ProjectListPage />, { authorities: ['ROLE_PROJECT_READ', 'ROLE_PROJECT_WRITE'], path: '/project' });
    expect(await screen.findByText('볼 수 있는 프로젝트가 없습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /프로젝트 등록/ })).toBeTruthy());
  });
});
