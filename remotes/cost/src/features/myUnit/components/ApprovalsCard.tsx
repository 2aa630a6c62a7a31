import { errorMessage } from '@dure/shared';
import type { WeekRef, WorkLogWeekItem } from '@dure/shared/contracts/cost/worklogManagement';
import { WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { HoursOfExpected, WORKLOG_KEY } from '../../worklogGrid';
import { STATUS_COLOR, WeekDetailDrawer, useWeekDecisions } from '../../worklogManagement';
import { myUnitApi } from '../api/myUnitApi';
import { approverWeekQuery, myApprovalsQuery } from '../api/myUnitQueries';

const PAGE_SIZE = 10;
const refsOf = (weeks: WorkLogWeekItem[]): WeekRef[] => weeks.map((w) => ({ id: w.id, version: w.version }));

/**
 * 승인할 업무일지: the submitted weeks the caller approves as the leader of their authors' department (DOMAIN §1 결재;
 * no work-log role needed). Shown only while there are some: everyone else never sees the card.
 */
export function ApprovalsCard() {
  const client = useQueryClient();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<WorkLogWeekItem[]>([]);
  const [detail, setDetail] = useState<{ userId: number; weekStart: string } | null>(null);
  const query = useQuery(myApprovalsQuery(page, PAGE_SIZE));
  const done = () => {
    setSelected([]);
    setDetail(null);
    void client.invalidateQueries({ queryKey: WORKLOG_KEY });
  };
  const { approve, startReject, rejectDialog } = useWeekDecisions(myUnitApi, done);

  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        message="승인할 업무일지를 불러오지 못했습니다."
        description={errorMessage(query.error)}
        action={
          <Button size="small" onClick={() => query.refetch()}>
            다시 시도
          </Button>
        }
      />
    );
  const data = query.data;
  if (!data || data.totalElements === 0) return null;

  const columns: ColumnsType<WorkLogWeekItem> = [
    { title: '주차', dataIndex: 'weekStart', width: 170, render: (_, w) => `${w.isoWeek} (${w.weekStart.slice(5)}~)` },
    { title: '부서', dataIndex: 'deptName', width: 140, render: (_, w) => w.deptName ?? '-' },
    {
      title: '작성자',
      dataIndex: 'userName',
      width: 120,
      render: (_, w) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => setDetail({ userId: w.userId, weekStart: w.weekStart })}>
          {w.userName}
        </Button>
      ),
    },
    { title: '상태', dataIndex: 'status', width: 90, render: (_, w) => <Tag color={STATUS_COLOR[w.status]}>{WorkLogStatus.labels[w.status]}</Tag> },
    {
      title: '입력 / 예상',
      key: 'hours',
      width: 150,
      align: 'right',
      render: (_, w) => <HoursOfExpected hours={w.totalHours} expected={w.expectedHours} />,
    },
    { title: '제출일시', dataIndex: 'submittedAt', width: 160, render: (_, w) => (w.submittedAt ? new Date(w.submittedAt).toLocaleString('ko-KR') : '-') },
  ];
  return (
    <Card
      size="small"
      title={`승인할 업무일지 ${data.totalElements.toLocaleString('ko-KR')}건`}
      extra={
        <Space>
          <Button danger disabled={selected.length === 0} onClick={() => startReject(refsOf(selected))}>
            선택 반려
          </Button>
          <Button type="primary" disabled={selected.length === 0} onClick={() => approve(refsOf(selected))}>
            선택 승인
          </Button>
        </Space>
      }
    >
      <Table<WorkLogWeekItem>
        rowKey="id"
        size="small"
        aria-label="승인할 업무일지"
        loading={query.isFetching}
        columns={columns}
        dataSource={data.content}
        rowSelection={{
          selectedRowKeys: selected.map((w) => w.id),
          onChange: (_, rows) => setSelected(rows),
          getCheckboxProps: (w) => ({ title: `${w.userName} ${w.isoWeek} 선택`, 'aria-label': `${w.userName} ${w.isoWeek} 선택` }),
        }}
        pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: data.totalElements, hideOnSinglePage: true, onChange: (p) => setPage(p - 1) }}
      />
      <WeekDetailDrawer
        target={detail}
        canDecide={() => true}
        weekQuery={approverWeekQuery}
        onClose={() => setDetail(null)}
        onApprove={(week) => approve([week])}
        onReject={(week) => startReject([week])}
      />
      {rejectDialog}
    </Card>
  );
}
