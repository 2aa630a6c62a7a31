import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTRACT_LIMITS } from '@dure/shared/contracts/crm/contract';
import { dayjs } from '@dure/shared/format';
import { Alert, AutoComplete, Button, DatePicker, Flex, Input, InputNumber, Segmented, Select, Space, Table, Typography } from 'antd';
import { DUE_TYPE_LABELS, type DueType, type PaymentTerm, type TermInput } from '../api/contractApi';
import { checkTerms, rateOf } from '../model/money';

/** One editable line: entered either as a rate of the supply or as a fixed amount. */
export type TermRow = {
  key: string;
  name: string;
  mode: 'rate' | 'amount';
  rate: number | null;
  amount: number | null;
  dueType: DueType;
  dueDate: string | null;
  milestoneName: string | null;
};

let nextKey = 0;
const newKey = () => `t${++nextKey}`;

export const emptyTerm = (over: Partial<TermRow> = {}): TermRow => ({
  key: newKey(),
  name: '',
  mode: 'rate',
  rate: null,
  amount: null,
  dueType: 'ON_DATE',
  dueDate: null,
  milestoneName: null,
  ...over,
});

/** Stored terms as editor lines (a stored rate line stays a rate line). */
export const rowsFromTerms = (terms: PaymentTerm[]): TermRow[] =>
  terms.map((t) => ({
    key: newKey(),
    name: t.name,
    mode: t.rate !== null ? 'rate' : 'amount',
    rate: t.rate,
    amount: t.rate !== null ? null : t.amount,
    dueType: t.dueType,
    dueDate: t.dueDate,
    milestoneName: t.milestoneName,
  }));

export const termsFromRows = (rows: TermRow[]): TermInput[] =>
  rows.map((r) => ({
    name: r.name.trim(),
    rate: r.mode === 'rate' ? r.rate : null,
    amount: r.mode === 'amount' ? r.amount : null,
    dueType: r.dueType,
    dueDate: r.dueType === 'ON_DATE' || r.dueType === 'MONTHLY' ? r.dueDate : null,
    milestoneName: r.dueType === 'ON_MILESTONE' ? r.milestoneName : null,
  }));

/** Σ check of the form (used as the field's validator and for the live summary). */
export const checkRows = (rows: TermRow[], supplyAmount: number | null | undefined, currencyCode: string) => checkTerms(termsFromRows(rows), supplyAmount, currencyCode);

const NAME_SUGGESTIONS = ['선급금', '중도금', '잔금', '월정액', '계약금'].map((value) => ({ value }));

type Props = {
  value?: TermRow[];
  onChange?: (rows: TermRow[]) => void;
  supplyAmount: number | null | undefined;
  currencyCode: string;
  disabled?: boolean;
};

/** 지급조건 editor: lines by rate or amount, the other shown live, with the Σ check against the supply. */
export function PaymentTermsEditor({ value = [], onChange, supplyAmount, currencyCode, disabled }: Props) {
  const check = checkRows(value, supplyAmount, currencyCode);
  const unit = currencyCode === 'KRW' ? '원' : currencyCode;
  const fmt = (n: number | null) => (n === null ? '-' : `${n.toLocaleString('ko-KR', { maximumFractionDigits: 2 })} ${unit}`);
  const patch = (key: string, change: Partial<TermRow>) => onChange?.(value.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="small">
      <Table<TermRow>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={value}
        locale={{ emptyText: '지급조건이 없습니다. 행을 추가해 주세요.' }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '차수', width: 50, render: (_, __, i) => i + 1 },
          {
            title: '명칭',
            width: 130,
            render: (_, r, i) => (
              <AutoComplete
                aria-label={`${i + 1}행 명칭`}
                options={NAME_SUGGESTIONS}
                value={r.name}
                disabled={disabled}
                onChange={(name) => patch(r.key, { name: name.slice(0, CONTRACT_LIMITS.termName) })}
                style={{ width: 120 }}
                placeholder="선급금"
              />
            ),
          },
          {
            title: '입력 방식',
            width: 120,
            render: (_, r, i) => (
              <Segmented
                aria-label={`${i + 1}행 입력 방식`}
                size="small"
                disabled={disabled}
                value={r.mode}
                options={[
                  { value: 'rate', label: '비율' },
                  { value: 'amount', label: '금액' },
                ]}
                onChange={(mode) => {
                  const current = check.amounts[i];
                  // Switching keeps the line's value: a rate becomes its amount and back.
                  if (mode === 'amount') patch(r.key, { mode, amount: current, rate: null });
                  else patch(r.key, { mode: 'rate', rate: rateOf(r.amount, supplyAmount), amount: null });
                }}
              />
            ),
          },
          {
            title: '비율(%)',
            width: 110,
            render: (_, r, i) =>
              r.mode === 'rate' ? (
                <InputNumber<number>
                  aria-label={`${i + 1}행 비율`}
                  min={0.01}
                  max={100}
                  step={1}
                  precision={2}
                  disabled={disabled}
                  value={r.rate}
                  onChange={(rate) => patch(r.key, { rate })}
                  style={{ width: 100 }}
                />
              ) : (
                <Typography.Text type="secondary">{rateOf(check.amounts[i], supplyAmount)?.toFixed(2) ?? '-'}</Typography.Text>
              ),
          },
          {
            title: `금액(${unit})`,
            width: 170,
            render: (_, r, i) =>
              r.mode === 'amount' ? (
                <InputNumber<number>
                  aria-label={`${i + 1}행 금액`}
                  min={0}
                  precision={currencyCode === 'KRW' ? 0 : 2}
                  formatter={(v) => (v === undefined || v === null || String(v) === '' ? '' : Number(v).toLocaleString('ko-KR', { maximumFractionDigits: 2 }))}
                  parser={(v) => Number((v ?? '').replace(/,/g, '')) as number}
                  disabled={disabled}
                  value={r.amount}
                  onChange={(amount) => patch(r.key, { amount })}
                  style={{ width: 160 }}
                />
              ) : (
                <Typography.Text data-testid={`term-amount-${i + 1}`}>{fmt(check.amounts[i] ?? null)}</Typography.Text>
              ),
          },
          {
            title: '지급 시점',
            width: 120,
            render: (_, r, i) => (
              <Select<DueType>
                aria-label={`${i + 1}행 지급 시점`}
                disabled={disabled}
                value={r.dueType}
                onChange={(dueType) => patch(r.key, { dueType })}
                style={{ width: 110 }}
                options={(Object.keys(DUE_TYPE_LABELS) as DueType[]).map((d) => ({ value: d, label: DUE_TYPE_LABELS[d] }))}
              />
            ),
          },
          {
            title: '예정일 / 마일스톤',
            width: 190,
            render: (_, r, i) =>
              r.dueType === 'ON_MILESTONE' ? (
                <Input aria-label={`${i + 1}행 마일스톤`} disabled={disabled} value={r.milestoneName ?? ''} onChange={(e) => patch(r.key, { milestoneName: e.target.value })} placeholder="예: 중간 검수" maxLength={CONTRACT_LIMITS.milestoneName} />
              ) : r.dueType === 'ON_DATE' || r.dueType === 'MONTHLY' ? (
                <DatePicker
                  aria-label={`${i + 1}행 예정일`}
                  disabled={disabled}
                  value={r.dueDate ? dayjs(r.dueDate) : null}
                  onChange={(d) => patch(r.key, { dueDate: d ? d.format('YYYY-MM-DD') : null })}
                  placeholder={r.dueType === 'MONTHLY' ? '비우면 기간 매월로 나눔' : '지급 예정일'}
                  style={{ width: 180 }}
                />
              ) : (
                <Typography.Text type="secondary">계약 체결 시</Typography.Text>
              ),
          },
          {
            title: '',
            width: 40,
            render: (_, r, i) => (
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${i + 1}행 삭제`} disabled={disabled} onClick={() => onChange?.(value.filter((x) => x.key !== r.key))} />
            ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button icon={<PlusOutlined />} disabled={disabled} onClick={() => onChange?.([...value, emptyTerm({ name: value.length === 0 ? '선급금' : '잔금' })])}>
          행 추가
        </Button>
        <Typography.Text data-testid="term-sum" type={check.ok ? 'success' : 'danger'}>
          합계 {fmt(check.sum)} / 공급가액 {fmt(supplyAmount ?? null)}
        </Typography.Text>
      </Flex>
      {value.length > 0 && !check.ok && check.message && <Alert type="warning" showIcon message={check.message} />}
      {value.some((r) => r.dueType === 'MONTHLY' && !r.dueDate) && (
        <Typography.Text type="secondary">매월 지급 조건은 저장할 때 계약기간의 매월로 나뉩니다 (마지막 달이 끝전을 가져갑니다).</Typography.Text>
      )}
    </Space>
  );
}
