import { screen, fireEvent } from '@testing-library/react';
import { App } from 'antd';
import { UserFormModal } from '../components/UserFormModal';
import { photoProblem } from '../components/PhotoPicker';
import { toFormData, userApi } from '../api/userApi';
import { httpError, renderWithQuery } from '@dure/shared/testing';
import { user } from './fixtures';

jest.mock('../api/userApi', () => ({
  ...jest.requireActual('../api/userApi'),
  userApi: { list: jest.fn(), get: jest.fn(), photo: jest.fn(), create: jest.fn(), update: jest.fn(), setStatus: jest.fn(), initializePassword: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  ...jest.requireActual('@dure/shared/records'),
  DepartmentSelect: ({ value, onChange, ...rest }: { value?: number; onChange?: (v: number) => void; 'aria-label'?: string }) => (
    <input aria-label={rest['aria-label']} value={value ?? ''} onChange={(e) => onChange?.(Number(e.target.value))} />
  ),
}));
const api = userApi as jest.Mocked<typeof userApi>;

beforeEach(() => jest.resetAllMocks());

describe('user form data', () => {
  it('joins lists, skips undefined, clears with empty strings and attaches the photo', () => {
    const photo = new File(['x'], '사진.png', { type: 'image/png' });
    const form = toFormData({ name: '김민준', extraDeptIds: [3, 4], mobile: undefined, workLocation: '', id: 7, version: 2 }, photo);
    expect(form.get('name')).toBe('김민준');
    expect(form.get('extraDeptIds')).toBe('3,4');
    expect(form.has('mobile')).toBe(false);
    expect(form.get('workLocation')).toBe('');
    expect(form.get('version')).toBe('2');
    expect((form.get('profileImage') as File).name).toBe('사진.png');
  });

  it('refuses other file types and photos over 5 MB before upload', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toBe('프로필 사진은 JPG 또는 PNG 파일만 올릴 수 있습니다.');
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('프로필 사진은 5MB 이하여야 합니다.');
    expect(photoProblem({ type: 'image/jpeg', size: 1024 })).toBeNull();
  });
});

/** The form shows the user's photo through a query (useUserPhoto). */

describe('UserFormModal', () => {
  it('does not send an incomplete form and names each missing field in Korean', async () => {
    renderWithQuery(
      <App>
        <UserFormModal open onClose={() => {}} onSaved={() => {}} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('아이디를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('사번을 입력해 주세요.')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("shows the server's Korean error and keeps what was typed", async () => {
    api.update.mockRejectedValue(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
    api.photo.mockRejectedValue(new Error('none'));
    renderWithQuery(
      <App>
        <UserFormModal open user={user()} onClose={() => {}} onSaved={() => {}} />
      </App>,
    );
    const name = await screen.findByLabelText('이름');
    fireEvent.change(name, { target: { value: '김민준2' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(/다른 사용자가 먼저 수정했습니다/)).toBeTruthy();
    expect(api.update).toHaveBeenCalledWith(11, 3, expect.objectContaining({ name: '김민준2', hireDate: '2021-03-02' }), null, false);
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('김민준2');
  });
});
