import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Tag, Tooltip, Typography } from 'antd';
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { WORK_LOG_LIMITS, type WorkDay } from '@dure/shared/contracts/cost/worklog';
import { DAYS, DAY_LABELS, type GridRow, WARN_COLOR, dayTotals, hoursText, invalidCell, normaliseCell, parseBlock, parseHours, pasteInto } from './gridModel';

type Props = {
  days: WorkDay[];
  rows: GridRow[];
  editable: boolean;
  onChange: (rows: GridRow[]) => void;
};

const cellStyle = { width: 64, textAlign: 'right' as const };
const th = { padding: '6px 8px', borderBottom: '1px solid #f0f0f0', whiteSpace: 'nowrap' as const, fontWeight: 500 };
const td = { padding: '4px 6px', borderBottom: '1px solid #f0f0f0' };

/**
 * The week as a spreadsheet: rows (project, activity) × Mon–Sun. Arrows, Tab / Shift+Tab and Enter move between the
 * hour cells, typing replaces a cell (its text is selected on entering), leaving it rounds to 0.25 hours, and a block
 * copied from Excel (tab and newline separated) pastes from the cell it lands on. Days after today and days of a
 * closed cost month are locked; a row with hours on a closed day cannot be removed.
 */
export function WorklogGrid({ days, rows, editable, onChange }: Props) {
  const cells = useRef(new Map<string, HTMLInputElement>());
  const locked = days.map((d) => !editable || d.futureYn === 'Y' || d.closedYn === 'Y');
  const holdsClosedHours = (r: GridRow) => r.cells.some((c, i) => days[i]?.closedYn === 'Y' && (parseHours(c) || 0) > 0);
  const totals = dayTotals(rows);
  const week = totals.reduce((a, b) => a + b, 0);

  const focus = (row: number, col: number) => {
    const el = cells.current.get(`${row}:${col}`);
    if (el) {
      el.focus();
      el.select();
    }
  };
  /** The next open cell from (row, col) in reading order, stepping by `step` (±1); null past either end. */
  const nextOpen = (row: number, col: number, step: 1 | -1): [number, number] | null => {
    let i = row * DAYS + col + step;
    while (i >= 0 && i < rows.length * DAYS) {
      if (!locked[i % DAYS]) return [Math.floor(i / DAYS), i % DAYS];
      i += step;
    }
    return null;
  };
  const setCell = (row: number, col: number, value: string) => onChange(rows.map((r, i) => (i === row ? { ...r, cells: r.cells.map((c, j) => (j === col ? value : c)) } : r)));

  const onKeyDown = (row: number, col: number) => (e: KeyboardEvent<HTMLInputElement>) => {
    const move = (r: number, c: number) => {
      e.preventDefault();
      focus(r, c);
    };
    if (e.key === 'ArrowUp' && row > 0) move(row - 1, col);
    else if ((e.key === 'ArrowDown' || e.key === 'Enter') && row < rows.length - 1) move(row + 1, col);
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight' || e.key === 'Tab') {
      const next = nextOpen(row, col, e.key === 'ArrowLeft' || (e.key === 'Tab' && e.shiftKey) ? -1 : 1);
      // Tab past the last cell leaves the grid as usual.
      if (next) move(...next);
    }
  };

  const onPaste = (row: number, col: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text)) return;
    e.preventDefault();
    onChange(pasteInto(rows, row, col, parseBlock(text), locked));
  };

  const dayColor = (total: number) => (total > WORK_LOG_LIMITS.dayMax ? '#cf1322' : total > WORK_LOG_LIMITS.dayWarn ? WARN_COLOR : undefined);

  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', minWidth: 960 }} aria-label="주간 업무일지">
        <thead>
          <tr style={{ background: '#fafafa' }}>
            <th style={{ ...th, textAlign: 'left' }}>프로젝트 / 업무 유형</th>
            {days.map((d, i) => (
              <th key={d.date} style={{ ...th, textAlign: 'right', color: d.workdayYn === 'N' ? '#cf1322' : undefined }}>
                <div>
                  {DAY_LABELS[i]} {d.date.slice(5).replace('-', '/')}
                </div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {d.holidayName ?? (d.workdayYn === 'N' ? '휴일' : `예상 ${d.expectedHours}h`)}
                </Typography.Text>
                {d.leave && (
                  <div>
                    <Tag color="blue" style={{ marginInlineEnd: 0, fontSize: 11 }} data-testid={`leave-${d.date}`}>
                      {d.leave}
                    </Tag>
                  </div>
                )}
              </th>
            ))}
            <th style={{ ...th, textAlign: 'right' }}>합계</th>
            <th style={{ ...th, textAlign: 'left' }}>내용</th>
            {editable && <th style={th} aria-label="행 삭제" />}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, row) => {
            const label = `${r.projectName} ${r.activityName}`;
            const rowTotal = r.cells.reduce((s, c) => s + (parseHours(c) || 0), 0);
            const noteMissing = r.noteRequiredYn === 'Y' && rowTotal > 0 && !r.note?.trim();
            return (
              <tr key={`${r.projectId}:${r.taskActivityId}`}>
                <td style={td}>
                  <div>
                    <Typography.Text type="secondary">{r.projectNo}</Typography.Text> {r.projectName}
                  </div>
                  <div>
                    {r.groupName} · {r.activityName} {r.category === 'LEAVE' && <Tag>휴가</Tag>}
                  </div>
                </td>
                {r.cells.map((c, col) => (
                  <td key={days[col]?.date ?? col} style={{ ...td, textAlign: 'right' }}>
                    <Input
                      size="small"
                      style={cellStyle}
                      inputMode="decimal"
                      aria-label={`${label} ${DAY_LABELS[col]} 시간`}
                      value={c}
                      disabled={locked[col]}
                      status={invalidCell(c) ? 'error' : undefined}
                      ref={(el) => {
                        const input = el?.input;
                        if (input) cells.current.set(`${row}:${col}`, input);
                        else cells.current.delete(`${row}:${col}`);
                      }}
                      onFocus={(e) => e.target.select()}
                      onChange={(e) => setCell(row, col, e.target.value)}
                      onBlur={(e) => {
                        const value = normaliseCell(e.target.value);
                        if (value !== c) setCell(row, col, value);
                      }}
                      onKeyDown={onKeyDown(row, col)}
                      onPaste={onPaste(row, col)}
                    />
                  </td>
                ))}
                <td style={{ ...td, textAlign: 'right' }}>{rowTotal}</td>
                <td style={td}>
                  <Input
                    size="small"
                    aria-label={`${label} 내용`}
                    placeholder={r.noteRequiredYn === 'Y' ? '내용 필수' : '내용'}
                    value={r.note ?? ''}
                    disabled={!editable || holdsClosedHours(r)}
                    status={noteMissing ? 'error' : undefined}
                    maxLength={WORK_LOG_LIMITS.note}
                    onChange={(e) => onChange(rows.map((x, i) => (i === row ? { ...x, note: e.target.value } : x)))}
                  />
                </td>
                {editable && (
                  <td style={td}>
                    <Tooltip title={holdsClosedHours(r) ? '마감된 달의 시간이 있어 삭제할 수 없습니다' : '행 삭제'}>
                      <Button
                        size="small"
                        type="text"
                        aria-label={`${label} 행 삭제`}
                        icon={<DeleteOutlined />}
                        disabled={holdsClosedHours(r)}
                        onClick={() => onChange(rows.filter((_, i) => i !== row))}
                      />
                    </Tooltip>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr style={{ background: '#fafafa' }}>
            <th style={{ ...th, textAlign: 'left' }}>하루 합계</th>
            {totals.map((total, i) => (
              <th key={days[i]?.date ?? i} style={{ ...th, textAlign: 'right', color: dayColor(total) }} data-testid={`day-total-${i}`}>
                {total} / {days[i]?.expectedHours ?? 0}
              </th>
            ))}
            <th style={{ ...th, textAlign: 'right', color: week > WORK_LOG_LIMITS.weekWarn ? WARN_COLOR : undefined }} data-testid="week-total">
              {hoursText(week)}
            </th>
            <th colSpan={editable ? 2 : 1} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
