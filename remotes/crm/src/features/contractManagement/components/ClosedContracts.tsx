import { RedoOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, errorMessage } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import { Alert, App, Button, Flex, Input, Popconfirm, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '@dure/shared';
import { type ManagedContract, managementApi } from '../api/managementApi';

const LABELS: Record<string, { label: string; color: string }> = { EXPIRED: { label: '만료', color: 'volcano' }, TERMINATED: { label: '해지', color: 'red' } };

/** 만료·해지 계약: ended contracts of the whole organisation; CONTRACT_MANAGEMENT_WRITE reopens them. */
export function ClosedContracts({ canReopen }: { canReopen: boolean }) {
  const { message } = App.useApp();
  const [query, setQuery] = useState({ page: 0, size: 20, keyword: '' });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<Page<ManagedContract> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await managementApi.closed(query));
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setLoading(false);
    }
  }, [query]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function reopen(c: ManagedContract) {
    try {
      await managementApi.reopen(c.id, c.version);
      message.success(`${c.contractNo} 계약을 재개했습니다.`);
      await reload();
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  return (
    <Flex vertical gap={12}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="계약명, 계약번호"
        aria-label="검색어"
        style={{ width: 260 }}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          if (!e.target.value) setQuery((q) => ({ ...q, page: 0, keyword: '' }));
        }}
        onPressEnter={() => setQuery((q) => ({ ...q, page: 0, keyword: keyword.trim() }))}
      />
      {error && <Alert type="error" showIcon message="종료된 계약을 불러오지 못했습니다" description={error} action={<Button onClick={() => void reload()}>다시 시도</Button>} />}
      <Table<ManagedContract>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={page?.content ?? []}
        locale={{ emptyText: query.keyword ? '조건에 맞는 계약이 없습니다.' : '만료되거나 해지된 계약이 없습니다.' }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: page?.totalElements ?? 0,
          showTotal: (n) => `총 ${n.toLocaleString('ko-KR')}건`,
          onChange: (p, size) => setQuery((q) => ({ ...q, page: p - 1, size })),
        }}
        columns={[
          { title: '상태', dataIndex: 'status', render: (s: string) => <Tag color={LABELS[s]?.color}>{LABELS[s]?.label ?? s}</Tag> },
          { title: '계약번호', dataIndex: 'contractNo', render: (no: string, c) => <Link to={`/contract/${c.id}`}>{no}</Link> },
          { title: '계약명', dataIndex: 'title' },
          { title: '고객사', dataIndex: 'customerName' },
          { title: '기간', render: (_: unknown, c) => `${formatDate(c.startDate)} ~ ${formatDate(c.endDate)}` },
          { title: '원화공급가', dataIndex: 'krwSupplyAmount', align: 'right', render: (n: number) => formatKRW(n) },
          { title: '담당', dataIndex: 'ownerUserName', render: (v: string | null) => v ?? '-' },
          ...(canReopen
            ? [
                {
                  title: '',
                  render: (_: unknown, c: ManagedContract) => (
                    <Popconfirm title={`${c.contractNo} 계약을 진행중으로 재개할까요?`} okText="재개" cancelText="취소" onConfirm={() => void reopen(c)}>
                      <Button size="small" icon={<RedoOutlined />}>
                        재개
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Flex>
  );
}
