import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { AddRow, type GridRow, WeekNotices, WorklogGrid, hoursText, shiftWeek, sundayOf, toBody, useWeekEditor } from '../../worklogGrid';
import { type PersonWeek, WORK_LOG_STATUS, worklogManagementApi } from '../api/worklogManagementApi';
import { activityQuery, personProjectsQuery, personWeekQuery } from '../api/worklogManagementQueries';
import { STATUS_COLOR } from './WeekDetailDrawer';

export type EntryTarget = { userId: number | null; weekStart: string };

/** 대리 입력 (WORKLOG_MANAGEMENT_WRITE): a person's DRAFT/REJECTED week in the same grid as 내 업무일지; save and submit for them. */
export function EntryTab({ target, onTarget }: { target: EntryTarget; onTarget: (next: EntryTarget) => void }) {
  const { userId, weekStart } = target;
  const client = useQueryClient();
  const query = useQuery({ ...personWeekQuery(userId ?? 0, weekStart), enabled: userId !== null });
  const week = query.data;
  const save = (w: PersonWeek, rows: GridRow[]) => worklogManagementApi.save({ ...toBody(weekStart, w.version, rows), userId: w.userId });
  const { rows, edit, dirty, editable, weekTotal, problems, warnings, saving, onSave, onSubmit, mayLeave } = useWeekEditor({
    week,
    save,
    submit: (w, version) => worklogManagementApi.submit({ userId: w.userId, weekStart, version }),
    accept: (saved) => {
      client.setQueryData(personWeekQuery(saved.userId, weekStart).queryKey, saved);
      void client.invalidateQueries({ queryKey: ['worklog', 'management', 'weeks'] });
    },
    submitTitle: (w) => `${w.userName}님의 ${w.isoWeek} 주 업무일지를 대신 제출할까요?`,
    savedMessage: (w) => `${w.userName}님의 업무일지를 저장했습니다.`,
  });
  const move = (next: EntryTarget) => {
    if (mayLeave('이동할까요?')) onTarget(next);
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        대리 입력
      </Typography.Title>
      <Space wrap>
        <UserPicker aria-label="대상자" placeholder="대상자 선택" style={{ width: 200 }} value={userId} onChange={(id) => move({ userId: id, weekStart })} />
        <Button aria-label="이전 주" icon={<LeftOutlined />} onClick={() => move({ userId, weekStart: shiftWeek(weekStart, -1) })} />
        <Typography.Text strong>
          {week?.isoWeek ?? ''} ({weekStart} ~ {sundayOf(weekStart)})
        </Typography.Text>
        <Button aria-label="다음 주" icon={<RightOutlined />} onClick={() => move({ userId, weekStart: shiftWeek(weekStart, 1) })} />
        {week && <Tag color={STATUS_COLOR[week.status]}>{WORK_LOG_STATUS.labels[week.status]}</Tag>}
      </Space>
      {userId === null && <Empty description="대신 입력할 사람을 고르세요." />}
      {query.isError && <Alert type="error" showIcon message="업무일지를 불러오지 못했습니다." description={errorMessage(query.error)} />}
      {week && (
        <>
          {(week.status === 'SUBMITTED' || week.status === 'APPROVED') && <Alert type="info" showIcon message="제출했거나 승인된 주는 대신 입력할 수 없습니다." />}
          {week.status === 'REJECTED' && <Alert type="error" showIcon message={`반려 사유: ${week.rejectReason ?? '-'}`} />}
          <WeekNotices week={week} problems={problems} warnings={warnings} />
          <Card
            size="small"
            title={`${week.userName} · 합계 ${hoursText(weekTotal)} / 예상 ${hoursText(week.expectedHours)}`}
            extra={
              editable && (
                <Space>
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
              {editable && <AddRow projects={personProjectsQuery(week.userId, weekStart)} activities={activityQuery} rows={rows} onAdd={(row) => edit([...rows, row])} />}
              {rows.length === 0 ? <Empty description="이 주에 입력한 업무가 없습니다." /> : <WorklogGrid days={week.days} rows={rows} editable={editable} onChange={edit} />}
            </Space>
          </Card>
        </>
      )}
    </Space>
  );
}
