import { ReloadOutlined } from '@ant-design/icons';
import { errorMessage, useCan, useNavigate } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { DepartmentSelect } from '@dure/shared/records';
import { Alert, Button, Card, DatePicker, Flex, Space, Tabs, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BoardRow } from '../api/managementApi';
import { activityBoardQuery } from '../api/managementQueries';
import { ActivityBoard } from './ActivityBoard';
import { FeedbackDrawer } from './FeedbackDrawer';
import { TypeCodeEditor } from './TypeCodeEditor';

const MAX_WEEKS = 26;
/** ISO week `YYYY-Www` of a day. */
export function isoWeek(day: dayjs.Dayjs): string {
  const d = day.startOf('day');
  const thursday = d.add(3 - ((d.day() + 6) % 7), 'day');
  const n = Math.floor(thursday.diff(thursday.startOf('year'), 'day') / 7) + 1;
  return `${thursday.year()}-W${String(n).padStart(2, '0')}`;
}
const mondayOf = (day: dayjs.Dayjs) => day.startOf('day').subtract((day.day() + 6) % 7, 'day');

/** 영업활동 관리 (/crm/management): team review board (person × week), manager feedback, activity type codes. */
export default function CrmManagementPage() {
  const navigate = useNavigate();
  const canWrite = useCan('CRM_MANAGEMENT', 'WRITE');
  const [range, setRange] = useState<[dayjs.Dayjs, dayjs.Dayjs]>(() => [mondayOf(dayjs()).subtract(7, 'week'), mondayOf(dayjs())]);
  const [deptId, setDeptId] = useState<number | null>(null);
  const boardQuery = useQuery({ ...activityBoardQuery(isoWeek(range[0]), isoWeek(range[1]), deptId), placeholderData: keepPreviousData });
  const board = boardQuery.data ?? null;
  const error = boardQuery.isError ? errorMessage(boardQuery.error) : null;
  const reload = () => void boardQuery.refetch();
  const [feedbackFor, setFeedbackFor] = useState<BoardRow | null>(null);

  const fromDate = mondayOf(range[0]).format('YYYY-MM-DD');
  const toDate = mondayOf(range[1]).add(6, 'day').format('YYYY-MM-DD');

  const boardTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex wrap gap={8} align="center">
        <DatePicker.RangePicker
          picker="week"
          aria-label="기간 (주)"
          value={range}
          allowClear={false}
          onChange={(v) => {
            if (!v?.[0] || !v[1]) return;
            const from = mondayOf(v[0]);
            const to = mondayOf(v[1]);
            // The board spans at most 26 weeks: keep the end, pull the start in.
            setRange([to.diff(from, 'week') >= MAX_WEEKS ? to.subtract(MAX_WEEKS - 1, 'week') : from, to]);
          }}
        />
        <DepartmentSelect aria-label="부서" placeholder="내 범위 전체" style={{ width: 220 }} value={deptId} onChange={(v) => setDeptId(v ?? null)} />
        <Button icon={<ReloadOutlined />} aria-label="새로고침" onClick={reload} />
        <Typography.Text type="secondary">칸을 누르면 그 주의 활동 목록으로, 이름 옆 피드백으로 활동에 댓글을 남길 수 있습니다.</Typography.Text>
      </Flex>
      {error && <Alert type="error" showIcon message="활동 현황을 불러오지 못했습니다" description={error} action={<Button onClick={reload}>다시 시도</Button>} />}
      {board && (
        <ActivityBoard
          board={board}
          loading={boardQuery.isFetching}
          onCell={(row, week) => navigate(`/crm?ownerUserId=${row.userId}&fromDate=${week.fromDate}&toDate=${week.toDate}&statusList=DONE`)}
          onOverdue={(row) => navigate(`/crm?ownerUserId=${row.userId}&overdueYn=Y`)}
          onFeedback={(row) => setFeedbackFor(row)}
        />
      )}
      <FeedbackDrawer person={feedbackFor} fromDate={fromDate} toDate={toDate} onClose={() => setFeedbackFor(null)} />
    </Space>
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        영업활동 관리
      </Typography.Title>
      <Card size="small">
        <Tabs
          items={[
            { key: 'board', label: '주간 활동 현황', children: boardTab },
            { key: 'types', label: '활동유형 코드', children: <TypeCodeEditor canWrite={canWrite} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
