import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { App, Button } from 'antd';
import { httpError } from '../../testing';
import { useBusyAction } from '../useBusyAction';
import { useConfirmAction } from '../useConfirmAction';
import { useModalState } from '../useModalState';

function Remove({ run, onError }: { run: () => Promise<unknown>; onError?: (e: unknown) => void }) {
  const confirmAction = useConfirmAction();
  return <Button onClick={() => confirmAction({ title: '권한 코드 삭제', content: "'영업'을 삭제할까요?", okText: '삭제', danger: true, run, success: '삭제했습니다.', onError })}>삭제하기</Button>;
}

const confirmButton = async () => (await screen.findByText("'영업'을 삭제할까요?")) && screen.getByRole('button', { name: /삭\s*제$/ });

describe('useConfirmAction', () => {
  it('runs nothing until confirmed, then tells the success', async () => {
    const run = jest.fn().mockResolvedValue(undefined);
    render(<App><Remove run={run} /></App>);
    fireEvent.click(screen.getByRole('button', { name: '삭제하기' }));
    expect(run).not.toHaveBeenCalled();
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('삭제했습니다.')).toBeTruthy();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("shows the api's Korean message when the call fails, and hands the error on", async () => {
    const failure = httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다.' });
    const onError = jest.fn();
    render(<App><Remove run={() => Promise.reject(failure)} onError={onError} /></App>);
    fireEvent.click(screen.getByRole('button', { name: '삭제하기' }));
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('다른 사용자가 먼저 수정했습니다.')).toBeTruthy();
    expect(screen.queryByText('삭제했습니다.')).toBeNull();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('goes on with what the answer brings only once it went through', async () => {
    const onDone = jest.fn();
    function Archive({ run }: { run: () => Promise<string> }) {
      const confirmAction = useConfirmAction();
      return <Button onClick={() => confirmAction({ title: '보관', content: '보관할까요?', okText: '보관', run, success: (no) => `${no}을 보관했습니다.`, onDone })}>보관하기</Button>;
    }
    const { unmount } = render(<App><Archive run={() => Promise.reject(httpError(400, { error: 'bad_request', message: '보관할 수 없습니다.' }))} /></App>);
    fireEvent.click(screen.getByRole('button', { name: '보관하기' }));
    fireEvent.click(await screen.findByRole('button', { name: /보\s*관$/ }));
    expect(await screen.findByText('보관할 수 없습니다.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    unmount();
    render(<App><Archive run={() => Promise.resolve('CT-0001')} /></App>);
    fireEvent.click(screen.getByRole('button', { name: '보관하기' }));
    fireEvent.click(await screen.findByRole('button', { name: /보\s*관$/ }));
    expect(await screen.findByText('CT-0001을 보관했습니다.')).toBeTruthy();
    expect(onDone).toHaveBeenCalledWith('CT-0001');
  });
});

describe('useBusyAction', () => {
  it('names the call that is running, and shows why it failed', async () => {
    let fail: (e: unknown) => void = () => {};
    const onError = jest.fn();
    const { result } = renderHook(() => useBusyAction<string>({ onError }), { wrapper: App });
    let done: Promise<boolean> = Promise.resolve(true);
    act(() => {
      done = result.current[1](() => new Promise((_, reject) => (fail = reject)), 'move');
    });
    expect(result.current[0]).toBe('move');
    const failure = httpError(400, { error: 'bad_request', message: '이동할 부서를 찾을 수 없습니다.' });
    await act(async () => {
      fail(failure);
      expect(await done).toBe(false);
    });
    expect(result.current[0]).toBeNull();
    expect(await screen.findByText('이동할 부서를 찾을 수 없습니다.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('says what did not happen before why, and reloads only when someone else changed the record first', async () => {
    const onConflict = jest.fn();
    const { result } = renderHook(() => useBusyAction({ failure: '단계를 바꾸지 못했습니다', onConflict }), { wrapper: App });
    await act(async () => {
      await result.current[1](() => Promise.reject(httpError(400, { error: 'bad_request', message: '종료된 리드입니다.' })));
    });
    expect(await screen.findByText('단계를 바꾸지 못했습니다: 종료된 리드입니다.')).toBeTruthy();
    expect(onConflict).not.toHaveBeenCalled();
    await act(async () => {
      await result.current[1](() => Promise.reject(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다.' })));
    });
    expect(await screen.findByText('단계를 바꾸지 못했습니다: 다른 사용자가 먼저 수정했습니다.')).toBeTruthy();
    expect(onConflict).toHaveBeenCalledTimes(1);
  });
});

describe('useModalState', () => {
  it('opens for a subject, and its done callback closes before passing the saved record on', () => {
    const saved = jest.fn();
    const { result } = renderHook(() => useModalState<string>());
    expect(result.current.open).toBe(false);
    act(() => result.current.show('ROLE_SALES'));
    expect(result.current).toMatchObject({ open: true, subject: 'ROLE_SALES' });
    act(() => result.current.after(saved)('저장된 기록'));
    expect(result.current.open).toBe(false);
    expect(saved).toHaveBeenCalledWith('저장된 기록');
  });
});

