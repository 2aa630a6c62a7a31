import { errorMessage } from '@dure/shared';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Empty, Space, Spin, Tag } from 'antd';
import { WorklogGrid, hoursText, toGridRow } from '../../worklogGrid';
import { type PersonWeek, WORK_LOG_STATUS, type WeekRef } from '../api/worklogManagementApi';
import { personWeekQuery } from '../api/worklogManagementQueries';

export const STATUS_COLOR = { DRAFT: 'default', SUBMITTED: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;

type Props = {
  target: { userId: number; weekStart: string } | null;
  /** The caller approves (WORKLOG_MANAGEMENT_WRITE) and is not the author. */
  canDecide: (userId: number) => boolean;
  onClose: () => void;
  onApprove: (week: WeekRef) => void;
  onReject: (week: WeekRef) => void;
  /** How the week is read: the management page's (default) or its approver's from 내 유닛. */
  // biome-ignore lint/suspicious/noExplicitAny: each reader's key is its own tuple; any lets either factory in
  weekQuery?: (userId: number, weekStart: string) => UseQueryOptions<PersonWeek, Error, PersonWeek, any>;
};

/** A person's week: the grid read-only, its totals and status, approve / reject while it is SUBMITTED. */
export function WeekDetailDrawer({ target, canDecide, onClose, onApprove, onReject, weekQuery = personWeekQuery }: Props) {
  const query = useQuery({ ...weekQuery(target?.userId ?? 0, target?.weekStart ?? ''), enabled: target !== null });
  const week = query.data;
  const decidable = week && week.id !== null && week.status === 'SUBMITTED' && canDecide(week.userId);
  return (
    <Drawer
      title={week ? `${week.userName} · ${week.isoWeek} 업무일지` : '업무일지'}
      open={target !== null}
      onClose={onClose}
      width={1080}
      extra={
        decidable && (
          <Space>
            <Button danger onClick={() => onReject({ id: week.id!, version: week.version })}>
              반려
            </Button>
            <Button type="primary" onClick={() => onApprove({ id: week.id!, version: week.version })}>
              승인
            </Button>
          </Space>
        )
      }
    >
      {query.isPending && target && (
        <Space>
          <Spin /> 업무일지를 불러오는 중입니다.
        </Space>
      )}
      {query.isError && <Alert type="error" showIcon message="업무일지를 불러오지 못했습니다." description={errorMessage(query.error)} />}
      {week && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="작성자">{week.userName}</Descriptions.Item>
            <Descriptions.Item label="부서">{week.deptName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="상태">
              <Tag color={STATUS_COLOR[week.status]}>{WORK_LOG_STATUS.labels[week.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="합계 / 예상">
              {hoursText(week.totalHours)} / {hoursText(week.expectedHours)}
            </Descriptions.Item>
          </Descriptions>
          {week.status === 'REJECTED' && <Alert type="error" showIcon message={`반려 사유: ${week.rejectReason ?? '-'}`} />}
          {week.warnings.map((w) => (
            <Alert key={w} type="warning" showIcon message={w} />
          ))}
          {week.rows.length === 0 ? <Empty description="이 주에 입력한 업무가 없습니다." /> : <WorklogGrid days={week.days} rows={week.rows.map(toGridRow)} editable={false} onChange={() => {}} />}
        </Space>
      )}
    </Drawer>
  );
}
