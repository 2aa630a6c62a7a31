import { Link, errorMessage } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { Alert, Button, Drawer, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { STATUS_COLORS, STATUS_LABELS } from '../api/taxInvoiceApi';
import { deadlineBoardQuery } from '../api/taxInvoiceQueries';

/** 발급기한 현황 (TAX_INVOICE_MANAGEMENT_*): last month's unissued invoices and uninvoiced payment terms against this month's deadline. */
export function DeadlineBoardDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Fetched afresh at each opening: the deadline counts in days.
  const query = useQuery({ ...deadlineBoardQuery(), enabled: open, refetchOnMount: 'always', staleTime: 0 });
  const board = query.data ?? null;
  const error = query.isError ? errorMessage(query.error) : null;

  return (
    <Drawer open={open} onClose={onClose} width={560} title="발급기한 현황">
      {error && <Alert type="error" showIcon message="발급기한 현황을 불러오지 못했습니다" description={error} action={<Button onClick={() => void query.refetch()}>다시 시도</Button>} />}
      {!board && !error && <Skeleton active />}
      {board && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Alert
            type={board.daysLeft < 0 ? 'error' : board.daysLeft <= 3 ? 'warning' : 'info'}
            showIcon
            message={`${board.month} 공급분 발급기한 ${board.deadline}`}
            description={board.daysLeft < 0 ? `기한이 ${-board.daysLeft}일 지났습니다. 지연 발급은 가산세 대상입니다.` : `기한까지 ${board.daysLeft}일 남았습니다.`}
          />
          <div>
            <Typography.Title level={5}>발급되지 않은 세금계산서 ({board.pendingInvoices.length}건)</Typography.Title>
            {board.pendingInvoices.length === 0 ? (
              <Empty description="지난달까지 공급분 중 발급 대기 중인 세금계산서가 없습니다." />
            ) : (
              <List
                size="small"
                dataSource={board.pendingInvoices}
                renderItem={(r) => (
                  <List.Item extra={formatKRW(r.totalAmount)}>
                    <Space direction="vertical" size={0}>
                      <Space size={4}>
                        <Link to={`/taxinvoice/${r.id}`} onClick={onClose}>{r.invoiceNo}</Link>
                        <Tag color={STATUS_COLORS[r.status]}>{STATUS_LABELS[r.status]}</Tag>
                        {r.late && <Tag color="red">지연</Tag>}
                      </Space>
                      <Typography.Text type="secondary">{r.buyerName} · 작성 {r.writeDate} · 기한 {r.issueDeadline}</Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </div>
          <div>
            <Typography.Title level={5}>청구되지 않은 지급조건</Typography.Title>
            {board.uninvoicedTerms === null ? (
              <Typography.Text type="secondary">계약 지급조건 정보가 아직 없습니다.</Typography.Text>
            ) : board.uninvoicedTerms.length === 0 ? (
              <Empty description="지난달 도래한 지급조건은 모두 청구되었습니다." />
            ) : (
              <List
                size="small"
                dataSource={board.uninvoicedTerms}
                renderItem={(t) => (
                  <List.Item extra={t.amount === null ? '-' : formatKRW(t.amount)}>
                    <Space direction="vertical" size={0}>
                      <Link to={`/contract/${t.contractId}`} onClick={onClose}>{t.contractNo} {t.name}</Link>
                      <Typography.Text type="secondary">{t.customerName} · 도래일 {t.dueDate}</Typography.Text>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </div>
        </Space>
      )}
    </Drawer>
  );
}
