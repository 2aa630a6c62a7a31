import { fireEvent, render, screen } from '@testing-library/react';
import type { Board } from '../api/managementApi';
import { ActivityBoard, heatLevel } from '../components/ActivityBoard';
import { isoWeek } from '../components/CrmManagementPage';
import { dayjs } from '@dure/shared/format';

jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, CommentDrawer: () => null }));

const board: Board = {
  weeks: [
    { week: '2026-W10', fromDate: '2026-03-02', toDate: '2026-03-08' },
    { week: '2026-W11', fromDate: '2026-03-09', toDate: '2026-03-15' },
  ],
  types: [
    { code: 'VISIT', label: '방문' },
    { code: 'CALL', label: '전화' },
  ],
  rows: [
    {
      userId: 5,
      userName: '이하늘',
      deptId: 3,
      deptName: '영업1팀',
      total: 9,
      overdueNextActions: 2,
      cells: [
        { week: '2026-W10', total: 8, byType: { VISIT: 3, CALL: 5 } },
        { week: '2026-W11', total: 1, byType: { CALL: 1 } },
      ],
    },
    { userId: 6, userName: '김민준', deptId: 3, deptName: '영업1팀', total: 0, overdueNextActions: 0, cells: [
      { week: '2026-W10', total: 0, byType: {} },
      { week: '2026-W11', total: 0, byType: {} },
    ] },
  ],
};

describe('ActivityBoard', () => {
  it('shows a row per person with weekly counts, totals and overdue next actions', () => {
    render(<ActivityBoard board={board} onCell={() => {}} onOverdue={() => {}} />);
    expect(screen.getByText('이하늘')).toBeTruthy();
    expect(screen.getByText('김민준')).toBeTruthy();
    expect(screen.getAllByText('W10').length).toBeGreaterThan(0);
    expect(screen.getByTestId('cell-5-2026-W10').textContent).toBe('8');
    expect(screen.getByTestId('cell-5-2026-W11').textContent).toBe('1');
    expect(screen.getByTestId('cell-6-2026-W10').textContent).toBe('·');
    // The busiest cell is the darkest; an empty one has no colour.
    expect(screen.getByTestId('cell-5-2026-W10').getAttribute('data-heat')).toBe('4');
    expect(screen.getByTestId('cell-5-2026-W11').getAttribute('data-heat')).toBe('1');
    expect(screen.getByTestId('cell-6-2026-W10').getAttribute('data-heat')).toBe('0');
  });

  it('a cell opens that person’s week, the overdue count their overdue actions', () => {
    const onCell = jest.fn();
    const onOverdue = jest.fn();
    render(<ActivityBoard board={board} onCell={onCell} onOverdue={onOverdue} />);
    fireEvent.click(screen.getByTestId('cell-5-2026-W11'));
    expect(onCell).toHaveBeenCalledWith(board.rows[0], board.weeks[1]);
    fireEvent.click(screen.getByLabelText('이하늘 지난 다음 액션 2건'));
    expect(onOverdue).toHaveBeenCalledWith(board.rows[0]);
  });

  it('says so when nobody logged anything', () => {
    render(<ActivityBoard board={{ ...board, rows: [] }} onCell={() => {}} onOverdue={() => {}} />);
    expect(screen.getByText('이 기간에 기록된 영업활동이 없습니다.')).toBeTruthy();
  });
});

describe('board helpers', () => {
  it('heat level scales with the busiest cell', () => {
    expect(heatLevel(0, 10)).toBe(0);
    expect(heatLevel(1, 10)).toBe(1);
    expect(heatLevel(5, 10)).toBe(2);
    expect(heatLevel(10, 10)).toBe(4);
  });

  it('ISO weeks: year boundaries follow the Thursday rule', () => {
    expect(isoWeek(dayjs('2026-03-10'))).toBe('2026-W11');
    expect(isoWeek(dayjs('2027-01-01'))).toBe('2026-W53');
    expect(isoWeek(dayjs('2024-12-30'))).toBe('2025-W01');
  });
});
