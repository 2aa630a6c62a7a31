import { httpError, renderWithQuery } from '@dure/shared/testing';
import { josa } from '@dure/shared/format';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { leadApi } from '../api/leadApi';
import { leadDetailQuery } from '../api/leadDetailQuery';
import { LeadKanban } from '../components/LeadKanban';
import { board, lead, meta } from './fixtures';

jest.mock('../api/leadApi', () => ({
  ...jest.requireActual('../api/leadApi'),
  leadApi: { kanban: jest.fn(), changeStage: jest.fn(), qualify: jest.fn(), prospectDuplicates: jest.fn() },
}));
const api = leadApi as jest.Mocked<typeof leadApi>;

function renderBoard(canWrite = true) {
  return renderWithQuery(
    <MemoryRouter>
      <App>
        <LeadKanban filters={{}} meta={meta} canWrite={canWrite} />
      </App>
    </MemoryRouter>,
  );
}

/** Moves a card with its menu (the drop of a drag calls the same move). */
async function moveByMenu(title: string, stageName: string) {
  fireEvent.click(screen.getByRole('button', { name: `${title} 단계 이동` }));
  const items = await screen.findAllByRole('menuitem', { name: `${josa(stageName, '으로/로')} 이동` });
  fireEvent.click(items[items.length - 1]);
}

/** Answers the plain stage change's confirmation. */
async function confirm(stageName: string, answer: '변경' | '취소' = '변경') {
  const dialog = await screen.findByRole('dialog', { name: `${stageName} 단계로 변경할까요?` });
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
}

/** What the board's live regions say now (dnd-kit's for pointer drags, the board's own for keyboard moves). */
const said = () => screen.getAllByRole('status').map((s) => s.textContent ?? '').join('\n');

const key = (card: HTMLElement, code: 'Space' | 'ArrowRight' | 'ArrowLeft' | 'Escape') => fireEvent.keyDown(card, { code, key: code === 'Space' ? ' ' : code });

const column = (name: string) => screen.getByRole('region', { name: `${name} 단계` });

beforeEach(() => jest.resetAllMocks());

describe('LeadKanban', () => {
  it('shows each column with its count and Σ 예상 / 가중 in 만원·억원', async () => {
    api.kanban.mockResolvedValue(board([lead(), lead({ id: 2, title: '물류 자동화', expectedAmount: 250_000_000, weightedAmount: 25_000_000 })]));
    renderBoard();
    const first = await screen.findByRole('region', { name: '신규 단계' });
    expect(within(first).getByText('2건')).toBeTruthy();
    expect(within(first).getByText('예상 2.8억원 · 가중 2,800만원')).toBeTruthy();
    expect(within(column('실주')).getByText('최근 90일 없음')).toBeTruthy();
  });

  it('moves a card at once, asks before saving, and keeps it there when the api agrees', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    api.changeStage.mockResolvedValue({ ...lead({ stageId: 3, probability: 40, weightedAmount: 12_000_000, version: 1 }), lines: [], stageHistory: [], canWrite: true });
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '제안');
    expect(await within(column('제안')).findByText('2공장 MES 구축')).toBeTruthy();
    expect(api.changeStage).not.toHaveBeenCalled();
    await confirm('제안');
    await waitFor(() => expect(api.changeStage).toHaveBeenCalledWith(1, { stageId: 3, version: 0 }));
    expect(await screen.findByText("'2공장 MES 구축'을 제안 단계로 옮겼습니다.")).toBeTruthy();
    expect(within(column('제안')).getByText('예상 3,000만원 · 가중 1,200만원')).toBeTruthy();
  });

  it("shows the move on the lead's page and marks the lead lists stale", async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    const saved = { ...lead({ stageId: 3, probability: 40, version: 1 }), lines: [], stageHistory: [], canWrite: true };
    api.changeStage.mockResolvedValue(saved);
    const { client } = renderBoard();
    // The lead's page and the list were opened before the move.
    client.setQueryData(leadDetailQuery(1).queryKey, { ...saved, stageId: 1, version: 0 });
    client.setQueryData(['lead', 'list', { page: 0 }], { content: [], totalElements: 0 });
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '제안');
    await confirm('제안');
    await screen.findByText("'2공장 MES 구축'을 제안 단계로 옮겼습니다.");
    expect(client.getQueryData(leadDetailQuery(1).queryKey)).toEqual(saved);
    expect(client.getQueryState(['lead', 'list', { page: 0 }])?.isInvalidated).toBe(true);
  });

  it('puts the card back and says why when the api refuses', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    api.changeStage.mockRejectedValue(new Error('network down'));
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '검증');
    await confirm('검증');
    await waitFor(() => expect(within(column('신규')).getByText('2공장 MES 구축')).toBeTruthy());
    expect(await screen.findByText(/단계를 옮기지 못했습니다/)).toBeTruthy();
    expect(within(column('검증')).queryByText('2공장 MES 구축')).toBeNull();
  });

  it('asks for the reason before 실주 and refuses 수주 with neither a customer nor a prospect', async () => {
    api.kanban.mockResolvedValue(board([lead({ customerId: null, customerName: null, prospectCompany: null })]));
    api.changeStage.mockResolvedValue({ ...lead({ stageId: 7, probability: 0, weightedAmount: 0 }), lines: [], stageHistory: [], canWrite: true });
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '수주');
    expect(await screen.findByText('수주로 변경하려면 고객사를 먼저 지정해 주세요.')).toBeTruthy();
    expect(api.changeStage).not.toHaveBeenCalled();

    await moveByMenu('2공장 MES 구축', '실주');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '실주 처리' }));
    expect(await within(dialog).findByText('실주 사유를 선택해 주세요.')).toBeTruthy();
    expect(api.changeStage).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(dialog).getByLabelText('실주 사유'));
    fireEvent.click(await screen.findByTitle('예산 부족'));
    fireEvent.change(within(dialog).getByLabelText('경쟁사'), { target: { value: '대한솔루션' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '실주 처리' }));
    await waitFor(() => expect(api.changeStage).toHaveBeenCalledWith(1, { stageId: 7, version: 0, lostReason: 'BUDGET', competitor: '대한솔루션', lostNote: undefined }));
  });

  it('asks for 고객사 지정 when a prospect-only lead moves past 신규, showing the move at once and rolling it back on 취소', async () => {
    const prospect = lead({ customerId: null, customerName: null, prospectCompany: '(주)가망' });
    api.kanban.mockResolvedValue(board([prospect]));
    api.prospectDuplicates.mockResolvedValue([]);
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '제안');
    const dialog = await screen.findByRole('dialog', { name: '고객사 지정 · 2공장 MES 구축' });
    expect(within(column('제안')).getByText('2공장 MES 구축')).toBeTruthy();
    expect(within(dialog).getByText('신규 → 제안')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(within(column('신규')).getByText('2공장 MES 구축')).toBeTruthy());
    expect(within(column('제안')).queryByText('2공장 MES 구축')).toBeNull();
    expect(api.changeStage).not.toHaveBeenCalled();
    expect(api.qualify).not.toHaveBeenCalled();
  });

  it('keeps the qualified card in its new column with the customer the api linked', async () => {
    const prospect = lead({ customerId: null, customerName: null, prospectCompany: '(주)가망' });
    api.kanban.mockResolvedValue(board([prospect]));
    api.prospectDuplicates.mockResolvedValue([{ id: 5, customerNo: 'C-000005', name: '가망 주식회사', bizRegNo: null, status: 'ACTIVE', ownerDeptName: null, reasons: ['NAME'], similarity: 1 }]);
    api.qualify.mockResolvedValue({ ...prospect, customerId: 5, customerName: '가망 주식회사', stageId: 2, stageName: '검증', probability: 20, weightedAmount: 6_000_000, version: 2, lines: [], stageHistory: [], canWrite: true });
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '검증');
    const dialog = await screen.findByRole('dialog', { name: '고객사 지정 · 2공장 MES 구축' });
    fireEvent.click(await within(dialog).findByRole('button', { name: '가망 주식회사 선택' }));
    const ok = await screen.findAllByRole('button', { name: '지정' });
    fireEvent.click(ok[ok.length - 1]);
    await waitFor(() => expect(api.qualify).toHaveBeenCalledWith(1, { version: 0, stageId: 2, customerId: 5 }));
    expect(await within(column('검증')).findByText(/가망 주식회사/)).toBeTruthy();
    expect(within(column('신규')).queryByText('2공장 MES 구축')).toBeNull();
  });

  it('moves a card by keyboard (Space, →, Space), announcing it in Korean, and asks before it saves', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    api.changeStage.mockResolvedValue({ ...lead({ stageId: 2, probability: 20, weightedAmount: 6_000_000, version: 1 }), lines: [], stageHistory: [], canWrite: true });
    renderBoard();
    const card = await screen.findByRole('article', { name: /2공장 MES 구축/ });
    expect(document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent).toContain('스페이스 키로 카드를 들고');
    card.focus();
    key(card, 'Space');
    expect(said()).toContain("'2공장 MES 구축' 카드를 들었습니다. 현재 단계는 신규입니다.");
    key(card, 'ArrowRight');
    expect(said()).toContain("'2공장 MES 구축' 카드가 검증 단계 위에 있습니다.");
    // The stage it would land in shows the card on top, before anything is saved.
    expect(within(column('검증')).getByTestId('incoming-card').textContent).toContain('2공장 MES 구축');
    key(card, 'Space');
    expect(said()).toContain("'2공장 MES 구축' 카드를 검증 단계에 놓았습니다. 변경을 확인해 주세요.");
    await confirm('검증');
    await waitFor(() => expect(api.changeStage).toHaveBeenCalledWith(1, { stageId: 2, version: 0 }));
    expect(await within(column('검증')).findByText('2공장 MES 구축')).toBeTruthy();
    // The card, drawn anew in its column, has the keyboard focus again.
    await waitFor(() => expect(document.activeElement).toBe(within(column('검증')).getByRole('article', { name: /2공장 MES 구축/ })));
  });

  it('moves one stage per arrow press, however fast the presses come, and stops at the last stage', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    api.changeStage.mockResolvedValue({ ...lead({ stageId: 6, probability: 100, weightedAmount: 30_000_000, version: 1 }), lines: [], stageHistory: [], canWrite: true });
    renderBoard();
    const card = await screen.findByRole('article', { name: /2공장 MES 구축/ });
    card.focus();
    key(card, 'Space');
    // Three presses handled before React renders once: each must still count.
    act(() => {
      key(card, 'ArrowRight');
      key(card, 'ArrowRight');
      key(card, 'ArrowRight');
    });
    expect(said()).toContain("'2공장 MES 구축' 카드가 수주 단계 위에 있습니다.");
    act(() => {
      key(card, 'ArrowRight');
      key(card, 'ArrowRight');
      key(card, 'ArrowLeft');
    });
    // Past 실주 there is nothing: one ← from the last stage is 수주 again.
    expect(said()).toContain("'2공장 MES 구축' 카드가 수주 단계 위에 있습니다.");
    key(card, 'Space');
    await confirm('수주');
    await waitFor(() => expect(api.changeStage).toHaveBeenCalledWith(1, { stageId: 6, version: 0 }));
  });

  it('puts a keyboard-lifted card back on Esc, when it is dropped where it was, and when focus leaves it', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    renderBoard();
    const card = await screen.findByRole('article', { name: /2공장 MES 구축/ });
    card.focus();
    key(card, 'Space');
    key(card, 'ArrowRight');
    key(card, 'Escape');
    expect(said()).toContain("이동을 취소했습니다. '2공장 MES 구축' 카드는 신규 단계에 있습니다.");
    expect(screen.queryByTestId('incoming-card')).toBeNull();

    key(card, 'Space');
    key(card, 'ArrowRight');
    key(card, 'ArrowLeft');
    expect(said()).toContain("'2공장 MES 구축' 카드가 신규 단계 위에 있습니다.");
    key(card, 'Space');
    expect(said()).toContain("'2공장 MES 구축' 카드를 신규 단계에 그대로 두었습니다.");

    key(card, 'Space');
    key(card, 'ArrowRight');
    fireEvent.blur(card);
    expect(said()).toContain('이동을 취소했습니다.');
    // Space no longer drops: it lifts the card anew.
    key(card, 'Space');
    expect(said()).toContain('카드를 들었습니다');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.changeStage).not.toHaveBeenCalled();
  });

  it('puts the card back when the confirmation is cancelled', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '제안');
    expect(await within(column('제안')).findByText('2공장 MES 구축')).toBeTruthy();
    await confirm('제안', '취소');
    await waitFor(() => expect(within(column('신규')).getByText('2공장 MES 구축')).toBeTruthy());
    expect(within(column('제안')).queryByText('2공장 MES 구축')).toBeNull();
    expect(api.changeStage).not.toHaveBeenCalled();
  });

  it('rolls back and reads the board again when someone else changed the lead (409)', async () => {
    api.kanban.mockResolvedValueOnce(board([lead()])).mockResolvedValue(board([lead({ stageId: 3, version: 4 })]));
    api.changeStage.mockRejectedValue(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
    renderBoard();
    await screen.findByText('2공장 MES 구축');
    await moveByMenu('2공장 MES 구축', '검증');
    await confirm('검증');
    expect(await screen.findByText(/단계를 옮기지 못했습니다/)).toBeTruthy();
    await waitFor(() => expect(api.kanban).toHaveBeenCalledTimes(2));
    expect(await within(column('제안')).findByText('2공장 MES 구축')).toBeTruthy();
  });

  it('loads the next cards of one stage on 더 보기, saying how many are left', async () => {
    const first = board([lead(), lead({ id: 2, title: '물류 자동화' })]);
    first.columns[0] = { ...first.columns[0], count: 3, moreYn: 'Y' };
    api.kanban.mockResolvedValueOnce(first).mockResolvedValueOnce({ closedDays: 90, columns: [{ ...first.columns[0], cards: [lead({ id: 3, title: '창고 관리 고도화' })], moreYn: 'N' }] });
    renderBoard();
    fireEvent.click(await screen.findByRole('button', { name: '더 보기 (1건 남음)' }));
    expect(await within(column('신규')).findByText('창고 관리 고도화')).toBeTruthy();
    expect(api.kanban).toHaveBeenLastCalledWith({}, { limit: 20, stageId: 1, offset: 2 });
    expect(within(column('신규')).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /더 보기/ })).toBeNull();
  });

  it('read-only viewers cannot drag', async () => {
    api.kanban.mockResolvedValue(board([lead()]));
    renderBoard(false);
    const card = await screen.findByRole('article', { name: /2공장 MES 구축/ });
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(card.getAttribute('aria-roledescription')).toBeNull();
    fireEvent.keyDown(card, { code: 'Space', key: ' ' });
    expect(said()).not.toContain('카드를 들었습니다');
    expect(screen.queryByRole('button', { name: '2공장 MES 구축 단계 이동' })).toBeNull();
  });
});
