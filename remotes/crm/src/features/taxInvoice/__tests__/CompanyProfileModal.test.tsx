import { httpError, testQueryClient } from '@dure/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { taxInvoiceApi } from '../api/taxInvoiceApi';
import { CompanyProfileModal } from '../components/CompanyProfileModal';

jest.mock('../api/taxInvoiceApi', () => ({ ...jest.requireActual('../api/taxInvoiceApi'), taxInvoiceApi: { profile: jest.fn(), saveProfile: jest.fn() } }));
const api = taxInvoiceApi as jest.Mocked<typeof taxInvoiceApi>;

const profile = { id: 1, bizNo: '2208712343', subNo: null, name: '(주)두레솔루션', ceoName: '정도현', address: '서울특별시 강남구 테헤란로 427', bizType: '정보통신업', bizItem: '소프트웨어', email: 'tax@dure.example', phone: null, version: 3, updatedAt: '2025-11-01T09:00:00+09:00' };

function renderModal(onClose = jest.fn()) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <App>
        <CompanyProfileModal open onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: '저장' }));

beforeEach(() => jest.resetAllMocks());

it('checks the business number and saves the profile with its version', async () => {
  api.profile.mockResolvedValue(profile);
  api.saveProfile.mockResolvedValue({ ...profile, version: 4 });
  const onClose = renderModal();
  await waitFor(() => expect(field('사업자등록번호').value).toBe('2208712343'));
  fireEvent.change(field('사업자등록번호'), { target: { value: '2208712344' } });
  save();
  expect(await screen.findByText('사업자등록번호가 올바르지 않습니다.')).toBeTruthy();
  expect(api.saveProfile).not.toHaveBeenCalled();
  fireEvent.change(field('사업자등록번호'), { target: { value: '220-87-12343' } });
  save();
  await waitFor(() => expect(api.saveProfile).toHaveBeenCalledWith(expect.objectContaining({ bizNo: '220-87-12343', name: '(주)두레솔루션', version: 3 })));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});

it("puts the api's field message on its field and offers to reload after someone else saved", async () => {
  api.profile.mockResolvedValueOnce(profile).mockResolvedValueOnce({ ...profile, name: '(주)두레홀딩스', version: 4 });
  api.saveProfile
    .mockRejectedValueOnce(httpError(400, { error: 'validation', message: '입력 값을 확인해 주세요.', fields: { email: '이메일 형식이 올바르지 않습니다.' } }))
    .mockRejectedValueOnce(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
  const onClose = renderModal();
  await waitFor(() => expect(field('상호').value).toBe('(주)두레솔루션'));
  save();
  expect(await screen.findByText('이메일 형식이 올바르지 않습니다.')).toBeTruthy();
  save();
  fireEvent.click(await screen.findByRole('button', { name: '다시 불러오기' }));
  await waitFor(() => expect(field('상호').value).toBe('(주)두레홀딩스'));
  expect(onClose).not.toHaveBeenCalled();
});

it('shows why the profile could not be loaded and does not save', async () => {
  api.profile.mockRejectedValue(httpError(500, { error: 'internal', message: '서버 오류가 발생했습니다.' }));
  renderModal();
  expect(await screen.findByText('공급자 정보를 불러오지 못했습니다: 서버 오류가 발생했습니다.')).toBeTruthy();
  expect(screen.getByRole('button', { name: '저장' }).hasAttribute('disabled')).toBe(true);
});
