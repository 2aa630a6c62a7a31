import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { DepartmentSelect } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { currentWeekStart, hoursText, shiftWeek, sundayOf } from '../../worklogGrid';
import { type MissingRow, WORK_LOG_STATUS } from '../api/worklogManagementApi';
import { missingQuery } from '../api/worklogManagementQueries';
import { STATUS_COLOR } from './WeekDetailDrawer';

/** 미작성 현황: the people of the scope whose logged hours of a week are below its expected hours (last week by default). */
export function MissingTab({ onEnter }: { onEnter?: (row: MissingRow, weekStart: string) => void }) {
  const [weekStart, setWeekStart] = useState(() => shiftWeek(currentWeekStart(), -1));
  const [deptId, setDeptId] = useState<number | null>(null);
  const query = useQuery(missingQuery(weekStart, deptId ?? undefined));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        미작성 현황
      </Typography.Title>
      <Space wrap>
        <Button aria-label="이전 주" icon={<LeftOutlined />} onClick={() => setWeekStart(shiftWeek(weekStart, -1))} />
        <Typography.Text strong>
          {weekStart} ~ {sundayOf(weekStart)}
        </Typography.Text>
        <Button aria-label="다음 주" icon={<RightOutlined />} onClick={() => setWeekStart(shiftWeek(weekStart, 1))} />
        <DepartmentSelect aria-label="부서" placeholder="전체 부서" style={{ width: 200 }} value={deptId} onChange={setDeptId} />
      </Space>
      {query.isError && <Alert type="error" showIcon message="미작성 현황을 불러오지 못했습니다." description={errorMessage(query.error)} />}
      <Table<MissingRow>
        size="small"
        rowKey="userId"
        loading={query.isFetching}
        dataSource={query.data ?? []}
        pagination={{ pageSize: 50, showTotal: (t) => `총 ${t.toLocaleString('ko-KR')}명` }}
        locale={{ emptyText: '이 주에 예상 시간보다 적게 입력한 사람이 없습니다.' }}
        columns={[
          { title: '부서', dataIndex: 'deptName', render: (v: string | null) => v ?? '-' },
          { title: '이름', dataIndex: 'userName' },
          { title: '상태', dataIndex: 'status', render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{WORK_LOG_STATUS.labels[r.status]}</Tag> },
          { title: '입력 시간', dataIndex: 'loggedHours', align: 'right', render: (v: number) => hoursText(v) },
          { title: '예상 시간', dataIndex: 'expectedHours', align: 'right', render: (v: number) => hoursText(v) },
          { title: '부족', key: 'short', align: 'right', render: (_, r) => hoursText(r.expectedHours - r.loggedHours) },
          ...(onEnter
            ? [
                {
                  title: '',
                  key: 'enter',
                  render: (_: unknown, r: MissingRow) => (
                    <Button size="small" onClick={() => onEnter(r, weekStart)}>
                      대리 입력
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
