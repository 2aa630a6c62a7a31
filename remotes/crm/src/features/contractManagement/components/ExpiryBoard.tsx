import { ReloadOutlined } from '@ant-design/icons';
import { Link, errorMessage } from '@dure/shared';
import { ExpiryBucket as ExpiryBuckets } from '@dure/shared/contracts/crm/contract';
import { formatDate, formatKRW } from '@dure/shared/format';
import { Alert, Button, Card, Col, Flex, Row, Segmented, Statistic, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExpiringContract, ExpiryBucket } from '../api/managementApi';
import { expiryBoardQuery } from '../api/managementQueries';

const BUCKETS: { key: ExpiryBucket; label: string; days: number; color: string }[] = [
  { key: 'D30', label: ExpiryBuckets.labels.D30, days: 30, color: 'red' },
  { key: 'D60', label: ExpiryBuckets.labels.D60, days: 60, color: 'orange' },
  { key: 'D90', label: ExpiryBuckets.labels.D90, days: 90, color: 'gold' },
];

/** 만료 예정: ACTIVE contracts of the whole organisation ending within 90 days, by 30/60/90-day bucket. */
export function ExpiryBoard() {
  const expiring = useQuery(expiryBoardQuery());
  const board = expiring.data;
  const error = expiring.isError ? errorMessage(expiring.error) : null;
  const reload = () => void expiring.refetch();
  const [within, setWithin] = useState(90);

  const rows = (board?.content ?? []).filter((c) => c.daysToEnd <= within);
  const counts: Record<ExpiryBucket, number> = { D30: board?.d30 ?? 0, D60: board?.d60 ?? 0, D90: board?.d90 ?? 0 };

  return (
    <Flex vertical gap={12}>
      {error && <Alert type="error" showIcon message="만료 예정 계약을 불러오지 못했습니다" description={error} action={<Button onClick={reload}>다시 시도</Button>} />}
      <Row gutter={16}>
        {BUCKETS.map((b) => (
          <Col xs={8} key={b.key}>
            <Card size="small" hoverable onClick={() => setWithin(b.days)} style={within === b.days ? { borderColor: '#1677ff' } : undefined}>
              <Statistic title={`${b.label} 만료`} value={counts[b.key]} suffix="건" loading={!board && !error} />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="space-between">
        <Segmented value={within} onChange={(v) => setWithin(Number(v))} options={BUCKETS.map((b) => ({ value: b.days, label: b.label }))} />
        <Button icon={<ReloadOutlined />} aria-label="새로고침" onClick={reload} />
      </Flex>
      <Table<ExpiringContract>
        rowKey="id"
        size="small"
        loading={!board && !error}
        dataSource={rows}
        pagination={{ pageSize: 20, showTotal: (n) => `총 ${n}건` }}
        locale={{ emptyText: `${within}일 안에 끝나는 진행중 계약이 없습니다.` }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'D-day', dataIndex: 'daysToEnd', render: (d: number, c) => <Tag color={BUCKETS.find((b) => b.key === c.bucket)?.color}>D-{d}</Tag> },
          { title: '계약번호', dataIndex: 'contractNo', render: (no: string, c) => <Link to={`/contract/${c.id}`}>{no}</Link> },
          { title: '계약명', dataIndex: 'title' },
          { title: '고객사', dataIndex: 'customerName' },
          { title: '종료일', dataIndex: 'endDate', render: (d: string) => formatDate(d) },
          { title: '자동연장', dataIndex: 'autoRenewYn', render: (v: 'Y' | 'N') => (v === 'Y' ? <Tag color="purple">자동연장</Tag> : <Tag>만료 예정</Tag>) },
          { title: '원화공급가', dataIndex: 'krwSupplyAmount', align: 'right', render: (n: number) => formatKRW(n) },
          { title: '담당', dataIndex: 'ownerUserName', render: (_: unknown, c) => (c.ownerUserName ? `${c.ownerUserName}${c.ownerDeptName ? ` · ${c.ownerDeptName}` : ''}` : '-') },
        ]}
      />
    </Flex>
  );
}
