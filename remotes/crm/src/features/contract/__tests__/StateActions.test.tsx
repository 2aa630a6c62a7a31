import { httpError, queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { contractApi, signedFileApi } from '../api/contractApi';
import { StateActions } from '../components/StateActions';
import { NO_ACTIONS, contract } from './fixtures';
import type { Contract } from '../api/contractApi';

jest.mock('../api/contractApi', () => ({
  ...jest.requireActual('../api/contractApi'),
  contractApi: { submit: jest.fn(), approve: jest.fn(), reject: jest.fn(), complete: jest.fn(), terminate: jest.fn(), reopen: jest.fn(), remove: jest.fn() },
  signedFileApi: { list: jest.fn(), uploadTemp: jest.fn() },
}));
const api = contractApi as jest.Mocked<typeof contractApi>;
const files = signedFileApi as jest.Mocked<typeof signedFileApi>;

function renderActions(c: Contract, onChanged = jest.fn()) {
  render(
    <App>
      <StateActions contract={c} onChanged={onChanged} onEdit={jest.fn()} onDeleted={jest.fn()} onReload={jest.fn()} />
    </App>,
    { wrapper: queryWrapper() },
  );
  return onChanged;
}

const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

beforeEach(() => jest.resetAllMocks());

describe('StateActions', () => {
  it('shows exactly the actions the server allows for each status and role', () => {
    const cases: [Partial<Contract>, string[]][] = [
      [{ status: 'DRAFT', actions: { ...NO_ACTIONS, edit: true, delete: true, submit: true } }, ['수정', '결재요청', '삭제']],
      [{ status: 'DRAFT', actions: NO_ACTIONS }, []],
      [{ status: 'PENDING_APPROVAL', actions: { ...NO_ACTIONS, approve: true, reject: true } }, ['승인', '반려']],
      [{ status: 'ACTIVE', actions: { ...NO_ACTIONS, edit: true, complete: true, terminate: true } }, ['변경계약', '완료', '해지']],
      [{ status: 'TERMINATED', actions: { ...NO_ACTIONS, reopen: true } }, ['재개']],
    ];
    for (const [over, expected] of cases) {
      const { unmount } = render(
        <App>
          <StateActions contract={contract(over)} onChanged={jest.fn()} onEdit={jest.fn()} onDeleted={jest.fn()} onReload={jest.fn()} />
        </App>,
        { wrapper: queryWrapper() },
      );
      expect(buttons()).toEqual(expected);
      unmount();
    }
  });

  it('결재 요청 asks first, then sends the version and shows the submitted contract; a refusal is told and changes nothing', async () => {
    const c = contract({ status: 'DRAFT', actions: { ...NO_ACTIONS, submit: true } });
    api.submit.mockResolvedValueOnce(contract({ status: 'PENDING_APPROVAL' }));
    const onChanged = renderActions(c);
    fireEvent.click(screen.getByRole('button', { name: /결재 요청/ }));
    const dialog = await screen.findByRole('dialog', { name: '결재를 요청할까요?' });
    expect(api.submit).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.submit).toHaveBeenCalledWith(7, 3));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'PENDING_APPROVAL' })));
    expect(await screen.findByText('결재를 요청했습니다.')).toBeTruthy();

    api.submit.mockRejectedValueOnce(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 변경했습니다.' }));
    onChanged.mockClear();
    fireEvent.click(screen.getByRole('button', { name: /결재 요청/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '결재를 요청할까요?' })).getByRole('button', { name: '확인' }));
    expect(await screen.findByText(/다른 사용자가 먼저 변경했습니다/)).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('a rejection needs a reason and sends it with the version', async () => {
    const c = contract({ status: 'PENDING_APPROVAL', actions: { ...NO_ACTIONS, approve: true, reject: true } });
    api.reject.mockResolvedValue(contract({ status: 'DRAFT', rejectReason: '금액 재협의' }));
    const onChanged = renderActions(c);
    fireEvent.click(screen.getByRole('button', { name: /반려/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
    expect(api.reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('반려 사유'), { target: { value: '금액 재협의' } });
    fireEvent.click(dialog.querySelector('.ant-btn-dangerous') as HTMLElement);
    await waitFor(() => expect(api.reject).toHaveBeenCalledWith(7, 3, '금액 재협의'));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'DRAFT' })));
  });

  it('reopening a contract past its end asks for the new end day, then loads the contract again', async () => {
    (api.reopen as jest.Mock).mockResolvedValue({ result: true });
    const onReload = jest.fn();
    render(
      <App>
        <StateActions contract={contract({ status: 'TERMINATED', daysToEnd: -3, actions: { ...NO_ACTIONS, reopen: true } })} onChanged={jest.fn()} onEdit={jest.fn()} onDeleted={jest.fn()} onReload={onReload} />
      </App>,
      { wrapper: queryWrapper() },
    );
    fireEvent.click(screen.getByRole('button', { name: /재개/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('종료일이 지난 계약을 재개하려면 오늘 이후의 새 종료일을 입력해 주세요.')).toBeTruthy();
    expect(api.reopen).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByLabelText('새 종료일'));
    fireEvent.change(screen.getByLabelText('새 종료일'), { target: { value: '2099-12-31' } });
    fireEvent.keyDown(screen.getByLabelText('새 종료일'), { key: 'Enter' });
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    await waitFor(() => expect(api.reopen).toHaveBeenCalledWith(7, 3, '2099-12-31'));
    await waitFor(() => expect(onReload).toHaveBeenCalled());
  });

  it('a typed rejection reason asks before the dialog closes', async () => {
    renderActions(contract({ status: 'PENDING_APPROVAL', actions: { ...NO_ACTIONS, reject: true } }));
    fireEvent.click(screen.getByRole('button', { name: /반려/ }));
    fireEvent.change(await screen.findByLabelText('반려 사유'), { target: { value: '금액 재협의' } });
    fireEvent.click(screen.getByRole('button', { name: /취\s*소/ }));
    expect((await screen.findAllByText('작성 중인 내용이 있습니다. 닫을까요?')).length).toBeGreaterThan(0);
  });

  it('approval picks the signed file attached to the contract', async () => {
    const c = contract({ status: 'PENDING_APPROVAL', actions: { ...NO_ACTIONS, approve: true, reject: true } });
    files.list.mockResolvedValue([{ id: 55, originalName: '계약서_서명본.pdf', sizeBytes: 1000, createdAt: '2026-01-05T10:00:00.000+09:00', createdByName: '박준혁', mimeType: 'application/pdf', url: '/dure.crm/api/file/55/download' }]);
    api.approve.mockResolvedValue(contract({ status: 'ACTIVE' }));
    const onChanged = renderActions(c);
    fireEvent.click(screen.getByRole('button', { name: /승인/ }));
    expect(await screen.findByText('계약서_서명본.pdf')).toBeTruthy();
    const ok = screen.getAllByRole('button', { name: /승\s*인/ }).at(-1)!;
    fireEvent.click(ok);
    await waitFor(() => expect(api.approve).toHaveBeenCalledWith(7, 3, 55));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE' })));
  });

  it('approval cannot be sent without a signed file', async () => {
    files.list.mockResolvedValue([]);
    renderActions(contract({ status: 'PENDING_APPROVAL', actions: { ...NO_ACTIONS, approve: true } }));
    fireEvent.click(screen.getByRole('button', { name: /승인/ }));
    expect(await screen.findByText('첨부된 파일이 없습니다')).toBeTruthy();
    const ok = screen.getAllByRole('button', { name: /승\s*인/ }).at(-1)!;
    expect(ok.hasAttribute('disabled')).toBe(true);
  });
});
