import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { httpError, queryWrapper } from '@dure/shared/testing';
import type { SheetPlanRow } from '../api/planSheet';
import { salesPlanApi } from '../api/salesPlanApi';
import SalesPlanPage from '../components/SalesPlanPage';
import { grid, gridRow } from './fixtures';

jest.mock('../api/salesPlanApi', () => ({ salesPlanApi: { grid: jest.fn(), save: jest.fn(), confirm: jest.fn() } }));
jest.mock('../components/PlanChart', () => ({ __esModule: true, default: () => <div>차트</div> }));

type SheetProps = {
  rows: SheetPlanRow[];
  columns: { key: string; title: string }[];
  onSave: (rows: SheetPlanRow[]) => Promise<void>;
  externalErrors?: ReadonlyMap<SheetPlanRow, Record<string, string>>;
  toolbar?: React.ReactNode;
};
/** Stands in for the spreadsheet: an edit of March of the first row, a save button, the errors it was given. */
jest.mock('@dure/shared/records', () => ({
  SpreadsheetTable: ({ rows, columns, onSave, externalErrors, toolbar }: SheetProps) => {
    const edited = { ...rows[0], m3: 55_000_000 };
    return (
      <div>
        {toolbar}
        <span>{columns.map((c) => c.title).join('|')}</span>
        <button type="button" onClick={() => void onSave([edited]).catch(() => {})}>
          표 저장
        </button>
        {[...(externalErrors?.values() ?? [])].map((e) => Object.entries(e).map(([k, v]) => <p key={k}>{`${k}: ${v}`}</p>))}
      </div>
    );
  },
}));
const api = salesPlanApi as jest.Mocked<typeof salesPlanApi>;

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/plan/sales?year=2026&dimension=DEPT']}>
      <App>
        <SalesPlanPage />
      </App>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
}

// antd forms and tables render slowly on a busy shared 2-core machine; the default 30 s is not enough there.
jest.setTimeout(120_000);

beforeEach(() => jest.resetAllMocks());

describe('SalesPlanPage', () => {
  it('saves only the changed month of the changed row with its version, then reloads', async () => {
    api.grid.mockResolvedValue(grid([gridRow(11, '영업1팀', { 3: { orderTarget: 40_000_000, version: 2 } })]));
    api.save.mockResolvedValue({ created: 0, updated: 1, revised: 0 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '표 저장' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledWith(2026, 'DEPT', [{ keyId: 11, cells: [{ month: 3, orderTarget: 55_000_000, version: 2 }] }]));
    await waitFor(() => expect(api.grid).toHaveBeenCalledTimes(2));
    expect(await screen.findByText(/목표를 저장했습니다/)).toBeTruthy();
  });

  it('shows the server’s per-cell errors on the grid', async () => {
    api.grid.mockResolvedValue(grid([gridRow(11, '영업1팀', { 3: { orderTarget: 40_000_000, version: 2 } })]));
    api.save.mockRejectedValue(httpError(400, { error: 'validation', message: '입력 오류', rows: [{ key: '11', fields: { 'orderTarget.3': '목표는 0 이상의 원 단위 정수로 입력해 주세요.' } }] }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '표 저장' }));
    expect(await screen.findByText('m3: 목표는 0 이상의 원 단위 정수로 입력해 주세요.')).toBeTruthy();
  });

  it('on a stale version keeps the edits and offers to reload', async () => {
    api.grid.mockResolvedValue(grid([gridRow(11, '영업1팀', { 3: { orderTarget: 40_000_000, version: 2 } })]));
    api.save.mockRejectedValue(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '표 저장' }));
    expect(await screen.findByText(/입력한 값은 표에 그대로 있습니다/)).toBeTruthy();
    expect(api.grid).toHaveBeenCalledTimes(1);
  });

  it('hides the sales actual column until the api has sales actuals, and shows the warnings', async () => {
    api.grid.mockResolvedValue(
      grid([gridRow(11, '영업1팀', { 3: { orderTarget: 40_000_000, version: 2 } })], {
        warnings: [{ deptId: 11, deptName: '영업1팀', month: 3, measure: 'ORDER', deptTarget: 40_000_000, userSum: 35_000_000 }],
      }),
    );
    renderPage();
    expect(await screen.findByText(/연간 목표\|수주 실적\|달성률/)).toBeTruthy();
    expect(screen.getByText(/영업1팀 3월 수주: 부서 40,000,000원 · 담당자 합계 35,000,000원/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getAllByText('매출 목표')[0]));
    expect(await screen.findByText(/\|연간 목표$/)).toBeTruthy();
    expect(screen.queryByText(/매출 실적/)).toBeNull();
  });

  it('offers confirmation only to SALES_PLAN_ADMIN on a draft plan', async () => {
    api.grid.mockResolvedValue(grid([gridRow(11, '영업1팀', { 3: { orderTarget: 1, version: 0 } })], { canConfirm: true }));
    api.confirm.mockResolvedValue({ confirmed: 1 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /계획 확정/ }));
    fireEvent.click(await screen.findByRole('button', { name: '확정' }));
    await waitFor(() => expect(api.confirm).toHaveBeenCalledWith(2026, 'DEPT'));
  });
});
