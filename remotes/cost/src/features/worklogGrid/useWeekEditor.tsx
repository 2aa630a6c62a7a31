import { errorMessage } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import type { WorkLogWeek } from '@dure/shared/contracts/cost/worklog';
import { Alert, App, Space } from 'antd';
import { useMemo, useState } from 'react';
import { type GridRow, dayTotals, gridProblems, gridWarnings, hoursText, toGridRow } from './gridModel';

type Options<W extends WorkLogWeek> = {
  /** The week as last read from the server (undefined while loading). */
  week: W | undefined;
  /** Saves the rows over the given version; answers the saved week. */
  save: (week: W, rows: GridRow[]) => Promise<W>;
  /** Submits the whole week at the given version; answers the submitted week. */
  submit: (week: W, version: number) => Promise<W>;
  /** Takes a week the server answered (into the query cache). */
  accept: (week: W) => void;
  /** The confirmation's title before submitting, and the toast after saving. */
  submitTitle: (week: W) => string;
  savedMessage: (week: W) => string;
};

/**
 * The editing state of one week's grid, shared by 내 업무일지 and 대리 입력: the rows being edited (a fresh copy of the
 * week from the server replaces them), totals, problems and warnings, and save / submit with their messages.
 */
export function useWeekEditor<W extends WorkLogWeek>({ week, save, submit, accept, submitTitle, savedMessage }: Options<W>) {
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [saving, setSaving] = useState(false);
  // The rows being edited belong to the copy of the week they were edited from: a fresh copy (another week, a save) replaces them.
  const [draft, setDraft] = useState<{ source: W; rows: GridRow[] } | null>(null);
  const loaded = useMemo(() => week?.rows.map(toGridRow) ?? [], [week]);
  const dirty = draft !== null && draft.source === week;
  const rows = dirty ? draft.rows : loaded;
  const edit = (next: GridRow[]) => {
    if (week) setDraft({ source: week, rows: next });
  };
  const weekTotal = dayTotals(rows).reduce((a, b) => a + b, 0);
  const problems = week ? gridProblems(week.days, rows) : [];
  const warnings = week ? gridWarnings(week.days, rows) : [];

  /** Asks before leaving unsaved changes; answers whether to go on. */
  const mayLeave = (question: string) => !dirty || window.confirm(`저장하지 않은 변경이 있습니다. ${question}`);

  const onSave = async () => {
    if (!week) return;
    setSaving(true);
    try {
      accept(await save(week, rows));
      message.success(savedMessage(week));
    } catch (e) {
      message.error(`저장하지 못했습니다. ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = () => {
    if (!week) return;
    confirmAction({
      title: submitTitle(week),
      content: `합계 ${hoursText(weekTotal)}. 제출하면 승인 또는 반려될 때까지 수정할 수 없습니다.${dirty ? ' 저장하지 않은 변경도 함께 저장합니다.' : ''}`,
      okText: '제출',
      run: async () => submit(week, dirty ? (await save(week, rows)).version : week.version),
      success: '제출했습니다.',
      failure: '제출하지 못했습니다.',
      onDone: accept,
    });
  };

  return { rows, dirty, edit, editable: week?.editableYn === 'Y', weekTotal, problems, warnings, saving, onSave, onSubmit, mayLeave };
}

/** The messages above a week's grid: closed days, then problems (errors) and warnings. One element, so the grid below keeps its cells as they come and go. */
export function WeekNotices({ week, problems, warnings }: { week: WorkLogWeek; problems: string[]; warnings: string[] }) {
  const closed = [...new Set(week.days.filter((d) => d.closedYn === 'Y').map((d) => d.date.slice(0, 7)))];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {closed.length > 0 && <Alert type="info" showIcon message={`원가가 마감된 달(${closed.join(', ')})의 날은 볼 수만 있습니다.`} />}
      {[...problems.map((p) => ['error', p] as const), ...warnings.map((w) => ['warning', w] as const)].map(([type, text]) => (
        <Alert key={text} type={type} showIcon message={text} />
      ))}
    </Space>
  );
}
