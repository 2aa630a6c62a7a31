import { httpError } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FORM_MESSAGES } from '@dure/shared/form';
import { App } from 'antd';
import { salesOrderApi } from '../api/salesOrderApi';
import { DeliveryModal } from '../components/DeliveryModal';
import { partlyDelivered } from './fixtures';

jest.mock('../api/salesOrderApi', () => ({ ...jest.requireActual('../api/salesOrderApi'), salesOrderApi: { deliver: jest.fn() } }));
const api = salesOrderApi as jest.Mocked<typeof salesOrderApi>;

// Two lines: 센서 with 6 left, 케이블 with 2 left.
const order = { ...partlyDelivered, lines: [...partlyDelivered.lines, { ...partlyDelivered.lines[0], id: 32, seq: 2, itemName: '케이블', qty: 2, deliveredQty: 0 }] };

function renderModal(onClose = jest.fn(), onSaved = jest.fn()) {
  render(
    <App>
      <DeliveryModal order={order} onClose={onClose} onSaved={onSaved} />
    </App>,
  );
  return { onClose, onSaved };
}
const qty = (item: string) => screen.getByLabelText(`이번 출하 ${item}`) as HTMLInputElement;
const record = () => fireEvent.click(screen.getByRole('button', { name: /기\s*록/ }));

beforeEach(() => jest.resetAllMocks());

it('asks for a quantity before sending, then records the lines shipped', async () => {
  api.deliver.mockResolvedValue(order);
  const { onSaved } = renderModal();
  record();
  expect(await screen.findByText('출하 수량을 한 품목 이상 입력해 주세요.')).toBeTruthy();
  expect(api.deliver).not.toHaveBeenCalled();
  fireEvent.change(qty('케이블'), { target: { value: '2' } });
  record();
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(order));
  expect(api.deliver).toHaveBeenCalledWith(5, expect.objectContaining({ version: 4, lines: [{ lineId: 32, qty: 2 }] }));
});

it("puts the api's message for a sent line on that line's quantity", async () => {
  api.deliver.mockRejectedValue(httpError(400, { error: 'validation', message: '입력값을 확인해 주세요.', fields: { 'lines.0.qty': '잔량보다 많이 출하할 수 없습니다.' } }));
  renderModal();
  fireEvent.change(qty('케이블'), { target: { value: '1' } });
  record();
  await waitFor(() => expect(qty('케이블').closest('.ant-form-item')?.textContent).toContain('잔량보다 많이 출하할 수 없습니다.'));
  expect(qty('센서').closest('.ant-form-item')?.textContent).not.toContain('잔량보다 많이 출하할 수 없습니다.');
});

it('asks before closing with a typed quantity', async () => {
  const { onClose } = renderModal();
  fireEvent.change(qty('센서'), { target: { value: '3' } });
  fireEvent.click(screen.getByRole('button', { name: /취\s*소/ }));
  expect((await screen.findAllByText(FORM_MESSAGES.closeDirtyTitle)).length).toBeGreaterThan(0);
  expect(onClose).not.toHaveBeenCalled();
});
