import { renderWithQuery } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { HTTPError } from 'ky';
import { PasswordChangeForm } from '../PasswordChangeForm';
import { accountApi } from '../accountApi';

jest.mock('../accountApi', () => ({ accountApi: { changePassword: jest.fn(), checkPassword: jest.fn(), revokeOtherSessions: jest.fn() } }));
const api = accountApi as jest.Mocked<typeof accountApi>;

const httpError = (status: number, data: unknown) => Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status }, data });

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('현재 비밀번호'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('새 비밀번호 확인'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: '비밀번호 변경' }));
}

/** The live rule check is a query. */
const renderForm = (ui: React.ReactElement) => renderWithQuery(ui);

beforeEach(() => {
  jest.resetAllMocks();
  api.checkPassword.mockResolvedValue({ valid: true, errors: [] });
});

describe('PasswordChangeForm', () => {
  it('does not send when the two new passwords differ', async () => {
    renderForm(<App><PasswordChangeForm onDone={() => {}} /></App>);
    fill('Temp-1234abc', 'Better#Pass99', 'Better#Pass98');
    expect(await screen.findByText('새 비밀번호가 서로 다릅니다.')).toBeTruthy();
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it("lists each rule the server says the new password breaks, and stays open", async () => {
    api.changePassword.mockRejectedValue(httpError(400, { error: 'weak_password', message: '비밀번호 규칙을 지켜 주세요.', errors: ['9자 이상이어야 합니다.', '최근에 사용한 비밀번호입니다.'] }));
    const done = jest.fn();
    renderForm(<App><PasswordChangeForm onDone={done} /></App>);
    fill('Temp-1234abc', 'short', 'short');
    expect(await screen.findByText('비밀번호 규칙을 지켜 주세요.')).toBeTruthy();
    expect(screen.getByText('최근에 사용한 비밀번호입니다.')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });

  it('changes the password and reports done', async () => {
    api.changePassword.mockResolvedValue({ result: true });
    const done = jest.fn();
    renderForm(<App><PasswordChangeForm onDone={done} /></App>);
    fill('Temp-1234abc', 'Better#Pass99', 'Better#Pass99');
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.changePassword).toHaveBeenCalledWith('Temp-1234abc', 'Better#Pass99');
  });

  it('shows the live rule check while typing', async () => {
    api.checkPassword.mockResolvedValue({ valid: false, errors: ['영문 대문자·소문자·숫자·특수문자 중 3종류 이상을 섞어 주세요.'] });
    renderForm(<App><PasswordChangeForm onDone={() => {}} /></App>);
    fireEvent.change(screen.getByLabelText('새 비밀번호'), { target: { value: 'aaaaaaaaaa' } });
    expect(await screen.findByText('영문 대문자·소문자·숫자·특수문자 중 3종류 이상을 섞어 주세요.')).toBeTruthy();
    expect(api.checkPassword).toHaveBeenCalledWith('aaaaaaaaaa');
  });
});
