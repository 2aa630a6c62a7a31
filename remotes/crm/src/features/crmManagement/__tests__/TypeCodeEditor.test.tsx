import { httpError, queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { managementApi } from '../api/managementApi';
import { TypeCodeEditor } from '../components/TypeCodeEditor';

jest.mock('../api/managementApi', () => ({ managementApi: { types: jest.fn(), createType: jest.fn(), updateType: jest.fn() } }));
const api = managementApi as jest.Mocked<typeof managementApi>;

const visit = { id: 1, code: 'VISIT', label: '방문', sortOrder: 10, activeYn: 'Y' as const, usageCount: 12, version: 0 };

function renderEditor() {
  render(
    <App>
      <TypeCodeEditor canWrite />
    </App>,
    { wrapper: queryWrapper() },
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  api.types.mockResolvedValue([visit]);
});

it("adds a type; the api's message on a field shows on that field and the rest in one notice", async () => {
  api.createType.mockRejectedValueOnce(httpError(409, { error: 'duplicate', message: '이미 있는 코드입니다.', fields: { code: '이미 있는 코드입니다.' } })).mockResolvedValueOnce({ ...visit, id: 2, code: 'SEMINAR', label: '세미나' });
  renderEditor();
  expect(await screen.findByDisplayValue('방문')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('새 코드'), { target: { value: 'VISIT' } });
  fireEvent.change(screen.getByLabelText('새 이름'), { target: { value: '세미나' } });
  fireEvent.click(screen.getByRole('button', { name: /추\s*가/ }));
  await waitFor(() => expect(screen.getByLabelText('새 코드').closest('.ant-form-item')?.textContent).toContain('이미 있는 코드입니다.'));
  expect(screen.getByRole('alert').textContent).toBe('이미 있는 코드입니다.');
  fireEvent.change(screen.getByLabelText('새 코드'), { target: { value: 'SEMINAR' } });
  fireEvent.click(screen.getByRole('button', { name: /추\s*가/ }));
  await waitFor(() => expect(api.types).toHaveBeenCalledTimes(2));
  expect(api.createType).toHaveBeenLastCalledWith({ code: 'SEMINAR', label: '세미나' });
  await waitFor(() => expect((screen.getByLabelText('새 코드') as HTMLInputElement).value).toBe(''));
});

it("renames a type; after someone else's save it shows their version", async () => {
  api.types.mockResolvedValueOnce([visit]).mockResolvedValue([{ ...visit, label: '현장 방문', version: 1 }]);
  api.updateType.mockRejectedValueOnce(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
  renderEditor();
  fireEvent.change(await screen.findByLabelText('VISIT 이름'), { target: { value: '고객 방문' } });
  fireEvent.click(screen.getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.updateType).toHaveBeenCalledWith(1, expect.objectContaining({ label: '고객 방문', version: 0 })));
  await waitFor(() => expect((screen.getByLabelText('VISIT 이름') as HTMLInputElement).value).toBe('현장 방문'));
});
