import { errorMessage } from '@dure/shared';
import { COLLECTION_METHOD, type CollectionMethod } from '@dure/shared/contracts/crm/receivable';
import { DateField, ModalForm } from '@dure/shared/form';
import { formatDate, formatKRW } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Collection, type Receivable, collectionApi, receivablesOfQuery } from '../api/collectionApi';
import { type Allocations, type OpenReceivable, allocationBody, checkAllocations, oldestFirst } from '../model/allocation';

type Values = { collectedDate: Dayjs; amount?: number; method: CollectionMethod; noteDueDate?: Dayjs | null; memo?: string; allocations: Allocations; manualYn?: 'Y' };

type Props = {
  open: boolean;
  customerId: number;
  customerName: string | null;
  /** From a contract: only its receivables are offered. */
  contractId?: number;
  onClose: () => void;
  onSaved: (saved: Collection) => void;
};

const wonInput = {
  precision: 0,
  formatter: (v?: number | string) => (v === undefined || v === '' ? '' : Number(v).toLocaleString('ko-KR')),
  parser: (v?: string) => Number((v ?? '').replace(/[^\d]/g, '')),
};

/** The open receivables with an amount each; Σ and 선수금 below, the oldest-first default a click away. */
function AllocationEditor({ receivables, amount, value = {}, onChange, onDefault }: { receivables: Receivable[]; amount: number; value?: Allocations; onChange?: (next: Allocations) => void; onDefault: () => void }) {
  const check = checkAllocations(receivables, amount, value);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<Receivable>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={receivables}
        locale={{ emptyText: '잔액이 남은 채권이 없습니다. 수금액은 모두 선수금이 됩니다.' }}
        scroll={{ y: 240 }}
        columns={[
          { title: '세금계산서', dataIndex: 'invoiceNo', width: 150 },
          { title: '만기일', dataIndex: 'dueDate', width: 110, render: formatDate },
          { title: '잔액', dataIndex: 'balance', align: 'right', render: (v: number) => formatKRW(v) },
          {
            title: '배분액',
            key: 'allocation',
            width: 170,
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <InputNumber<number>
                  {...wonInput}
                  aria-label={`${r.invoiceNo ?? r.id} 배분액`}
                  min={0}
                  max={r.balance}
                  status={check.rows[r.id] ? 'error' : undefined}
                  value={value[r.id] ?? 0}
                  onChange={(v) => onChange?.({ ...value, [r.id]: v ?? 0 })}
                  style={{ width: 150 }}
                />
                {check.rows[r.id] && <Typography.Text type="danger">{check.rows[r.id]}</Typography.Text>}
              </Space>
            ),
          },
        ]}
      />
      <Space wrap>
        <Typography.Text data-testid="allocation-sum">배분 합계 {formatKRW(check.allocated)}</Typography.Text>
        <Typography.Text type="secondary" data-testid="allocation-advance">
          선수금 {formatKRW(check.advance)}
        </Typography.Text>
        {receivables.length > 0 && (
          <Button size="small" onClick={onDefault}>
            만기 빠른 순으로 다시 배분
          </Button>
        )}
      </Space>
      {check.total && <Alert type="error" showIcon message={check.total} />}
    </Space>
  );
}

/** 수금 등록 (DOMAIN §4 Collection): date, amount, method (어음은 만기일), memo, and its allocation — oldest due first unless edited. */
export function CollectionModal({ open, customerId, customerName, contractId, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const receivables = useQuery({ ...receivablesOfQuery(contractId ? { contractId, openYn: 'Y' } : { customerId, openYn: 'Y' }), enabled: open });
  const rows = (receivables.data?.content ?? []).filter((r) => r.balance > 0);
  const method = Form.useWatch('method', form);
  const amount = Form.useWatch('amount', form) ?? 0;
  const openRows: OpenReceivable[] = rows;
  return (
    <ModalForm<Values, Collection>
      open={open}
      form={form}
      width={720}
      title={`수금 등록 · ${customerName ?? ''}`}
      submitText="수금 등록"
      ready={!receivables.isPending}
      initialValues={{ collectedDate: dayjs(), method: 'TRANSFER', allocations: {} }}
      formProps={{
        onValuesChange: (changed: Partial<Values>) => {
          // Until the allocations are edited by hand they follow the amount, oldest due first.
          if ('amount' in changed && form.getFieldValue('manualYn') !== 'Y') form.setFieldValue('allocations', oldestFirst(openRows, changed.amount ?? 0));
          if ('allocations' in changed) form.setFieldValue('manualYn', 'Y');
        },
      }}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) =>
        collectionApi.record({
          customerId,
          collectedDate: v.collectedDate.format('YYYY-MM-DD'),
          amount: v.amount ?? 0,
          method: v.method,
          noteDueDate: v.method === 'NOTE' && v.noteDueDate ? v.noteDueDate.format('YYYY-MM-DD') : null,
          memo: v.memo?.trim() || null,
          allocations: allocationBody(openRows, v.allocations ?? {}),
        })
      }
    >
      {receivables.isError && <Alert type="error" showIcon message="채권 목록을 불러오지 못했습니다" description={errorMessage(receivables.error)} style={{ marginBottom: 12 }} />}
      <Space wrap size="middle" align="start">
        <DateField name="collectedDate" label="수금일" requiredMessage="수금일을 입력해 주세요." disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        <Form.Item
          name="amount"
          label="수금액 (원)"
          rules={[
            { required: true, message: '수금액을 입력해 주세요.' },
            { validator: async (_, v?: number) => { if (v !== undefined && v !== null && v <= 0) throw new Error('수금액은 0원보다 커야 합니다.'); } },
          ]}
        >
          <InputNumber<number> {...wonInput} aria-label="수금액" min={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="method" label="수금 방법" rules={[{ required: true, message: '수금 방법을 선택해 주세요.' }]}>
          <Select aria-label="수금 방법" style={{ width: 140 }} options={COLLECTION_METHOD.codes.map((c) => ({ value: c, label: COLLECTION_METHOD.labels[c] }))} />
        </Form.Item>
        {method === 'NOTE' && <DateField name="noteDueDate" label="어음 만기일" requiredMessage="어음은 만기일을 입력해 주세요." />}
      </Space>
      <Form.Item name="memo" label="메모">
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="manualYn" hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name="allocations"
        label="채권 배분"
        dependencies={['amount']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, v?: Allocations) => {
              const check = checkAllocations(openRows, getFieldValue('amount') ?? 0, v ?? {});
              if (!check.ok) throw new Error(check.total ?? '배분액을 확인해 주세요.');
            },
          }),
        ]}
      >
        <AllocationEditor receivables={rows} amount={amount} onDefault={() => form.setFieldsValue({ allocations: oldestFirst(openRows, form.getFieldValue('amount') ?? 0), manualYn: undefined })} />
      </Form.Item>
    </ModalForm>
  );
}
