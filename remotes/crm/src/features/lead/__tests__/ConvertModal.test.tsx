import { httpError } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { type LeadDetail, leadApi } from '../api/leadApi';
import { ConvertModal } from '../components/ConvertModal';
import { lead, meta } from './fixtures';

jest.mock('../api/leadApi', () => ({ ...jest.requireActual('../api/leadApi'), leadApi: { convert: jest.fn() } }));
const api = leadApi as jest.Mocked<typeof leadApi>;

const detail = { ...lead({ id: 9, title: 'MES 구축', version: 2, expectedAmount: 10_000_000 }), lines: [] } as unknown as LeadDetail;

function renderModal(onConverted = jest.fn()) {
  render(
    <App>
      <ConvertModal open lead={detail} meta={meta} onClose={jest.fn()} onConverted={onConverted} />
    </App>,
  );
  return onConverted;
}
const convert = () => fireEvent.click(screen.getByRole('button', { name: /계약 초안 만들기/ }));

beforeEach(() => jest.resetAllMocks());

it('makes the draft contract from the lead with the typed title', async () => {
  api.convert.mockResolvedValue({ contractId: 41, contractNo: 'CT-2026-0041' } as never);
  const onConverted = renderModal();
  await waitFor(() => expect((screen.getByLabelText('계약명') as HTMLInputElement).value).toBe('MES 구축'));
  fireEvent.change(screen.getByLabelText('계약명'), { target: { value: 'MES 1차 구축' } });
  convert();
  await waitFor(() => expect(onConverted).toHaveBeenCalledWith({ contractId: 41, contractNo: 'CT-2026-0041' }));
  expect(api.convert).toHaveBeenCalledWith(9, expect.objectContaining({ version: 2, title: 'MES 1차 구축', contractType: 'SUPPLY', taxType: 'TAXABLE' }));
});

it("puts the api's period message on the period field and the stale-lead message in the notice", async () => {
  api.convert
    .mockRejectedValueOnce(httpError(400, { error: 'validation', message: '입력값을 확인해 주세요.', fields: { endDate: '종료일은 시작일 이후여야 합니다.' } }))
    .mockRejectedValueOnce(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
  const onConverted = renderModal();
  await waitFor(() => expect((screen.getByLabelText('계약명') as HTMLInputElement).value).toBe('MES 구축'));
  convert();
  await waitFor(() => expect(screen.getByText('계약 기간').closest('.ant-form-item')?.textContent).toContain('종료일은 시작일 이후여야 합니다.'));
  convert();
  expect(await screen.findByText('다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.')).toBeTruthy();
  expect(onConverted).not.toHaveBeenCalled();
});
