import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { contractApi } from '../api/contractApi';
import { ContractFormDrawer } from '../components/ContractFormDrawer';

jest.mock('@dure/shared/records', () => ({ UserPicker: () => null }));
jest.mock('../../../components/CustomerSelect', () => ({
  CustomerSelect: ({ onChange }: { onChange?: (id: number | null) => void }) => <button type="button" onClick={() => onChange?.(3)}>고객사 고르기</button>,
}));
jest.mock('../../../lib/commonCodeApi', () => ({ commonCodeApi: { list: jest.fn() } }));
jest.mock('../api/contractApi', () => ({ ...jest.requireActual('../api/contractApi'), contractApi: { create: jest.fn(), update: jest.fn() } }));
const codes = commonCodeApi as jest.Mocked<typeof commonCodeApi>;
const api = contractApi as jest.Mocked<typeof contractApi>;

beforeEach(() => {
  jest.resetAllMocks();
  codes.list.mockResolvedValue([{ id: 1, groupCode: 'CONTRACT_TYPE', code: 'SERVICE', label: '용역', sortOrder: 10, activeYn: 'Y', version: 0, updatedAt: '' }]);
});

it('computes VAT and total live and refuses to save while the payment terms are incomplete or do not add up', async () => {
  render(
    <App>
      <ContractFormDrawer open onClose={jest.fn()} onSaved={jest.fn()} />
    </App>,
  );
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText('계약명'), { target: { value: 'MES 구축' } });
  fireEvent.click(within(drawer).getByText('고객사 고르기'));
  fireEvent.change(within(drawer).getByLabelText('공급가액 (원)'), { target: { value: '1234567' } });
  await waitFor(() => expect(within(drawer).getByText('123,456원')).toBeTruthy());
  expect(within(drawer).getByText('1,358,023원')).toBeTruthy();
  // Default terms: 30% on signing, 70% on a date (no date yet).
  expect(within(drawer).getByTestId('term-amount-1').textContent).toBe('370,370 원');
  expect(within(drawer).getByTestId('term-amount-2').textContent).toBe('864,197 원');

  fireEvent.click(within(drawer).getByRole('button', { name: /저\s*장/ }));
  expect(await within(drawer).findByText('지정일 지급조건의 예정일을 입력해 주세요.')).toBeTruthy();

  fireEvent.change(within(drawer).getByLabelText('1행 비율'), { target: { value: '20' } });
  expect(within(drawer).getByTestId('term-sum').textContent).toBe('합계 1,111,109 원 / 공급가액 1,234,567 원');
  expect(within(drawer).getByText('지급조건 합계(1,111,109)가 공급가액(1,234,567)과 123,458 부족합니다.')).toBeTruthy();
  expect(api.create).not.toHaveBeenCalled();
}, 120_000);
