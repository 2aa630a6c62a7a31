import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { departmentApi } from '../api/departmentApi';
import { DepartmentMembers } from '../components/DepartmentMembers';
import { departments } from './fixtures';

jest.mock('../api/departmentApi', () => ({ ...jest.requireActual('../api/departmentApi'), departmentApi: { members: jest.fn(), moveMembers: jest.fn() } }));
// The directory picker as a list of the people its search would find.
const PEOPLE = [
  { id: 21, name: '김하늘', username: 'sky', deptId: 5, deptName: '인사팀' },
  { id: 22, name: '이바다', username: 'sea', deptId: 3, deptName: '영업1팀' },
  { id: 23, name: '정나무', username: 'tree', deptId: null, deptName: null },
];
jest.mock('@dure/shared/records', () => ({
  ...jest.requireActual('@dure/shared/records'),
  DepartmentSelect: () => null,
  UserPicker: ({ onChange, 'aria-label': label }: { onChange: (id: number | null, person?: unknown) => void; 'aria-label'?: string }) => (
    <select aria-label={label} onChange={(e) => onChange(Number(e.target.value), PEOPLE.find((p) => p.id === Number(e.target.value)))}>
      <option value="">선택</option>
      {PEOPLE.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  ),
}));
const api = departmentApi as jest.Mocked<typeof departmentApi>;

jest.setTimeout(120_000);

const SALES1 = departments[2];
const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 100 }) as never;

beforeEach(() => {
  jest.resetAllMocks();
  api.members.mockResolvedValue(page([{ id: 22, name: '이바다', username: 'sea', jobGrade: null, position: null, status: 'ACTIVE' }]));
});

describe('부서 상세: 구성원 추가', () => {
  it('moves a person from their department into this one, then reloads the department', async () => {
    api.moveMembers.mockResolvedValue({ result: { moved: 1 } } as never);
    const onMoved = jest.fn().mockResolvedValue(undefined);
    renderScreen(<DepartmentMembers department={SALES1} onMoved={onMoved} />, { authorities: ['ROLE_USER_HR_READ', 'ROLE_USER_HR_WRITE'] });
    expect(await screen.findByRole('link', { name: '이바다' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /구성원 추가/ }));
    const dialog = await screen.findByRole('dialog');
    const add = within(dialog).getByRole('button', { name: '추가' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    // Already a member, or in no department: the api cannot move them here, and the dialog says why.
    fireEvent.change(within(dialog).getByLabelText('추가할 사람'), { target: { value: '22' } });
    expect(within(dialog).getByText('이미 이 부서 소속입니다.')).toBeTruthy();
    expect(add.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('추가할 사람'), { target: { value: '23' } });
    expect(within(dialog).getByText('소속 부서가 없는 사람은 인사 정보에서 부서를 지정해 주세요.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('추가할 사람'), { target: { value: '21' } });
    expect(within(dialog).getByText('현재 소속: 인사팀')).toBeTruthy();
    fireEvent.click(add);
    await waitFor(() => expect(api.moveMembers).toHaveBeenCalledWith(5, [21], 3));
    expect(await screen.findByText("김하늘님을 '영업1팀'으로 옮겼습니다.")).toBeTruthy();
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('is absent for a reader of HR records and on a closed department', async () => {
    const { unmount } = renderScreen(<DepartmentMembers department={SALES1} onMoved={jest.fn()} />, { authorities: ['ROLE_USER_HR_READ'] });
    expect(await screen.findByRole('link', { name: '이바다' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /구성원 추가/ })).toBeNull();
    unmount();
    renderScreen(<DepartmentMembers department={{ ...SALES1, validTo: '2024-12-31' }} onMoved={jest.fn()} />, { authorities: ['ROLE_USER_HR_READ', 'ROLE_DEPARTMENT_WRITE'] });
    expect(await screen.findByRole('link', { name: '이바다' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /다른 부서로 이동/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /구성원 추가/ })).toBeNull();
  });
});
