import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import UserListPage from '../components/UserListPage';
import { userApi } from '../api/userApi';
import { user } from './fixtures';

jest.mock('../api/userApi', () => ({
  ...jest.requireActual('../api/userApi'),
  userApi: { list: jest.fn(), get: jest.fn(), photo: jest.fn(), create: jest.fn(), update: jest.fn(), setStatus: jest.fn(), initializePassword: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null }));
const api = userApi as jest.Mocked<typeof userApi>;

const renderPage = (authorities: string[], path = '/userhr/info/admin') => renderScreen(<UserListPage />, { authorities, path });

beforeEach(() => jest.resetAllMocks());

describe('UserListPage', () => {
  it('lists active and locked people by default, sorted by name', async () => {
    api.list.mockResolvedValue(onePage([user(), user({ id: 12, name: '이서연', username: 'lee.seoyeon', status: 'LOCKED' })]));
    renderPage(['ROLE_USER_HR_READ']);
    expect(await screen.findByText('김민준')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('잠김')).toBeTruthy();
    // Each name is a real link to the person's page (middle-click and screen readers treat it as one).
    expect(screen.getByRole('link', { name: '이서연' }).getAttribute('href')).toBe('/userhr/info/admin/12');
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ page: 0, size: 20, sort: 'name,asc', statusList: ['ACTIVE', 'LOCKED'] }));
    expect(screen.queryByRole('button', { name: /사용자 등록/ })).toBeNull();
  });

  it('searches by keyword on Enter and keeps the query in the address', async () => {
    api.list.mockResolvedValue(onePage([user()]));
    renderPage(['ROLE_USER_HR_READ', 'ROLE_USER_HR_WRITE']);
    await screen.findByText('김민준');
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: '이서연' } });
    fireEvent.keyDown(screen.getByLabelText('검색어'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '이서연', page: 0 })));
    expect(screen.getByRole('button', { name: /사용자 등록/ })).toBeTruthy();
  });

  it('reads filters from the address on the first load', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderPage(['ROLE_USER_HR_READ'], '/userhr/info/admin?keyword=kim&statusList=RETIRED&page=2');
    await waitFor(() => expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'kim', statusList: ['RETIRED'], page: 2 })));
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    api.list.mockRejectedValueOnce(new Error('down')).mockResolvedValue(onePage([user()]));
    renderPage(['ROLE_USER_HR_READ']);
    expect(await screen.findByText('인사 정보 목록을 불러오지 못했습니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('김민준')).toBeTruthy();
  });
});
