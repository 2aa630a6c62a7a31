import dayjs from 'dayjs';
import { WORK_LOG_LIMITS, type WorkLogRow, type WorkLogWeekBody } from '@dure/shared/contracts/cost/worklog';

/** One row of the grid being edited: the cells hold what was typed (normalised on leaving the cell). */
export type GridRow = Omit<WorkLogRow, 'hours'> & { cells: string[] };

export const DAYS = 7;
export const DAY_LABELS = ['월', '화', '수', '목', '금', '토', '일'] as const;

/** Monday of the ISO week of a day (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = dayjs(day);
  return d.subtract((d.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}
export const currentWeekStart = () => mondayOf(dayjs().format('YYYY-MM-DD'));
export const sundayOf = (weekStart: string) => dayjs(weekStart).add(6, 'day').format('YYYY-MM-DD');
export const shiftWeek = (weekStart: string, weeks: number) => dayjs(weekStart).add(weeks * 7, 'day').format('YYYY-MM-DD');

/** The `week` address parameter as a Monday, or null when absent or not a date. */
export function weekParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !dayjs(value).isValid()) return null;
  return mondayOf(value);
}

/** A cell's text as hours: '' → null; a number in 0–24 rounded to the nearest 0.25; anything else → NaN. */
export function parseHours(text: string): number | null {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(t)) return Number.NaN;
  const n = Math.round(Number(t) / WORK_LOG_LIMITS.step) * WORK_LOG_LIMITS.step;
  if (n > WORK_LOG_LIMITS.dayMax) return Number.NaN;
  return n === 0 ? null : n;
}

/** What a cell shows once left: the rounded number, '' for nothing, the text as typed when it is not hours. */
export function normaliseCell(text: string): string {
  const n = parseHours(text);
  if (n === null) return '';
  return Number.isNaN(n) ? text : String(n);
}

export const invalidCell = (text: string) => Number.isNaN(parseHours(text));

export const toGridRow = (row: WorkLogRow): GridRow => {
  const { hours, ...rest } = row;
  return { ...rest, cells: hours.map((h) => (h === null ? '' : String(h))) };
};

/** A block copied from a spreadsheet: rows by newline, cells by tab (a trailing newline adds no row). */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((l) => l.split('\t'));
}

/** The block pasted at (row, col): cells past the grid's edge or on a locked day are left out. */
export function pasteInto(rows: GridRow[], row: number, col: number, block: string[][], locked: readonly boolean[]): GridRow[] {
  return rows.map((r, i) => {
    const line = block[i - row];
    if (!line) return r;
    const cells = r.cells.map((c, j) => {
      const v = line[j - col];
      return v === undefined || locked[j] ? c : normaliseCell(v);
    });
    return { ...r, cells };
  });
}

export const dayTotals = (rows: GridRow[]) =>
  Array.from({ length: DAYS }, (_, d) => rows.reduce((sum, r) => sum + (parseHours(r.cells[d]) || 0), 0));

/** The whole grid as the api saves it (rows left out are removed there). */
export const toBody = (weekStart: string, version: number, rows: GridRow[]): WorkLogWeekBody => ({
  weekStart,
  version,
  rows: rows.map((r) => ({ projectId: r.projectId, taskActivityId: r.taskActivityId, note: r.note?.trim() || null, hours: r.cells.map((c) => parseHours(c)) })),
});

/** The warning colour of hours (antd orange-8: 4.5:1 or more against white and the table's row colours, as WCAG AA asks). */
export const WARN_COLOR = '#ad4e00';

export const hoursText = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(2).replace(/0$/, '')}시간`;

/** What keeps a grid from being saved (Korean): a cell that is not hours, a day over 24, a missing required note. */
export function gridProblems(days: readonly { date: string }[], rows: GridRow[]): string[] {
  const totals = dayTotals(rows);
  return [
    ...(rows.some((r) => r.cells.some(invalidCell)) ? ['시간은 0에서 24 사이 숫자로 입력해 주세요.'] : []),
    ...totals.flatMap((t, i) => (t > WORK_LOG_LIMITS.dayMax ? [`${days[i]?.date} 하루 합계가 24시간을 넘습니다 (${t}시간).`] : [])),
    ...rows.flatMap((r) =>
      r.noteRequiredYn === 'Y' && r.cells.some((c) => (parseHours(c) || 0) > 0) && !r.note?.trim() ? [`${r.projectName} ${r.activityName}: 내용을 입력해 주세요.`] : [],
    ),
  ];
}

/** The grid's warnings (Korean): a day over 12 hours, the week over 52. */
export function gridWarnings(days: readonly { date: string }[], rows: GridRow[]): string[] {
  const totals = dayTotals(rows);
  const week = totals.reduce((a, b) => a + b, 0);
  return [
    ...totals.flatMap((t, i) => (t > WORK_LOG_LIMITS.dayWarn && t <= WORK_LOG_LIMITS.dayMax ? [`${days[i]?.date} 근무 시간이 12시간을 넘습니다 (${t}시간).`] : [])),
    ...(week > WORK_LOG_LIMITS.weekWarn ? [`주 52시간을 넘습니다 (${week}시간).`] : []),
  ];
}
