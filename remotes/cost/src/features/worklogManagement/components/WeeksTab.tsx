import { useCan, useCurrentUser } from '@dure/shared';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { HoursOfExpected } from '../../worklogGrid';
import { WORK_LOG_STATUS, type WorkLogWeekItem, worklogManagementApi, worklogWeekList } from '../api/worklogManagementApi';
import { weekListQuery } from '../api/worklogManagementQueries';
import { STATUS_COLOR, WeekDetailDrawer } from './WeekDetailDrawer';
import { useWeekDecisions } from './useWeekDecisions';

/** 승인 tab: the weeks of the caller's scope (awaiting approval by default); approve or reject one or several (WRITE). */
export function WeeksTab() {
  const client = useQueryClient();
  const canWrite = useCan('WORKLOG_MANAGEMENT', 'WRITE');
  const me = useCurrentUser()?.id;
  const [selected, setSelected] = useState<WorkLogWeekItem[]>([]);
  const [detail, setDetail] = useState<{ userId: number; weekStart: string } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['worklog'] });
  const canDecide = (userId: number) => canWrite && userId !== me;
  const decidable = selected.filter((w) => w.status === 'SUBMITTED' && canDecide(w.userId));
  const done = () => {
    setSelected([]);
    setDetail(null);
    void refresh();
  };

  const { approve, startReject, rejectDialog } = useWeekDecisions(worklogManagementApi, done);
  const refs = (weeks: WorkLogWeekItem[]) => weeks.map((w) => ({ id: w.id, version: w.version }));

  const columns: ListColumn<WorkLogWeekItem>[] = [
    { title: '주차', dataIndex: 'weekStart', sorter: true, width: 170, mobile: true, render: (_, w) => `${w.isoWeek} (${w.weekStart.slice(5)}~)` },
    { title: '부서', dataIndex: 'deptName', width: 140, render: (_, w) => w.deptName ?? '-' },
    { title: '작성자', dataIndex: 'userName', width: 110, mobile: true },
    { title: '상태', dataIndex: 'status', width: 90, mobile: true, render: (_, w) => <Tag color={STATUS_COLOR[w.status]}>{WORK_LOG_STATUS.labels[w.status]}</Tag> },
    {
      title: '입력 / 예상',
      key: 'hours',
      width: 150,
      align: 'right',
      render: (_, w) => <HoursOfExpected hours={w.totalHours} expected={w.expectedHours} />,
    },
    { title: '제출일시', dataIndex: 'submittedAt', width: 150, optional: true, render: (_, w) => (w.submittedAt ? new Date(w.submittedAt).toLocaleString('ko-KR') : '-') },
    { title: '처리자', dataIndex: 'decidedByName', width: 100, optional: true, render: (_, w) => w.decidedByName ?? '-' },
    { title: '반려 사유', dataIndex: 'rejectReason', width: 200, render: (_, w) => w.rejectReason ?? '' },
  ];

  return (
    <>
      <ListPage
        title="주간 업무일지"
        headingLevel={4}
        list={worklogWeekList}
        query={weekListQuery}
        columns={columns}
        keyword={{ placeholder: '작성자 이름·아이디', width: 160 }}
        empty={{ filtered: '조건에 맞는 업무일지가 없습니다.', none: '승인할 업무일지가 없습니다.' }}
        filters={[
          { dates: ['weekFrom', 'weekTo'], label: '주 범위' },
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서', width: 180 },
          { picker: 'userId', control: UserPicker, label: '작성자', placeholder: '전체 작성자', width: 160 },
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 220, options: WORK_LOG_STATUS.codes.map((c) => ({ value: c, label: WORK_LOG_STATUS.labels[c] })) },
        ]}
        actions={
          canWrite && (
            <Space>
              <Button danger disabled={decidable.length === 0} onClick={() => startReject(refs(decidable))}>
                선택 반려{decidable.length > 0 ? ` (${decidable.length})` : ''}
              </Button>
              <Button type="primary" disabled={decidable.length === 0} onClick={() => approve(refs(decidable))}>
                선택 승인{decidable.length > 0 ? ` (${decidable.length})` : ''}
              </Button>
            </Space>
          )
        }
        table={{
          rowSelection: canWrite
            ? {
                selectedRowKeys: selected.map((w) => w.id),
                preserveSelectedRowKeys: true,
                onChange: (_keys, rows) => setSelected(rows.filter(Boolean)),
                getCheckboxProps: (w) => ({ disabled: w.status !== 'SUBMITTED' || !canDecide(w.userId), 'aria-label': `${w.userName} ${w.isoWeek} 선택` }),
              }
            : undefined,
          onRow: (w) => ({ onClick: () => setDetail({ userId: w.userId, weekStart: w.weekStart }), style: { cursor: 'pointer' } }),
        }}
      />
      <WeekDetailDrawer target={detail} canDecide={canDecide} onClose={() => setDetail(null)} onApprove={(w) => approve([w])} onReject={(w) => startReject([w])} />
      {rejectDialog}
    </>
  );
}
