import { CommentOutlined, WarningFilled } from '@ant-design/icons';
import { errorMessage, useNavigate } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { CommentDrawer } from '@dure/shared/records';
import { Alert, Button, Drawer, Empty, List, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { doneRecordsQuery } from '../api/managementQueries';

type Props = {
  person: { userId: number; userName: string } | null;
  fromDate: string;
  toDate: string;
  onClose: () => void;
};

/** A person's completed activities of the board's period, each open to a manager's feedback (a comment on the record). */
export function FeedbackDrawer({ person, fromDate, toDate, onClose }: Props) {
  const navigate = useNavigate();
  const records = useQuery({ ...doneRecordsQuery(person?.userId ?? 0, fromDate, toDate), enabled: person !== null });
  const rows = records.data?.content ?? null;
  const total = records.data?.totalElements ?? 0;
  const error = records.isError ? errorMessage(records.error) : null;
  const [commenting, setCommenting] = useState<number | null>(null);

  return (
    <Drawer
      open={person !== null}
      onClose={onClose}
      width={560}
      title={person ? `${person.userName} · 활동 피드백` : ''}
      extra={
        person && (
          <Button onClick={() => navigate(`/crm?ownerUserId=${person.userId}&fromDate=${fromDate}&toDate=${toDate}`)}>목록에서 보기</Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        {fromDate} ~ {toDate} 완료된 활동 {total.toLocaleString('ko-KR')}건. 피드백은 활동의 댓글로 남고 담당자에게 알림이 갑니다.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} />}
      {!rows && !error && <Spin style={{ display: 'block', margin: 24 }} />}
      {rows && rows.length === 0 && <Empty description="이 기간에 완료된 활동이 없습니다." />}
      {rows && rows.length > 0 && (
        <List
          dataSource={rows}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button key="fb" size="small" icon={<CommentOutlined />} onClick={() => setCommenting(r.id)}>
                  피드백
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={4}>
                    {r.nextActionOverdueYn === 'Y' && <WarningFilled style={{ color: '#cf1322' }} />}
                    <Typography.Link onClick={() => navigate(`/crm/${r.id}`)}>{r.subject}</Typography.Link>
                  </Space>
                }
                description={`${dayjs(r.activityAt).format('MM.DD HH:mm')} · ${r.activityTypeLabel} · ${r.customerName}`}
              />
            </List.Item>
          )}
        />
      )}
      {commenting !== null && <CommentDrawer recordType="CRM_RECORD" recordId={commenting} open onClose={() => setCommenting(null)} />}
    </Drawer>
  );
}
