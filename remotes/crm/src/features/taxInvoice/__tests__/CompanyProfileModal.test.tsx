import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { taxInvoiceApi } from '../api/taxInvoiceApi';
import { CompanyProfileModal } from '../components/CompanyProfileModal';

jest.mock('../api/taxInvoiceApi', () => ({ ...jest.requireActual('../api/taxInvoiceApi'), taxInvoiceApi: { profile: jest.fn(), saveProfile: jest.fn() } }));
const api = taxInvoiceApi as jest.Mocked<typeof taxInvoiceApi>;

const profile = { id: 1, bizNo: '2208712343', subNo: null, name: '(주)두레솔루션', ceoName: '정도현', address: '서울특별시 강남구 테헤란로 427', bizType: '정보통신업', bizItem: '소프트웨어', email: 'tax@dure.example', phone: null, version: 3, updatedAt: '2025-11-01T09:00:00+09:00' };

it('checks the business number and saves the profile with its version', async () => {
  api.profile.mockResolvedValue(profile);
  api.saveProfile.mockResolvedValue({ ...profile, version: 4 });
  const onClose = jest.fn();
  render(
    <App>
      <CompanyProfileModal open onClose={onClose} />
    </App>,
  );
  const bizNo = (await screen.findByLabelText('사업자등록번호')) as HTMLInputElement;
  expect(bizNo.value).toBe('2208712343');
  fireEvent.change(bizNo, { target: { value: '2208712344' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  expect(await screen.findByText('사업자등록번호가 올바르지 않습니다.')).toBeTruthy();
  expect(api.saveProfile).not.toHaveBeenCalled();
  fireEvent.change(bizNo, { target: { value: '220-87-12343' } });
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  await waitFor(() => expect(api.saveProfile).toHaveBeenCalledWith(expect.objectContaining({ bizNo: '220-87-12343', name: '(주)두레솔루션', version: 3 })));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
});
