import { Link, errorMessage } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import { useConfirmAction } from '@dure/shared/form';
import { UserPicker } from '@dure/shared/records';
import { KeywordFilter } from '@dure/shared/list';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { type LeadRow, managementApi } from '../api/managementApi';
import { openLeadsQuery } from '../api/managementQueries';

const SIZE = 50;

/** 일괄 재배정: pick open leads (e.g. of a person leaving) and give them to one new owner. */
export function BulkReassign() {
  const confirmAction = useConfirmAction();
  const [fromOwner, setFromOwner] = useState<number | null>(null);
  const [keyword, setKeyword] = useState<string>();
  const [pageNo, setPageNo] = useState(0);
  const queryClient = useQueryClient();
  const leads = useQuery({ ...openLeadsQuery({ page: pageNo, size: SIZE, keyword, ownerUserId: fromOwner ?? undefined }), placeholderData: keepPreviousData });
  const page = leads.data;
  const [selected, setSelected] = useState<number[]>([]);
  const [toOwner, setToOwner] = useState<number | null>(null);


  function reassign() {
    if (!toOwner || selected.length === 0) return;
    confirmAction({
      title: `리드 ${selected.length}건의 담당자를 바꿀까요?`,
      content: '새 담당자에게 알림이 가고, 리드는 새 담당자의 부서로 옮겨집니다.',
      okText: '재배정',
      run: async () => {
        const { updated } = await managementApi.reassign(selected, toOwner);
        setSelected([]);
        await queryClient.invalidateQueries({ queryKey: ['lead'] });
        return updated;
      },
      success: (updated) => `${updated}건을 재배정했습니다.`,
    });
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small">
        <Flex wrap gap={8} align="center">
          <div style={{ width: 200 }}>
            <UserPicker aria-label="현재 담당자" placeholder="현재 담당자" value={fromOwner} onChange={(id) => { setFromOwner(id); setPageNo(0); setSelected([]); }} />
          </div>
          <KeywordFilter
            label="리드 검색"
            placeholder="리드명, 리드번호, 고객사"
            width={220}
            value={keyword}
            onSearch={(next) => {
              setKeyword(next);
              setPageNo(0);
            }}
          />
          <Typography.Text type="secondary">진행 중인 리드만 표시합니다.</Typography.Text>
        </Flex>
      </Card>
      {leads.isError && <Alert type="error" showIcon message="리드를 불러오지 못했습니다" description={errorMessage(leads.error)} action={<Button onClick={() => void leads.refetch()}>다시 시도</Button>} />}
      <Flex gap={8} align="center" wrap>
        <Typography.Text>선택 {selected.length}건 →</Typography.Text>
        <div style={{ width: 220 }}>
          <UserPicker aria-label="새 담당자" placeholder="새 담당자" value={toOwner} onChange={setToOwner} />
        </div>
        <Button type="primary" disabled={!toOwner || selected.length === 0} onClick={reassign}>
          재배정
        </Button>
      </Flex>
      <Table<LeadRow>
        rowKey="id"
        size="small"
        loading={leads.isFetching}
        dataSource={page?.content ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), preserveSelectedRowKeys: true }}
        locale={{ emptyText: '조건에 맞는 진행 중 리드가 없습니다.' }}
        pagination={{ current: pageNo + 1, pageSize: SIZE, total: page?.totalElements ?? 0, onChange: (p) => setPageNo(p - 1), showTotal: (t) => `총 ${t.toLocaleString('ko-KR')}건`, showSizeChanger: false }}
        columns={[
          { title: '리드번호', dataIndex: 'leadNo' },
          { title: '리드명', dataIndex: 'title', render: (v: string, l) => <Link to={`/lead/${l.id}`}>{v}</Link> },
          { title: '고객사', render: (_, l) => l.customerName ?? l.prospectCompany ?? '-' },
          { title: '단계', dataIndex: 'stageName' },
          { title: '예상금액', dataIndex: 'expectedAmount', align: 'right', render: (v: number) => formatKRW(v) },
          { title: '예상 계약일', dataIndex: 'expectedCloseDate', render: (v: string) => formatDate(v) },
          { title: '담당자', render: (_, l) => `${l.ownerName ?? '-'} (${l.ownerDeptName ?? '-'})` },
        ]}
      />
    </Space>
  );
}
