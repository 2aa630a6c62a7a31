import { errorMessage, useSearchParams } from '@dure/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { WORK_LOG_STATUS, worklogApi } from '../api/worklogApi';
import { activityPickerQuery, myProjectsQuery, weekQuery } from '../api/worklogQueries';
import { AddRow, QueryState, WeekNav, WeekNotices, WorklogGrid, currentWeekStart, hoursText, toBody, toGridRow, useWeekEditor, weekParam } from '../../worklogGrid';

const STATUS_COLOR = { DRAFT: 'default', SUBMITTED: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;

/** 내 업무일지 (/mypage/worklog): the caller's ISO week as a keyboard grid; save, submit, copy last week. */
export default function MyWorklogPage() {
  const [params, setParams] = useSearchParams();
  const weekStart = weekParam(params.get('week')) ?? currentWeekStart();
  const query = useQuery(weekQuery(weekStart));
  const client = useQueryClient();
  const { message } = App.useApp();
  const week = query.data;
  const { rows, edit, dirty, editable, weekTotal, problems, warnings, saving, onSave, onSubmit, mayLeave } = useWeekEditor({
    week,
    save: (w, r) => worklogApi.save(toBody(weekStart, w.version, r)),
    submit: (_, version) => worklogApi.submit({ weekStart, version }),
    accept: (saved) => client.setQueryData(weekQuery(weekStart).queryKey, saved),
    submitTitle: (w) => `${w.isoWeek} 주 업무일지를 제출할까요?`,
    savedMessage: () => '저장했습니다.',
  });
  const goTo = (target: string) => {
    if (!mayLeave('다른 주로 이동할까요?')) return;
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('week', target);
      return next;
    });
  };
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
          {week.status === 'APPROVED' && <Alert type="info" showIcon message="승인된 주는 볼 수만 있습니다." />}
          {week.status === 'SUBMITTED' && <Alert type="info" showIcon message="제출한 주는 승인 또는 반려될 때까지 볼 수만 있습니다." />}
          <WeekNotices week={week} problems={problems} warnings={warnings} />
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

