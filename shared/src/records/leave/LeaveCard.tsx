import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Select, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../http/errors';
import { formatDate } from '../../format';
import { useModalState } from '../../form/useModalState';
import { LEAVE_KEY, leaveListQuery, leavePendingQuery } from './leaveApi';
import { LeaveRequestModal } from './LeaveRequestModal';
import { LeaveTable } from './LeaveTable';

export type LeaveCardProps = {
  /** Whose leave (the HR page); absent = the caller's own (내 휴가). */
  userId?: number;
  userName?: string;
  title?: string;
};

const thisYear = () => new Date().getFullYear();

/**
 * 휴가: 연차 발생/사용/잔여 of the entitlement year, the year's leave with their actions, and 신청 (own) or 등록 (HR for
 * someone) in the request modal. What the caller may do comes from the api (canCreateYn, canDecideYn …).
 */
export function LeaveCard({ userId, userName, title = '휴가' }: LeaveCardProps) {
  const client = useQueryClient();
  const [year, setYear] = useState(thisYear);
  const loaded = useQuery(leaveListQuery(userId, year));
  const adding = useModalState();
  const data = loaded.data;
  const e = data?.entitlement;
  const years = Array.from({ length: 5 }, (_, i) => thisYear() + 1 - i);

  return (
    <Card
      title={title}
      extra={
        <Space>
          <Select size="small" aria-label="연도" value={year} onChange={setYear} options={years.map((y) => ({ value: y, label: `${y}년` }))} style={{ width: 96 }} />
          {data?.canCreateYn === 'Y' && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => adding.show()}>
              {userName ? '휴가 등록' : '휴가 신청'}
            </Button>
          )}
        </Space>
      }
    >
      {loaded.error ? (
        <Alert type="error" showIcon message="휴가를 불러오지 못했습니다." description={errorMessage(loaded.error)} action={<Button onClick={() => void loaded.refetch()}>다시 시도</Button>} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Row gutter={16} aria-label="연차 현황">
            <Col span={6}>
              <Statistic title="발생" value={e?.granted ?? '-'} suffix={e ? '일' : undefined} loading={!data} />
            </Col>
            <Col span={6}>
              <Statistic title="사용" value={e?.used ?? '-'} suffix={e ? '일' : undefined} loading={!data} />
            </Col>
            <Col span={6}>
              <Statistic title="잔여" value={e?.remaining ?? '-'} suffix={e ? '일' : undefined} loading={!data} />
            </Col>
            <Col span={6}>
              <Statistic title="신청 중" value={e?.requested ?? '-'} suffix={e ? '일' : undefined} loading={!data} />
            </Col>
          </Row>
          {e && (
            <Typography.Text type="secondary">
              {e.periodFrom ? `연차 기간 ${formatDate(e.periodFrom)} ~ ${formatDate(e.periodTo)} (입사일 기준, ${formatDate(e.asOf)} 현재)` : '입사일 이전이거나 입사일이 없어 발생한 연차가 없습니다.'}
            </Typography.Text>
          )}
          <LeaveTable leaves={data?.content} loading={loaded.isFetching} emptyText={`${year}년 휴가가 없습니다.`} />
        </Space>
      )}
      <LeaveRequestModal
        open={adding.open}
        userId={userId}
        userName={userName}
        canApproveDirectly={data?.canApproveDirectlyYn === 'Y'}
        onClose={adding.close}
        onSaved={adding.after(() => client.invalidateQueries({ queryKey: [LEAVE_KEY] }))}
      />
    </Card>
  );
}

/** 휴가 결재: requests waiting for the caller as their approver (the department leader). Hidden when there are none. */
export function LeaveApprovalsCard() {
  const loaded = useQuery(leavePendingQuery());
  if (loaded.data && loaded.data.length === 0) return null;
  return (
    <Card title={loaded.data ? `승인할 휴가 (${loaded.data.length})` : '승인할 휴가'}>
      {loaded.error ? (
        <Alert type="error" showIcon message="승인할 휴가를 불러오지 못했습니다." description={errorMessage(loaded.error)} action={<Button onClick={() => void loaded.refetch()}>다시 시도</Button>} />
      ) : (
        <LeaveTable leaves={loaded.data} loading={loaded.isFetching} showPerson emptyText="승인할 휴가가 없습니다." />
      )}
    </Card>
  );
}
