import { RedoOutlined } from '@ant-design/icons';
import { Link, errorMessage } from '@dure/shared';
import { dayjs, formatDate, formatKRW } from '@dure/shared/format';
import { KeywordFilter } from '@dure/shared/list';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Flex, Form, Modal, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { type ManagedContract, managementApi } from '../api/managementApi';
import { closedContractsQuery } from '../api/managementQueries';

const LABELS: Record<string, { label: string; color: string }> = { EXPIRED: { label: '만료', color: 'volcano' }, TERMINATED: { label: '해지', color: 'red' } };

/** 만료·해지 계약: ended contracts of the whole organisation; CONTRACT_MANAGEMENT_WRITE reopens them. */
export function ClosedContracts({ canReopen }: { canReopen: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<{ page: number; size: number; keyword?: string }>({ page: 0, size: 20 });
  const closed = useQuery({ ...closedContractsQuery(query), placeholderData: keepPreviousData });
  const page = closed.data;

  const [reopening, setReopening] = useState<ManagedContract | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ endDate?: Dayjs }>();

  async function reopen() {
    if (!reopening) return;
    let values: { endDate?: Dayjs };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await managementApi.reopen(reopening.id, reopening.version, values.endDate?.format('YYYY-MM-DD'));
      message.success(`${reopening.contractNo} 계약을 재개했습니다.`);
      setReopening(null);
      // The contract is live again: in the contract list, its page and the expiry board.
      await queryClient.invalidateQueries({ queryKey: ['contract'] });
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Flex vertical gap={12}>
      <KeywordFilter value={query.keyword} onSearch={(keyword) => setQuery((q) => ({ ...q, page: 0, keyword }))} placeholder="계약명, 계약번호" width={260} />
      {closed.isError && (
        <Alert type="error" showIcon message="종료된 계약을 불러오지 못했습니다" description={errorMessage(closed.error)} action={<Button onClick={() => void closed.refetch()}>다시 시도</Button>} />
      )}
      <Table<ManagedContract>
        rowKey="id"
        size="small"
        loading={closed.isFetching}
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
                    <Button size="small" icon={<RedoOutlined />} onClick={() => setReopening(c)}>
                      재개
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal open={reopening !== null} title={`계약 재개 · ${reopening?.contractNo ?? ''}`} okText="재개" cancelText="취소" confirmLoading={saving} onOk={() => void reopen()} onCancel={() => setReopening(null)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <p>{reopening?.title} 계약을 다시 진행중으로 돌립니다.</p>
          {reopening && reopening.daysToEnd < 0 && (
            <Form.Item name="endDate" label="새 종료일" rules={[{ required: true, message: '종료일이 지난 계약을 재개하려면 오늘 이후의 새 종료일을 입력해 주세요.' }]}>
              <DatePicker aria-label="새 종료일" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </Flex>
  );
}
