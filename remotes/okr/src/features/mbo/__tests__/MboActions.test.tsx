import { httpError, queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { type MboSheetDetail, mboApi } from '../api/mboApi';
import { MboActions } from '../components/MboActions';
import { sheet } from './fixtures';

jest.mock('../api/mboApi', () => ({ ...jest.requireActual('../api/mboApi'), mboApi: { act: jest.fn() } }));
const api = mboApi as jest.Mocked<typeof mboApi>;

function renderActions(s: MboSheetDetail, onChanged = jest.fn()) {
  const view = render(
    <App>
      <MboActions sheet={s} onChanged={onChanged} />
    </App>,
    { wrapper: queryWrapper() },
  );
  return { onChanged, unmount: view.unmount };
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

beforeEach(() => jest.resetAllMocks());

describe('MboActions', () => {
  it('shows exactly the actions the server allows', () => {
    const cases: [MboSheetDetail['actions'], string[]][] = [
      [['SUBMIT'], ['합의요청']],
      [['AGREE', 'RETURN'], ['합의', '반려']],
      [['SELF_ASSESS'], ['자기평가제출']],
      [['EVALUATE'], ['평가확정']],
      [['CLOSE'], ['마감']],
      [[], []],
    ];
    for (const [actions, expected] of cases) {
      const { unmount } = renderActions(sheet({ actions }));
      expect(buttons()).toEqual(expected);
      unmount();
    }
  });

  it('합의 요청 asks first, sends the version and shows the answer; a refusal is told in Korean', async () => {
    api.act.mockResolvedValueOnce(sheet({ status: 'SUBMITTED', actions: [] }));
    const { onChanged } = renderActions(sheet());
    fireEvent.click(screen.getByRole('button', { name: /합의 요청/ }));
    const dialog = await screen.findByRole('dialog', { name: '합의를 요청할까요?' });
    expect(api.act).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '합의 요청' }));
    await waitFor(() => expect(api.act).toHaveBeenCalledWith(7, 4, 'SUBMIT'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUBMITTED' })));

    api.act.mockRejectedValueOnce(httpError(400, { error: 'validation', message: '가중치 합계가 100%여야 합니다 (현재 95%).' }));
    onChanged.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /합의 요청/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '합의를 요청할까요?' })).getByRole('button', { name: '합의 요청' }));
    expect(await screen.findByText(/가중치 합계가 100%여야 합니다/)).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('반려 needs a reason and sends it', async () => {
    api.act.mockResolvedValue(sheet({ status: 'DRAFT', returnReason: 'KPI 구체화' }));
    const { onChanged } = renderActions(sheet({ status: 'SUBMITTED', actions: ['AGREE', 'RETURN'] }));
    fireEvent.click(screen.getByRole('button', { name: /반려/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
    expect(api.act).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: 'KPI 구체화' } });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(api.act).toHaveBeenCalledWith(7, 4, 'RETURN', 'KPI 구체화'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'DRAFT' })));
  });
});
