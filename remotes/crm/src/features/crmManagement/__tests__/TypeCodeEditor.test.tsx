import { httpError, queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { managementApi } from '../api/managementApi';
import { TypeCodeEditor } from '../components/TypeCodeEditor';

jest.mock('../api/managementApi', () => ({ managementApi: { types: jest.fn(), createType: jest.fn(), updateType: jest.fn() } }));
const api = managementApi as jest.Mocked<typeof managementApi>;

const visit = { id: 1, code: 'VISIT', label: '방문', sortOrder: 10, activeYn: 'Y' as const, usageCount: 12, version: 0 };

function renderEditor(canWrite = true) {
  render(
    <App>
      <TypeCodeEditor canWrite={canWrite} />
    </App>,
    { wrapper: queryWrapper() },
  );
}

// pro-table's row actions are links without an address: found by their text, as a user does.
const saveButton = () => screen.getByText('저장');
/** A cell's message, as pro-table shows it: marked in red, and spelled out when the user clicks into the cell. */
async function cellMessage(label: string, text: string) {
  await waitFor(() => expect(screen.getByLabelText(label).closest('.ant-form-item')?.className).toContain('has-error'));
  fireEvent.click(screen.getByLabelText(label));
  return screen.findByText(text);
}

beforeEach(() => {
  jest.resetAllMocks();
  api.types.mockResolvedValue([visit]);
});

it("adds a type; the api's message on the code shows on that cell and the typed row stays for another try", async () => {
  api.createType.mockRejectedValueOnce(httpError(409, { error: 'duplicate', message: '이미 있는 코드입니다.', fields: { code: '이미 있는 코드입니다.' } })).mockResolvedValueOnce({ ...visit, id: 2, code: 'SEMINAR', label: '세미나' });
  renderEditor();
  expect(await screen.findByText('방문')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /활동유형 추가/ }));
  fireEvent.change(await screen.findByLabelText('새 코드'), { target: { value: 'VISIT' } });
  fireEvent.change(screen.getByLabelText('새 코드 이름'), { target: { value: '세미나' } });
  fireEvent.click(saveButton());
  expect(await cellMessage('새 코드', '이미 있는 코드입니다.')).toBeTruthy();
  expect((screen.getByLabelText('새 코드 이름') as HTMLInputElement).value).toBe('세미나');
  fireEvent.change(screen.getByLabelText('새 코드'), { target: { value: 'SEMINAR' } });
  fireEvent.click(saveButton());
  await waitFor(() => expect(api.types).toHaveBeenCalledTimes(2));
  expect(api.createType).toHaveBeenLastCalledWith({ code: 'SEMINAR', label: '세미나' });
  await waitFor(() => expect(screen.queryByLabelText('새 코드')).toBeNull());
});

it('does not save a type whose name was emptied, and says why', async () => {
  renderEditor();
  fireEvent.click(await screen.findByRole('button', { name: 'VISIT 수정' }));
  fireEvent.change(await screen.findByLabelText('VISIT 이름'), { target: { value: '  ' } });
  fireEvent.click(saveButton());
  expect(await cellMessage('VISIT 이름', '활동유형 이름을 입력해 주세요.')).toBeTruthy();
  expect(api.updateType).not.toHaveBeenCalled();
});

it('renames and turns off a type with its version', async () => {
  api.updateType.mockResolvedValue({ ...visit, label: '고객 방문', activeYn: 'N', version: 1 });
  renderEditor();
  fireEvent.click(await screen.findByRole('button', { name: 'VISIT 수정' }));
  fireEvent.change(await screen.findByLabelText('VISIT 이름'), { target: { value: '고객 방문' } });
  fireEvent.click(screen.getByLabelText('VISIT 사용'));
  fireEvent.click(saveButton());
  await waitFor(() => expect(api.updateType).toHaveBeenCalledWith(1, { label: '고객 방문', sortOrder: 10, activeYn: 'N', version: 0 }));
  expect(await screen.findByText('저장했습니다.')).toBeTruthy();
});

it("renames a type; after someone else's save it shows their version", async () => {
  api.types.mockResolvedValueOnce([visit]).mockResolvedValue([{ ...visit, label: '현장 방문', version: 1 }]);
  api.updateType.mockRejectedValueOnce(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
  renderEditor();
  fireEvent.click(await screen.findByRole('button', { name: 'VISIT 수정' }));
  fireEvent.change(await screen.findByLabelText('VISIT 이름'), { target: { value: '고객 방문' } });
  fireEvent.click(saveButton());
  await waitFor(() => expect(api.updateType).toHaveBeenCalledWith(1, expect.objectContaining({ label: '고객 방문', version: 0 })));
  expect(await screen.findByText(/다른 사용자가 먼저 수정했습니다/)).toBeTruthy();
  expect(await screen.findByText('현장 방문')).toBeTruthy();
  expect(screen.queryByLabelText('VISIT 이름')).toBeNull();
});

it('offers no editing to a reader', async () => {
  renderEditor(false);
  expect(await screen.findByText('방문')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /활동유형 추가/ })).toBeNull();
  expect(screen.queryByRole('button', { name: 'VISIT 수정' })).toBeNull();
});
