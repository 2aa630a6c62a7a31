import { httpError, queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { http } from '@dure/shared';
import { mboApi } from '../api/mboApi';
import { MboItemsEditor } from '../components/MboItemsEditor';
import { sheet } from './fixtures';

jest.mock('../api/mboApi', () => ({ ...jest.requireActual('../api/mboApi'), mboApi: { saveItems: jest.fn() } }));
// The goal picker reads the goal feature's api through the shared client.
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
const api = mboApi as jest.Mocked<typeof mboApi>;
const get = http.get as jest.Mock;
const pickerAnswers = (result: unknown[]) => get.mockReturnValue({ json: () => Promise.resolve({ result }) });

function renderEditor(onSaved = jest.fn()) {
  render(
    <App>
      <MboItemsEditor sheet={sheet()} onSaved={onSaved} onReload={jest.fn()} />
    </App>,
    { wrapper: queryWrapper() },
  );
  return onSaved;
}

beforeEach(() => {
  jest.resetAllMocks();
  pickerAnswers([]);
});

describe('MboItemsEditor', () => {
  it('shows the weight total live as items change', async () => {
    renderEditor();
    expect(await screen.findByText('가중치 합계 100% — 합의 요청할 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2번 항목 삭제' }));
    expect(await screen.findByText('가중치 합계 60% — 40%가 모자랍니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /항목 추가/ }));
    expect(await screen.findByText('가중치 합계 70% — 30%가 모자랍니다.')).toBeTruthy();
  });

  it('sends the items with the version, and puts the api’s field message on the weight cell', async () => {
    api.saveItems.mockRejectedValueOnce(
      httpError(400, { error: 'validation', message: '가중치는 5%부터 100%까지 5% 단위로 입력해 주세요.', fields: { 'items[0].weightPct': '가중치는 5%부터 100%까지 5% 단위로 입력해 주세요.' } }),
    );
    const onSaved = renderEditor();
    fireEvent.change(screen.getByLabelText('1번 항목명'), { target: { value: '신규 기능 개발 (수정)' } });
    fireEvent.click(screen.getByRole('button', { name: '항목 저장' }));
    await waitFor(() => expect(api.saveItems).toHaveBeenCalledTimes(1));
    const [id, version, items] = api.saveItems.mock.calls[0];
    expect([id, version]).toEqual([7, 4]);
    expect(items.map((i) => [i.id, i.title, i.weightPct])).toEqual([
      [11, '신규 기능 개발 (수정)', 60],
      [12, '기술 공유', 40],
    ]);
    expect((await screen.findAllByText('가중치는 5%부터 100%까지 5% 단위로 입력해 주세요.')).length).toBeGreaterThan(0);
    expect(onSaved).not.toHaveBeenCalled();

    api.saveItems.mockResolvedValueOnce(sheet({ version: 5 }));
    fireEvent.click(screen.getByRole('button', { name: '항목 저장' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 5 })));
  });

  it('refuses to save an item without a title before asking the api', async () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText('2번 항목명'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: '항목 저장' }));
    expect(await screen.findByText('항목명을 입력해 주세요.')).toBeTruthy();
    expect(api.saveItems).not.toHaveBeenCalled();
  });

  it('links an item to one of the owner’s goals of the half year and sends its id', async () => {
    pickerAnswers([{ id: 501, title: '신규 고객 20곳 확보', level: 'PERSONAL', periodId: 40, periodCode: '2026-H1', ownerUserName: '정다은', status: 'ACTIVE' }]);
    api.saveItems.mockResolvedValueOnce(sheet({ version: 5 }));
    renderEditor();
    const picker = await screen.findByRole('combobox', { name: '1번 연결 목표' });
    await waitFor(() => expect(get).toHaveBeenCalledWith('api/goal/picker', { searchParams: expect.objectContaining({ ownerUserId: 3, periodFrom: '2026-01-01', periodTo: '2026-06-30' }) }));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('[개인] 신규 고객 20곳 확보 · 2026-H1'));
    fireEvent.click(screen.getByRole('button', { name: '항목 저장' }));
    await waitFor(() => expect(api.saveItems).toHaveBeenCalledTimes(1));
    expect(api.saveItems.mock.calls[0][2].map((i) => i.linkedGoalId)).toEqual([501, null]);
  });

  it('shows a linked goal by its title before the search answers', async () => {
    const linked = sheet();
    linked.items[1] = { ...linked.items[1], linkedGoalId: 77, linkedGoalTitle: '사내 기술 세미나 정착' };
    render(
      <App>
        <MboItemsEditor sheet={linked} onSaved={jest.fn()} onReload={jest.fn()} />
      </App>,
      { wrapper: queryWrapper() },
    );
    expect(await screen.findByText('사내 기술 세미나 정착')).toBeTruthy();
  });
});
