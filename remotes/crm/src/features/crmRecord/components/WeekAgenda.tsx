import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { Alert, Button, Card, Col, Empty, Flex, Row, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ActivityTypeTag } from '../../../components/ActivityTypeTag';
import { type CrmQuery, STATUS_LABELS } from '../api/crmRecordApi';
import { crmRecordListQuery } from '../api/crmRecordQueries';

const DAYS = ['월', '화', '수', '목', '금', '토', '일'];

/** Monday of the week containing `day`. */
const mondayOf = (day: dayjs.Dayjs) => day.startOf('day').subtract((day.day() + 6) % 7, 'day');

/** 주간 일정: the list's filters over one ISO week (Mon–Sun), a column per day. */
export function WeekAgenda({ query, onOpen }: { query: CrmQuery; onOpen: (id: number) => void }) {
  const [monday, setMonday] = useState(() => mondayOf(dayjs()));
  const week = useQuery(
    crmRecordListQuery({ ...query, page: 0, size: 100, sort: 'activityAt,asc', fromDate: monday.format('YYYY-MM-DD'), toDate: monday.add(6, 'day').format('YYYY-MM-DD') }),
  );
  const rows = week.data?.content ?? null;
  const total = week.data?.totalElements ?? 0;
  const error = week.isError ? errorMessage(week.error) : null;

  return (
    <Card size="small">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Button icon={<LeftOutlined />} aria-label="이전 주" onClick={() => setMonday((m) => m.subtract(7, 'day'))} />
        <Typography.Text strong>
          {monday.format('YYYY.MM.DD')} – {monday.add(6, 'day').format('MM.DD')}
          <Button type="link" size="small" onClick={() => setMonday(mondayOf(dayjs()))}>
            이번 주
          </Button>
        </Typography.Text>
        <Button icon={<RightOutlined />} aria-label="다음 주" onClick={() => setMonday((m) => m.add(7, 'day'))} />
      </Flex>
      {error && <Alert type="error" showIcon message={error} />}
      {!rows && !error && <Spin style={{ display: 'block', margin: 24 }} />}
      {rows && rows.length === 0 && <Empty description="이 주에는 영업활동이 없습니다." />}
      {rows && rows.length > 0 && (
        <Row gutter={8} wrap={false} style={{ overflowX: 'auto' }}>
          {DAYS.map((label, i) => {
            const day = monday.add(i, 'day');
            const items = rows.filter((r) => dayjs(r.activityAt).isSame(day, 'day'));
            const today = day.isSame(dayjs(), 'day');
            return (
              <Col key={label} flex="1 0 140px">
                <Typography.Text type={today ? undefined : 'secondary'} strong={today}>
                  {label} {day.format('M/D')}
                </Typography.Text>
                <Flex vertical gap={6} style={{ marginTop: 6 }}>
                  {items.map((r) => (
                    <Card key={r.id} size="small" hoverable onClick={() => onOpen(r.id)} styles={{ body: { padding: 8 } }}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {dayjs(r.activityAt).format('HH:mm')} · {STATUS_LABELS[r.status]}
                      </Typography.Text>
                      <div>
                        <ActivityTypeTag code={r.activityType} label={r.activityTypeLabel} />
                      </div>
                      <Typography.Text ellipsis style={{ display: 'block' }}>
                        {r.subject}
                      </Typography.Text>
                      <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 12 }}>
                        {r.customerName}
                      </Typography.Text>
                    </Card>
                  ))}
                </Flex>
              </Col>
            );
          })}
        </Row>
      )}
      {total > 100 && <Typography.Text type="secondary">이 주의 활동이 많아 앞의 100건만 표시합니다. 필터를 좁혀 주세요.</Typography.Text>}
    </Card>
  );
}
