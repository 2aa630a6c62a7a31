import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { httpError, queryWrapper } from '@dure/shared/testing';
import type { DuplicateMatch } from '../../customer';
import { type LeadDetail, leadApi } from '../api/leadApi';
import { QualifyDialog } from '../components/QualifyDialog';
import { lead, meta } from './fixtures';
import { FORM_MESSAGES } from '@dure/shared/form';

jest.mock('../api/leadApi', () => ({
  ...jest.requireActual('../api/leadApi'),
  leadApi: { qualify: jest.fn(), prospectDuplicates: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  ...jest.requireActual('@dure/shared/records'),
  CustomerSelect: ({ onChange }: { onChange?: (id: number | null, c?: { id: number; customerNo: string; name: string }) => void }) => (
    <button type="button" onClick={() => onChange?.(42, { id: 42, customerNo: 'C-000042', name: '검색한 고객사' })}>
      고객사 검색 결과
    </button>
  ),
}));
const api = leadApi as jest.Mocked<typeof leadApi>;

jest.setTimeout(120_000);
// Antd forms and dialogs are slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const prospect = lead({
  customerId: null,
  customerName: null,
  customerNo: null,
  prospectCompany: '(주)가망테크',
  prospectName: '홍길동',
  prospectEmail: 'hong@gamang.co.kr',
  prospectPhone: '01012345678',
});
const qualified = (stageId = 2): LeadDetail => ({ ...prospect, customerId: 77, customerName: '(주)가망테크', stageId, stageName: '검증', version: 2, lines: [], stageHistory: [], canWrite: true });
const match = (over: Partial<DuplicateMatch> = {}): DuplicateMatch => ({
  id: 5,
  customerNo: 'C-000005',
  name: '가망테크 주식회사',
  bizRegNo: '2208162517',
  status: 'ACTIVE',
  ownerDeptName: '영업1팀',
  reasons: ['NAME'],
  similarity: 1,
  ...over,
});
const qualifiedStage = meta.stages[1];

function renderDialog(onDone = jest.fn(), onCancel = jest.fn()) {
  render(
    <MemoryRouter>
      <App>
        <QualifyDialog open lead={prospect} stage={qualifiedStage} onCancel={onCancel} onDone={onDone} />
      </App>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
  return { onDone, onCancel };
}

/** Confirms the dialog modal.confirm opened with its OK button. */
async function confirm(ok: string) {
  const buttons = await screen.findAllByRole('button', { name: ok });
  fireEvent.click(buttons[buttons.length - 1]);
}

beforeEach(() => jest.resetAllMocks());

describe('QualifyDialog', () => {
  it('shows the prospect and its possible duplicates, and picks one as the customer while moving the stage', async () => {
    api.prospectDuplicates.mockResolvedValue([match()]);
    api.qualify.mockResolvedValue(qualified());
    const { onDone } = renderDialog();
    const summary = await screen.findByTestId('prospect-summary');
    expect(within(summary).getByText('(주)가망테크')).toBeTruthy();
    expect(within(summary).getByText('010-1234-5678')).toBeTruthy();
    expect(within(summary).getByText('신규 → 검증')).toBeTruthy();
    expect(await screen.findByText('가망테크 주식회사')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '기존 고객사 선택 (1)' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '가망테크 주식회사 선택' }));
    expect((await screen.findAllByText("'가망테크 주식회사'를 이 리드의 고객사로 지정할까요?")).length).toBeGreaterThan(0);
    await confirm('지정');
    await waitFor(() => expect(api.qualify).toHaveBeenCalledWith(1, { version: 0, stageId: 2, customerId: 5 }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(qualified()));
  });

  it('registers the prospect as a new customer with its primary contact after confirming; a possible duplicate asks again and is sent acknowledged', async () => {
    api.prospectDuplicates.mockResolvedValue([]);
    api.qualify.mockRejectedValueOnce(httpError(409, { error: 'duplicate_warning', message: '비슷한 고객사가 있습니다.', duplicates: [match({ id: 9, name: '가망테크(구)' })] }));
    api.qualify.mockResolvedValueOnce(qualified());
    const { onDone } = renderDialog();
    expect(await screen.findByText('잠재 고객사와 같거나 비슷한 고객사가 없습니다.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: '새 고객사 등록' }).getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByLabelText('고객사명') as HTMLInputElement).value).toBe('(주)가망테크');
    expect((screen.getByLabelText('담당자 이름') as HTMLInputElement).value).toBe('홍길동');
    fireEvent.click(screen.getByRole('button', { name: '새 고객사로 등록' }));
    expect(await screen.findByText('사업자등록번호를 입력해 주세요.')).toBeTruthy();
    expect(api.qualify).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('사업자등록번호'), { target: { value: '2208162517' } });
    fireEvent.change(screen.getByLabelText('대표자명'), { target: { value: '김대표' } });
    fireEvent.click(screen.getByRole('button', { name: '새 고객사로 등록' }));
    expect((await screen.findAllByText("'(주)가망테크'를 새 고객사로 등록할까요?")).length).toBeGreaterThan(0);
    await confirm('등록');
    const sent = {
      version: 0,
      stageId: 2,
      customer: { name: '(주)가망테크', customerType: 'CORPORATION', bizRegNo: '2208162517', ceoName: '김대표' },
      contact: { name: '홍길동', email: 'hong@gamang.co.kr', mobile: '01012345678' },
    };
    await waitFor(() => expect(api.qualify).toHaveBeenCalledWith(1, sent));
    expect(await screen.findByText('가망테크(구)')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '그래도 새로 등록' }));
    expect((await screen.findAllByText("비슷한 고객사가 있지만 '(주)가망테크'를 새로 등록할까요?")).length).toBeGreaterThan(0);
    await confirm('그래도 새로 등록');
    await waitFor(() => expect(api.qualify).toHaveBeenLastCalledWith(1, { ...sent, duplicateAckYn: 'Y' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('puts the server field messages on the form and keeps the dialog open', async () => {
    api.prospectDuplicates.mockResolvedValue([]);
    api.qualify.mockRejectedValue(httpError(400, { error: 'validation', message: '이미 사용 중인 이메일입니다.', fields: { 'contact.email': '이미 사용 중인 이메일입니다.' } }));
    const { onDone } = renderDialog();
    await screen.findByText('잠재 고객사와 같거나 비슷한 고객사가 없습니다.');
    fireEvent.mouseDown(screen.getByLabelText('고객유형'));
    fireEvent.click(await screen.findByTitle('해외'));
    fireEvent.click(screen.getByRole('button', { name: '새 고객사로 등록' }));
    await confirm('등록');
    expect((await screen.findAllByText('이미 사용 중인 이메일입니다.')).length).toBeGreaterThan(0);
    expect(api.qualify.mock.calls[0][1].customer).toEqual({ name: '(주)가망테크', customerType: 'OVERSEAS', bizRegNo: null, ceoName: null });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the stale-version notice with what closing does, and keeps the dialog open', async () => {
    api.prospectDuplicates.mockResolvedValue([]);
    api.qualify.mockRejectedValue(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
    const { onDone } = renderDialog();
    await screen.findByText('잠재 고객사와 같거나 비슷한 고객사가 없습니다.');
    fireEvent.mouseDown(screen.getByLabelText('고객유형'));
    fireEvent.click(await screen.findByTitle('해외'));
    fireEvent.click(screen.getByRole('button', { name: '새 고객사로 등록' }));
    await confirm('등록');
    expect(await screen.findByText('다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByText('창을 닫으면 최신 내용을 다시 불러옵니다.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes at once when nothing was typed, and asks first when the new customer was edited', async () => {
    api.prospectDuplicates.mockResolvedValue([]);
    const { onCancel } = renderDialog();
    await screen.findByText('잠재 고객사와 같거나 비슷한 고객사가 없습니다.');
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('고객사명'), { target: { value: '(주)가망테크놀로지' } });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect((await screen.findAllByText(FORM_MESSAGES.closeDirtyTitle)).length).toBeGreaterThan(0);
    expect(onCancel).toHaveBeenCalledTimes(1);
    await confirm(FORM_MESSAGES.closeDirtyOk);
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(2));
  });

  it('picks any other customer found by search', async () => {
    api.prospectDuplicates.mockResolvedValue([]);
    api.qualify.mockResolvedValue(qualified());
    renderDialog();
    await screen.findByText('잠재 고객사와 같거나 비슷한 고객사가 없습니다.');
    fireEvent.click(screen.getByRole('tab', { name: '기존 고객사 선택' }));
    fireEvent.click(screen.getByText('고객사 검색 결과'));
    fireEvent.click(screen.getByRole('button', { name: '선택' }));
    await confirm('지정');
    await waitFor(() => expect(api.qualify).toHaveBeenCalledWith(1, { version: 0, stageId: 2, customerId: 42 }));
  });
});
