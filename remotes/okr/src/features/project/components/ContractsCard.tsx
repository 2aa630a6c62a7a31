import { Link, errorMessage } from '@dure/shared';
import { ContractStatus } from '@dure/shared/contracts/crm/contract';
import { formatDate, formatKRW } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag } from 'antd';
import { type ProjectContract } from '../api/projectApi';
import { contractsQuery } from '../api/projectQueries';

/** 계약 tab: the CRM contracts that point at the project (Contract.projectId) and the caller may open. */
export function ContractsCard({ projectId }: { projectId: number }) {
  const q = useQuery(contractsQuery(projectId));
  return (
    <Card size="small" title={`계약 (${q.data?.length ?? 0})`}>
      {q.isError && <Alert type="error" showIcon message={`계약을 불러오지 못했습니다: ${errorMessage(q.error)}`} />}
      <Table<ProjectContract>
        rowKey="id"
        size="small"
        loading={q.isPending}
        pagination={false}
        dataSource={q.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '이 프로젝트에 연결된 계약 중 볼 수 있는 계약이 없습니다.' }}
        columns={[
          { title: '계약번호', dataIndex: 'contractNo', render: (_, c) => <Link to={`/contract/${c.id}`}>{c.contractNo}</Link> },
          { title: '계약명', dataIndex: 'title' },
          { title: '고객사', dataIndex: 'customerName' },
          { title: '상태', dataIndex: 'status', render: (_, c) => <Tag>{ContractStatus.labels[c.status]}</Tag> },
          { title: '계약기간', render: (_, c) => `${formatDate(c.startDate)} ~ ${formatDate(c.endDate)}` },
          { title: '원화공급가', dataIndex: 'krwSupplyAmount', align: 'right', render: (v: number) => formatKRW(v) },
        ]}
      />
    </Card>
  );
}
