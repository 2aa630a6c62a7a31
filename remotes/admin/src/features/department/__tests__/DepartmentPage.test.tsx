import { authoritiesAtom, sessionStore } from '@dure/shared';
import { DEPARTMENTS_KEY } from '@dure/shared/records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import DepartmentPage from '../components/DepartmentPage';
import { departmentApi } from '../api/departmentApi';
import { departments } from './fixtures';

jest.mock('../api/departmentApi', () => ({
  ...jest.requireActual('../api/departmentApi'),
  departmentApi: { list: jest.fn(), children: jest.fn(), topLevels: jest.fn(), create: jest.fn(), update: jest.fn(), move: jest.fn(), remove: jest.fn() },
}));
// The record toolbar is tested in @dure/shared; here it would call the api.
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => null, SpreadsheetTable: () => null, UserPicker: () => null }));
const api = departmentApi as jest.Mocked<typeof departmentApi>;

function renderPage(authorities: string[], client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  act(() => sessionStore.set(authoritiesAtom, authorities));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <DepartmentPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  // The tree loads its first levels in one request, then one level per expand, from the same fixtures.
  const withFlag = (d: (typeof departments)[number]) => ({ ...d, hasChildren: departments.some((c) => c.parentId === d.id) });
  api.children.mockImplementation((parentId) => Promise.resolve(departments.filter((d) => d.parentId === parentId).map(withFlag)));
  api.topLevels.mockImplementation((levels) => {
    const depthOf = (d: (typeof departments)[number]): number => (d.parentId === null ? 1 : 1 + depthOf(departments.find((p) => p.id === d.parentId)!));
    return Promise.resolve(departments.filter((d) => depthOf(d) <= levels).map(withFlag));
  });
});

describe('DepartmentPage', () => {
  it('shows the tree and, for a reader, no editing controls', async () => {
    api.list.mockResolvedValue(departments);
    renderPage(['ROLE_DEPARTMENT_READ']);
    expect(await screen.findByTestId('dept-node-SALES')).toBeTruthy();
    expect(screen.getByText('조회 권한만 있어 수정할 수 없습니다.', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByText('영업본부'));
    expect(await screen.findByText('직속 1명 · 하위 포함 4명')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /하위 부서 추가/ })).toBeNull();
  });

  it('lets a writer rename a department, sending its version', async () => {
    api.list.mockResolvedValue(departments);
    api.update.mockResolvedValue({ ...departments[4], name: '인사총무팀', version: 2 });
    renderPage(['ROLE_DEPARTMENT_READ', 'ROLE_DEPARTMENT_WRITE']);
    fireEvent.click(await screen.findByText('인사팀'));
    const name = await screen.findByLabelText('부서명');
    fireEvent.change(name, { target: { value: '인사총무팀' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(5, expect.objectContaining({ name: '인사총무팀', version: 1 })));
  });

  it('first visit: the tree opens two levels from one request, and the list arriving does not reload it; an edit does', async () => {
    api.list.mockResolvedValue(departments);
    renderPage(['ROLE_DEPARTMENT_READ', 'ROLE_DEPARTMENT_WRITE']);
    expect(await screen.findByTestId('dept-node-SALES')).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(api.topLevels.mock.calls).toEqual([[3]]);
    expect(api.children).not.toHaveBeenCalled();

    api.update.mockResolvedValue({ ...departments[4], name: '인사총무팀', version: 2 });
    api.list.mockResolvedValue(departments.map((d) => (d.id === 5 ? { ...d, name: '인사총무팀', version: 2 } : d)));
    fireEvent.click(await screen.findByText('인사팀'));
    fireEvent.change(await screen.findByLabelText('부서명'), { target: { value: '인사총무팀' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.topLevels).toHaveBeenCalledTimes(2));
  });

  it('a rename refreshes the department pickers of every screen (their shared org chart)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const directoryKey = [...DEPARTMENTS_KEY, 'directory'];
    client.setQueryData(directoryKey, departments);
    api.list.mockResolvedValue(departments);
    api.update.mockResolvedValue({ ...departments[4], name: '인사총무팀', version: 2 });
    renderPage(['ROLE_DEPARTMENT_READ', 'ROLE_DEPARTMENT_WRITE'], client);
    fireEvent.click(await screen.findByText('인사팀'));
    fireEvent.change(await screen.findByLabelText('부서명'), { target: { value: '인사총무팀' } });
    expect(client.getQueryState(directoryKey)?.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(client.getQueryState(directoryKey)?.isInvalidated).toBe(true));
  });

  it('refuses deleting a department with children before asking the server', async () => {
    api.list.mockResolvedValue(departments);
    renderPage(['ROLE_DEPARTMENT_READ', 'ROLE_DEPARTMENT_WRITE']);
    fireEvent.click(await screen.findByText('영업본부'));
    const del = await screen.findByRole('button', { name: /삭제/ });
    expect((del as HTMLButtonElement).disabled).toBe(true);
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('shows the error with a retry when the list cannot be loaded', async () => {
    api.list.mockRejectedValue(new Error('network'));
    renderPage(['ROLE_DEPARTMENT_READ']);
    expect(await screen.findByText('부서 목록을 불러오지 못했습니다.')).toBeTruthy();
    api.list.mockResolvedValue(departments);
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('dept-node-DURE')).toBeTruthy();
  });
});
