import { errorMessage, useSearchParams } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { WORK_LOG_STATUS, type WorkLogWeek, worklogApi } from '../api/worklogApi';
import { activityPickerQuery, myProjectsQuery, weekQuery } from '../api/worklogQueries';
import { AddRow, type GridRow, WorklogGrid, currentWeekStart, dayTotals, gridProblems, gridWarnings, hoursText, toBody, toGridRow, weekParam, WeekNav, QueryState } from '../../worklogGrid';

const STATUS_COLOR = { DRAFT: 'default', SUBMITTED: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;

/** 내 업무일지 (/mypage/worklog): the caller's ISO week as a keyboard grid; save, submit, copy last week. */
export default function MyWorklogPage() {
  const [params, setParams] = useSearchParams();
  const weekStart = weekParam(params.get('week')) ?? currentWeekStart();
  const query = useQuery(weekQuery(weekStart));
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [saving, setSaving] = useState(false);
  const week = query.data;
  // The rows being edited belong to the copy of the week they were edited from: a fresh copy (another week, a save) replaces them.
  const [draft, setDraft] = useState<{ source: WorkLogWeek; rows: GridRow[] } | null>(null);
  const loaded = useMemo(() => week?.rows.map(toGridRow) ?? [], [week]);
  const dirty = draft !== null && draft.source === week;
  const rows = dirty ? draft.rows : loaded;
  const edit = (next: GridRow[]) => {
    if (week) setDraft({ source: week, rows: next });
  };
  const goTo = (target: string) => {
    if (dirty && !window.confirm('저장하지 않은 변경이 있습니다. 다른 주로 이동할까요?')) return;
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('week', target);
      return next;
    });
  };

  const editable = week?.editableYn === 'Y';
  const totals = useMemo(() => dayTotals(rows), [rows]);
  const weekTotal = totals.reduce((a, b) => a + b, 0);
  const problems = week ? gridProblems(week.days, rows) : [];
  const warnings = week ? gridWarnings(week.days, rows) : [];

  const accept = (saved: WorkLogWeek) => client.setQueryData(weekQuery(weekStart).queryKey, saved);
  const save = async (): Promise<WorkLogWeek> => worklogApi.save(toBody(weekStart, week!.version, rows));
  const onSave = async () => {
    setSaving(true);
    try {
      accept(await save());
      message.success('저장했습니다.');
    } catch (e) {
      message.error(`저장하지 못했습니다. ${errorMessage(e)}`);
    } finally {
      setSaving(false);
    }
  };
  const onSubmit = () =>
    confirmAction({
      title: `${week!.isoWeek} 주 업무일지를 제출할까요?`,
      content: `합계 ${hoursText(weekTotal)}. 제출하면 승인 또는 반려될 때까지 수정할 수 없습니다.${dirty ? ' 저장하지 않은 변경도 함께 저장합니다.' : ''}`,
      okText: '제출',
      run: async () => {
        const version = dirty ? (await save()).version : week!.version;
        return worklogApi.submit({ weekStart, version });
      },
      success: '제출했습니다.',
      failure: '제출하지 못했습니다.',
      onDone: accept,
    });
  const onCopy = async () => {
    try {
      const previous = await worklogApi.copyPrevious(weekStart);
      const have = new Set(rows.map((r) => `${r.projectId}:${r.taskActivityId}`));
      const added = previous.filter((r) => !have.has(`${r.projectId}:${r.taskActivityId}`)).map(toGridRow);
      if (added.length === 0) message.info('가져올 지난주 행이 없습니다.');
      else {
        edit([...rows, ...added]);
        message.success(`지난주 행 ${added.length}개를 가져왔습니다. 시간을 입력하고 저장해 주세요.`);
      }
    } catch (e) {
      message.error(`지난주 행을 가져오지 못했습니다. ${errorMessage(e)}`);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        내 업무일지
      </Typography.Title>
      <WeekNav weekStart={weekStart} isoWeek={week?.isoWeek} onGo={goTo} extra={week && <Tag color={STATUS_COLOR[week.status]}>{WORK_LOG_STATUS.labels[week.status]}</Tag>} />
      <QueryState query={query} what="업무일지" />
      {week && (
        <>
          {week.status === 'REJECTED' && <Alert type="error" showIcon message="반려된 주입니다. 고쳐서 다시 제출해 주세요." description={`반려 사유: ${week.rejectReason ?? '-'}`} />}
          {!editable && <Alert type="info" showIcon message={week.status === 'APPROVED' ? '승인된 주는 볼 수만 있습니다.' : '제출한 주는 승인 또는 반려될 때까지 볼 수만 있습니다.'} />}
          {/* One item of the page's Space (it keys its items by place): the grid below keeps its cells while messages come and go. */}
          <Space direction="vertical" style={{ width: '100%' }}>
            {[...problems.map((p) => ['error', p] as const), ...warnings.map((w) => ['warning', w] as const)].map(([type, text]) => (
              <Alert key={text} type={type} showIcon message={text} />
            ))}
          </Space>
          <Card
            size="small"
            title={`합계 ${hoursText(weekTotal)} / 예상 ${hoursText(week.expectedHours)}`}
            extra={
              editable && (
                <Space wrap>
                  <Button onClick={onCopy}>지난주 행 가져오기</Button>
                  <Button onClick={onSave} loading={saving} disabled={!dirty || problems.length > 0}>
                    저장
                  </Button>
                  <Button type="primary" onClick={onSubmit} disabled={problems.length > 0 || rows.length === 0}>
                    제출
                  </Button>
                </Space>
              )
            }
          >
            <Space direction="vertical" style={{ width: '100%' }}>
              {editable && <AddRow projects={myProjectsQuery(weekStart)} activities={activityPickerQuery} rows={rows} onAdd={(row) => edit([...rows, row])} />}
              {rows.length === 0 ? (
                <Empty description={editable ? '이 주에 입력한 업무가 없습니다. 행을 추가하거나 지난주 행을 가져오세요.' : '이 주에 입력한 업무가 없습니다.'} />
              ) : (
                <WorklogGrid days={week.days} rows={rows} editable={editable} onChange={edit} />
              )}
              {editable && (
                <Typography.Text type="secondary">
                  방향키·Tab·Enter로 칸을 옮기고, 숫자를 입력하면 그 칸을 바꿉니다. 0.25시간(15분) 단위로 맞춰지며, 엑셀에서 복사한 칸을 붙여 넣을 수 있습니다.
                </Typography.Text>
              )}
            </Space>
          </Card>
        </>
      )}
    </Space>
  );
}

