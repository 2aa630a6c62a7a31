import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { grantApi } from '../../../components/grants/grantApi';
import AuthMenuPage from '../components/AuthMenuPage';
import AuthUserPage from '../components/AuthUserPage';
import RoleConsistencyPage from '../components/RoleConsistencyPage';
import { type MenuAuthority, authorityApi } from '../api/authorityApi';

jest.mock('../api/authorityApi', () => ({
  ...jest.requireActual('../api/authorityApi'),
  authorityApi: { codes: jest.fn(), createCode: jest.fn(), updateCode: jest.fn(), deleteCode: jest.fn(), menus: jest.fn(), updateMenu: jest.fn(), resetMenu: jest.fn(), consistency: jest.fn() },
}));
jest.mock('../../../components/grants/RoleSelect', () => ({
  RoleSelect: ({ value, onChange }: { value?: string[]; onChange?: (v: string[]) => void }) => (
    <input aria-label="역할 목록" value={(value ?? []).join(',')} onChange={(e) => onChange?.(e.target.value.split(',').filter(Boolean))} />
  ),
  invalidateRoleCodes: () => {},
}));
jest.mock('../../../components/grants/grantApi', () => ({
  ...jest.requireActual('../../../components/grants/grantApi'),
  grantApi: { list: jest.fn(), ofUser: jest.fn(), grant: jest.fn(), revoke: jest.fn() },
}));
const api = authorityApi as jest.Mocked<typeof authorityApi>;

const menu = (over: Partial<MenuAuthority> = {}): MenuAuthority => ({
  pageId: 'DepartmentPage',
  path: '/department',
  title: '부서 관리',
  menuGroup: 'DEPARTMENT_SETTING',
  remote: 'admin',
  defaultRoles: ['ROLE_DEPARTMENT_READ'],
  roles: ['ROLE_DEPARTMENT_READ'],
  overriddenYn: 'N',
  version: 4,
  ...over,
});

const renderWith = (node: React.ReactElement, authorities: string[]) => renderScreen(node, { authorities, path: '/auth/menu' });

beforeEach(() => jest.resetAllMocks());

describe('AuthUserPage', () => {
  it('has one page heading, 권한 관리, with the tab\'s list heading under it', async () => {
    (grantApi.list as jest.Mock).mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });
    renderScreen(<AuthUserPage />, { authorities: ['ROLE_AUTHORITY_USER_READ'], path: '/auth/user' });
    expect(await screen.findByText('부여된 권한이 없습니다.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['권한 관리']);
    expect(screen.getByRole('heading', { level: 4, name: '사용자 권한' })).toBeTruthy();
  });
});

describe('AuthMenuPage', () => {
  it("changes a page's roles, sending the row's version", async () => {
    api.menus.mockResolvedValue([menu(), menu({ pageId: 'AuthUserPage', path: '/auth/user', title: '사용자 권한', roles: ['ROLE_AUTHORITY_USER_READ'] })]);
    api.updateMenu.mockResolvedValue(menu({ roles: ['ROLE_DEPARTMENT_READ', 'ROLE_USER_HR_READ'], overriddenYn: 'Y', version: 5 }));
    renderWith(<AuthMenuPage />, ['ROLE_AUTHORITY_MENU_READ', 'ROLE_AUTHORITY_MENU_WRITE']);
    fireEvent.click(await screen.findByRole('button', { name: '부서 관리 권한 변경' }));
    const dialog = await screen.findByRole('dialog');
    // The default is told by the roles' names, not their codes.
    expect(within(dialog).getByText('기본값: 부서 조회')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('역할 목록'), { target: { value: 'ROLE_DEPARTMENT_READ,ROLE_USER_HR_READ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.updateMenu).toHaveBeenCalledWith('DepartmentPage', ['ROLE_DEPARTMENT_READ', 'ROLE_USER_HR_READ'], 4));
  });

  it('refuses an empty role list before calling the server', async () => {
    api.menus.mockResolvedValue([menu()]);
    renderWith(<AuthMenuPage />, ['ROLE_AUTHORITY_MENU_READ', 'ROLE_AUTHORITY_MENU_WRITE']);
    fireEvent.click(await screen.findByRole('button', { name: '부서 관리 권한 변경' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('역할 목록'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByText('권한을 하나 이상 선택해 주세요.')).toBeTruthy();
    expect(api.updateMenu).not.toHaveBeenCalled();
  });

  it('shows no edit controls to a reader', async () => {
    api.menus.mockResolvedValue([menu({ overriddenYn: 'Y' })]);
    renderWith(<AuthMenuPage />, ['ROLE_AUTHORITY_MENU_READ']);
    expect(await screen.findByText('변경됨')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '부서 관리 권한 변경' })).toBeNull();
  });
});

describe('RoleConsistencyPage', () => {
  it('groups findings by kind and links each person', async () => {
    api.consistency.mockResolvedValue([
      { userId: 3, username: 'hr', userName: '한지은', deptName: '인사팀', kind: 'EXPIRED_GRANT', authorityCode: 'ROLE_EVALUATION_READ', detail: '2026-10-31에 만료된 권한이 남아 있습니다.' },
      { userId: 9, username: 'ops', userName: '오세훈', deptName: null, kind: 'INACTIVE_USER', authorityCode: 'ROLE_MES_PLAN_READ', detail: '퇴직한 사용자에게 권한이 남아 있습니다.' },
    ]);
    renderWith(<RoleConsistencyPage />, ['ROLE_HR_ADMIN']);
    expect(await screen.findByText('2026-10-31에 만료된 권한이 남아 있습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '한지은 (hr)' }).getAttribute('href')).toBe('/userhr/info/admin/3');
    fireEvent.click(screen.getByText('비활성 사용자의 권한 1'));
    await waitFor(() => expect(screen.queryByText('2026-10-31에 만료된 권한이 남아 있습니다.')).toBeNull());
    expect(screen.getByText('퇴직한 사용자에게 권한이 남아 있습니다.')).toBeTruthy();
  });

  it('says so when nothing contradicts', async () => {
    api.consistency.mockResolvedValue([]);
    renderWith(<RoleConsistencyPage />, ['ROLE_SUPER']);
    expect(await screen.findByText('모순된 역할이 없습니다')).toBeTruthy();
  });
});
