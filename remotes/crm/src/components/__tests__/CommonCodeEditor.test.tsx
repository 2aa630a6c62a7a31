import { httpError, queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FORM_MESSAGES } from '@dure/shared/form';
import { App } from 'antd';
import { commonCodeApi } from '../../lib/commonCodeApi';
import { CommonCodeEditor } from '../CommonCodeEditor';

jest.mock('../../lib/commonCodeApi', () => ({ commonCodeApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() } }));
const api = commonCodeApi as jest.Mocked<typeof commonCodeApi>;

const rental = { id: 3, groupCode: 'CONTRACT_TYPE', code: 'RENTAL', label: '임대', sortOrder: 10, activeYn: 'Y' as const, version: 1, updatedAt: '2026-11-01T09:00:00+09:00' };

function renderEditor() {
  render(
    <App>
      <CommonCodeEditor group="CONTRACT_TYPE" title="계약유형" canEdit />
    </App>,
    { wrapper: queryWrapper() },
  );
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue([rental]);
});

it('adds a code, showing the api field message on its field until it is fixed', async () => {
  api.create.mockRejectedValueOnce(httpError(409, { error: 'duplicate', message: '이미 있는 코드입니다.', fields: { code: '이미 있는 코드입니다.' } })).mockResolvedValueOnce({ ...rental, id: 4, code: 'LEASE', label: '리스' });
  renderEditor();
  expect(await screen.findByText('임대')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /계약유형 추가/ }));
  fireEvent.change(await screen.findByLabelText('코드'), { target: { value: 'rental' } });
  fireEvent.change(field('표시명'), { target: { value: '리스' } });
  save();
  await waitFor(() => expect(field('코드').closest('.ant-form-item')?.textContent).toContain('이미 있는 코드입니다.'));
  expect(api.create).toHaveBeenCalledWith('CONTRACT_TYPE', expect.objectContaining({ code: 'RENTAL', label: '리스', activeYn: 'Y' }));
  fireEvent.change(field('코드'), { target: { value: 'LEASE' } });
  save();
  await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(screen.queryByLabelText('코드')).toBeNull());
});

it('offers to reload after someone else saved the code, then saves with the latest version', async () => {
  api.list.mockResolvedValueOnce([rental]).mockResolvedValue([{ ...rental, label: '장기임대', version: 2 }]);
  api.update.mockRejectedValueOnce(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' })).mockResolvedValueOnce({ ...rental, version: 3 });
  renderEditor();
  fireEvent.click(await screen.findByRole('button', { name: '임대 수정' }));
  await waitFor(() => expect(field('표시명').value).toBe('임대'));
  fireEvent.change(field('표시명'), { target: { value: '단기임대' } });
  save();
  fireEvent.click(await screen.findByRole('button', { name: FORM_MESSAGES.reload }));
  await waitFor(() => expect(field('표시명').value).toBe('장기임대'));
  save();
  await waitFor(() => expect(api.update).toHaveBeenLastCalledWith('CONTRACT_TYPE', 3, expect.objectContaining({ label: '장기임대', version: 2 })));
});

it('asks before closing an edit with typed changes', async () => {
  renderEditor();
  fireEvent.click(await screen.findByRole('button', { name: '임대 수정' }));
  await waitFor(() => expect(field('표시명').value).toBe('임대'));
  fireEvent.change(field('표시명'), { target: { value: '단기임대' } });
  fireEvent.click(screen.getByRole('button', { name: /취\s*소/ }));
  expect((await screen.findAllByText(FORM_MESSAGES.closeDirtyTitle)).length).toBeGreaterThan(0);
  expect(field('표시명').value).toBe('단기임대');
});
