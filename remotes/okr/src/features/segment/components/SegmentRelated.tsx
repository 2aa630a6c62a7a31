import { Link, errorMessage, useAllowedPages } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import type { Page } from '@dure/shared/contracts';
import { CUSTOMER_STATUS } from '@dure/shared/contracts/crm/customer';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import type { SegmentCustomer, SegmentDetail, SegmentLead } from '../api/segmentApi';
import { segmentCustomersQuery, segmentLeadsQuery } from '../api/segmentQueries';
import { PriorityTag, pctOrDash, wonOrDash } from './segmentFormat';

const SIZE = 10;

/** A link to a crm record when the user may open its page; its name otherwise. */
function RecordLink({ allowed, to, children }: { allowed: boolean; to: string; children: ReactNode }) {
  return allowed ? <Link to={to}>{children}</Link> : <>{children}</>;
}

type PageQuery<T> = (page: number) => UseQueryOptions<Page<T>, Error, Page<T>, any>;

/** One server-paged table of a segment's related records, with its load error and retry. */
function PagedTable<T extends { id: number }>({ query, columns, empty }: { query: PageQuery<T>; columns: TableColumnsType<T>; empty: string }) {
  const [page, setPage] = useState(0);
  const q = useQuery(query(page));
  if (q.error && !q.data) return <Alert type="error" showIcon message="목록을 불러오지 못했습니다." description={errorMessage(q.error)} action={<Button onClick={() => void q.refetch()}>다시 시도</Button>} />;
  return (
    <Table<T>
      size="small"
      rowKey="id"
      loading={q.isFetching}
      columns={columns}
      dataSource={q.data?.content ?? []}
      locale={{ emptyText: empty }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page + 1, pageSize: SIZE, total: q.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
    />
  );
}

function CustomersTable({ segmentId }: { segmentId: number }) {
  const allowed = useAllowedPages().includes('CustomerDetailPage');
  const columns: TableColumnsType<SegmentCustomer> = [
    { title: '고객사', dataIndex: 'name', render: (_, c) => <RecordLink allowed={allowed} to={`/customer/${c.id}`}>{c.name}</RecordLink> },
    { title: '고객번호', dataIndex: 'customerNo' },
    { title: '세그먼트', dataIndex: 'segmentName', render: (_, c) => c.segmentName ?? '-' },
    { title: '등급', dataIndex: 'grade', render: (_, c) => c.grade ?? '-' },
    { title: '상태', dataIndex: 'status', render: (_, c) => <Tag>{CUSTOMER_STATUS.labels[c.status]}</Tag> },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, c) => c.ownerUserName ?? '-' },
    { title: '올해 매출', dataIndex: 'salesYtd', align: 'right', render: (_, c) => formatKRW(c.salesYtd) },
    { title: '진행 중 파이프라인', dataIndex: 'openPipeline', align: 'right', render: (_, c) => formatKRW(c.openPipeline) },
  ];
  return <PagedTable<SegmentCustomer> query={(page) => segmentCustomersQuery(segmentId, page, SIZE)} columns={columns} empty="이 세그먼트에 속한 고객사가 없습니다." />;
}

function LeadsTable({ segmentId }: { segmentId: number }) {
  const allowed = useAllowedPages();
  const columns: TableColumnsType<SegmentLead> = [
    { title: '리드', dataIndex: 'title', render: (_, l) => <RecordLink allowed={allowed.includes('LeadDetailPage')} to={`/lead/${l.id}`}>{l.title}</RecordLink> },
    { title: '리드번호', dataIndex: 'leadNo' },
    { title: '고객사', dataIndex: 'customerName', render: (_, l) => l.customerName ?? '-' },
    { title: '단계', dataIndex: 'stageName', render: (_, l) => `${l.stageName} (${l.probability}%)` },
    { title: '예상 금액', dataIndex: 'expectedAmount', align: 'right', render: (_, l) => formatKRW(l.expectedAmount) },
    { title: '예상 마감일', dataIndex: 'expectedCloseDate', render: (_, l) => formatDate(l.expectedCloseDate) },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, l) => l.ownerUserName ?? '-' },
  ];
  return <PagedTable<SegmentLead> query={(page) => segmentLeadsQuery(segmentId, page, SIZE)} columns={columns} empty="진행 중인 리드가 없습니다." />;
}

function ChildrenTable({ segment }: { segment: SegmentDetail }) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={segment.children}
      locale={{ emptyText: '하위 세그먼트가 없습니다.' }}
      columns={[
        { title: '세그먼트', dataIndex: 'name', render: (_, s) => <Link to={`/segment/${s.id}`}>{s.name}</Link> },
        { title: '코드', dataIndex: 'code' },
        { title: '우선순위', dataIndex: 'priority', render: (_, s) => <PriorityTag priority={s.priority} /> },
        { title: 'SAM', dataIndex: 'sam', align: 'right', render: (_, s) => wonOrDash(s.sam) },
        { title: '고객사', dataIndex: 'customerCount', align: 'right', render: (_, s) => `${s.customerCount}곳` },
        { title: '올해 매출', dataIndex: 'salesYtd', align: 'right', render: (_, s) => formatKRW(s.salesYtd) },
        { title: '점유율', dataIndex: 'sharePct', align: 'right', render: (_, s) => pctOrDash(s.sharePct) },
      ]}
    />
  );
}

/** 세그먼트 상세의 관련 목록: (a market's) segments, customers, open leads. */
export function SegmentRelated({ segment }: { segment: SegmentDetail }) {
  const items = [
    ...(segment.level === 'MARKET' ? [{ key: 'children', label: `하위 세그먼트 (${segment.children.length})`, children: <ChildrenTable segment={segment} /> }] : []),
    { key: 'customers', label: `고객사 (${segment.customerCount})`, children: <CustomersTable segmentId={segment.id} /> },
    { key: 'leads', label: `진행 중 리드 (${segment.openLeadCount})`, children: <LeadsTable segmentId={segment.id} /> },
  ];
  return (
    <Card size="small" title="관련 목록">
      <Tabs size="small" destroyOnHidden items={items} />
    </Card>
  );
}
