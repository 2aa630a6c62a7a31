import { useCurrentUser } from '@dure/shared';
import { ModalForm } from '@dure/shared/form';
import { formatKRW } from '@dure/shared/format';
import { CURRENCIES, Currency, type CurrencyCode, krwSupplyOf, toFixedInt, toMinor } from '@dure/shared/money';
import { CustomerSelect, DepartmentSelect, ProjectPicker } from '@dure/shared/records';
import { DatePicker, Form, Input, InputNumber, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ContractSelect } from '../../../components/pickers';
import { SOURCE_LABELS, type SalesLedger, salesLedgerApi } from '../api/salesLedgerApi';

const NOTE_MAX = 1000;
/** Revenue goes to any live project, not only those the writer's project roles show. */
export const LEDGER_PROJECTS = 'api/sales-ledger/project-picker';
const monthRule = { required: true, message: '귀속월을 선택해 주세요.' };
const deptRule = { required: true, message: '부서를 선택해 주세요.' };
/** A signed whole-won amount that must be given and not be 0. */
const nonZeroWon = (requiredMessage: string) => [
  { required: true, message: requiredMessage },
  { validator: async (_: unknown, v?: number) => { if (v === 0) throw new Error('0원은 등록할 수 없습니다.'); } },
];

/**
 * The won a foreign amount books at: sign × floor(|amt| × rate ÷ quoteUnit), the server's rule (DOMAIN §1.2);
 * null while the amount or the rate is incomplete or malformed.
 */
export function foreignWon(amount: number | null | undefined, currency: CurrencyCode, rate: number | null | undefined): number | null {
  if (amount === null || amount === undefined || rate === null || rate === undefined || currency === 'KRW') return null;
  const minor = toMinor(Math.abs(amount), currency);
  const rate4 = toFixedInt(rate, 4);
  if (minor === null || rate4 === null || rate4 === 0n) return null;
  return Number(krwSupplyOf(minor, currency, rate4)) * (amount < 0 ? -1 : 1);
}

type ManualValues = {
  ym: Dayjs;
  customerId: number;
  contractId?: number | null;
  projectId?: number | null;
  deptId: number;
  currencyCode: CurrencyCode;
  amount?: number;
  foreignAmount?: number;
  exchangeRate?: number;
  note?: string;
};

function ForeignPreview() {
  const form = Form.useFormInstance<ManualValues>();
  const currency = Form.useWatch('currencyCode', form) ?? 'KRW';
  const amount = Form.useWatch('foreignAmount', form);
  const rate = Form.useWatch('exchangeRate', form);
  const won = foreignWon(amount, currency, rate);
  if (currency === 'KRW') return null;
  return (
    <Form.Item label="원화 금액">
      <Typography.Text data-testid="ledger-krw-preview">{won === null ? '외화 금액과 환율을 입력하면 계산됩니다' : formatKRW(won)}</Typography.Text>
    </Form.Item>
  );
}

/** 수기 매출 (MANUAL) 등록·수정; an ADJUSTMENT row edits its month, amount, reason and place here too. */
export function ManualLedgerModal({ open, row, onClose, onSaved }: { open: boolean; row: SalesLedger | null; onClose: () => void; onSaved: (saved: SalesLedger) => void }) {
  const [form] = Form.useForm<ManualValues>();
  // A new row books to the writer's department unless another is picked (DOMAIN §1.1 ownerDeptId default).
  const me = useCurrentUser();
  const customerId = Form.useWatch('customerId', form);
  const currency = Form.useWatch('currencyCode', form) ?? 'KRW';
  const adjustment = row?.sourceType === 'ADJUSTMENT';
  return (
    <ModalForm<ManualValues, SalesLedger>
      open={open}
      form={form}
      title={row ? `${SOURCE_LABELS[row.sourceType]} 매출 수정 · ${row.ym}` : '수기 매출 등록'}
      width={640}
      initialValues={
        row
          ? {
              ym: dayjs(`${row.ym}-01`),
              customerId: row.customerId,
              contractId: row.contractId,
              projectId: row.projectId,
              deptId: row.deptId,
              currencyCode: (row.currencyCode ?? 'KRW') as CurrencyCode,
              amount: row.amount,
              foreignAmount: row.foreignAmount ?? undefined,
              exchangeRate: row.exchangeRate ?? undefined,
              note: row.note ?? undefined,
            }
          : { ym: dayjs(), currencyCode: 'KRW', deptId: me?.deptId ?? undefined }
      }
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const foreign = v.currencyCode !== 'KRW';
        const input = {
          ym: v.ym.format('YYYY-MM'),
          customerId: v.customerId,
          contractId: v.contractId ?? null,
          projectId: v.projectId ?? null,
          deptId: v.deptId,
          currencyCode: foreign ? v.currencyCode : null,
          amount: foreign ? undefined : v.amount,
          foreignAmount: foreign ? (v.foreignAmount ?? null) : null,
          exchangeRate: foreign ? (v.exchangeRate ?? null) : null,
          note: v.note?.trim() || null,
        };
        return row ? salesLedgerApi.update(row.id, row.version, input) : salesLedgerApi.create(input);
      }}
    >
      <Form.Item name="ym" label="귀속월" rules={[monthRule]}>
        <DatePicker picker="month" format="YYYY-MM" allowClear={false} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="customerId" label="고객사" rules={[{ required: true, message: '고객사를 선택해 주세요.' }]}>
        <CustomerSelect aria-label="고객사" disabled={adjustment} initialLabel={row?.customerName ?? undefined} onChange={() => form.setFieldValue('contractId', null)} />
      </Form.Item>
      <Form.Item name="contractId" label="계약">
        <ContractSelect aria-label="계약" customerId={customerId} disabled={adjustment} initialLabel={row?.contractNo ? `${row.contractNo} ${row.contractTitle ?? ''}` : undefined} />
      </Form.Item>
      <Form.Item name="projectId" label="프로젝트" extra="비워 두면 미배정으로 남습니다.">
        <ProjectPicker source={LEDGER_PROJECTS} aria-label="프로젝트" initialLabel={row?.projectNo ? `${row.projectName} (${row.projectNo})` : undefined} />
      </Form.Item>
      <Form.Item name="deptId" label="부서" rules={[deptRule]}>
        <DepartmentSelect aria-label="부서" placeholder="매출 귀속 부서" />
      </Form.Item>
      {!adjustment && (
        <Form.Item name="currencyCode" label="통화">
          <Select style={{ width: 200 }} options={Currency.codes.map((c) => ({ value: c, label: Currency.labels[c] }))} />
        </Form.Item>
      )}
      {currency === 'KRW' || adjustment ? (
        <Form.Item
          name="amount"
          label="금액 (원, 부가세 제외)"
          rules={nonZeroWon('금액을 입력해 주세요.')}
        >
          <InputNumber<number> aria-label="금액" precision={0} style={{ width: 220 }} formatter={(v) => (v === undefined ? '' : Number(v).toLocaleString('ko-KR'))} parser={(v) => Number((v ?? '').replace(/[^\d-]/g, ''))} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="foreignAmount" label={`외화 금액 (${currency})`} rules={[{ required: true, message: '외화 금액을 입력해 주세요.' }]}>
            <InputNumber<number> aria-label="외화 금액" precision={2} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item
            name="exchangeRate"
            label={CURRENCIES[currency].quoteUnit === 100 ? `환율 (100${currency}당 원)` : '환율 (원)'}
            rules={[{ required: true, message: '환율을 입력해 주세요.' }]}
          >
            <InputNumber<number> aria-label="환율" min={0} precision={4} style={{ width: 220 }} />
          </Form.Item>
          <ForeignPreview />
        </>
      )}
      <Form.Item name="note" label={adjustment ? '조정 사유' : '비고'} rules={adjustment ? [{ required: true, whitespace: true, message: '조정 사유를 입력해 주세요.' }] : []}>
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </ModalForm>
  );
}

type AdjustValues = { ym: Dayjs; amount: number; note: string };

/** 조정 행: a signed correction of `target` in an open month, with its reason. */
export function AdjustmentModal({ target, onClose, onSaved }: { target: SalesLedger | null; onClose: () => void; onSaved: (saved: SalesLedger) => void }) {
  return (
    <ModalForm<AdjustValues, SalesLedger>
      open={target !== null}
      title={target ? `매출 조정 · ${target.customerName ?? ''} ${target.ym} ${formatKRW(target.amount)}` : '매출 조정'}
      initialValues={{ ym: dayjs() }}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => salesLedgerApi.adjust({ adjustedId: target!.id, ym: v.ym.format('YYYY-MM'), amount: v.amount, note: v.note.trim() })}
    >
      <Typography.Paragraph type="secondary">원래 행은 그대로 두고, 차이만큼의 조정 행을 열린 달에 더합니다. 줄이려면 음수로 입력하세요.</Typography.Paragraph>
      <Form.Item name="ym" label="귀속월" rules={[monthRule]}>
        <DatePicker picker="month" format="YYYY-MM" allowClear={false} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="amount"
        label="조정 금액 (원)"
        rules={nonZeroWon('조정 금액을 입력해 주세요.')}
      >
        <InputNumber<number> aria-label="조정 금액" precision={0} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="note" label="조정 사유" rules={[{ required: true, whitespace: true, message: '조정 사유를 입력해 주세요.' }]}>
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </ModalForm>
  );
}

type PlaceValues = { projectId?: number | null; deptId: number };

/** 프로젝트·부서 재배정 of one row (a TAX_INVOICE row's only change). */
export function AllocationModal({ row, onClose, onSaved }: { row: SalesLedger | null; onClose: () => void; onSaved: (saved: SalesLedger) => void }) {
  return (
    <ModalForm<PlaceValues, SalesLedger>
      open={row !== null}
      title={row ? `프로젝트·부서 배정 · ${row.invoiceNo ?? row.customerName ?? ''} ${row.ym}` : '프로젝트·부서 배정'}
      initialValues={row ? { projectId: row.projectId, deptId: row.deptId } : undefined}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => salesLedgerApi.allocate(row!.id, row!.version, { projectId: v.projectId ?? null, deptId: v.deptId })}
    >
      <Form.Item name="projectId" label="프로젝트" extra="비우면 미배정이 됩니다.">
        <ProjectPicker source={LEDGER_PROJECTS} aria-label="배정 프로젝트" initialLabel={row?.projectNo ? `${row.projectName} (${row.projectNo})` : undefined} />
      </Form.Item>
      <Form.Item name="deptId" label="부서" rules={[deptRule]}>
        <DepartmentSelect aria-label="배정 부서" />
      </Form.Item>
    </ModalForm>
  );
}

/** 일괄 배정: the selected rows to one project, all or none. */
export function BulkAllocationModal({ rows, onClose, onSaved }: { rows: SalesLedger[] | null; onClose: () => void; onSaved: (updated: number) => void }) {
  const total = (rows ?? []).reduce((s, r) => s + r.amount, 0);
  return (
    <ModalForm<{ projectId: number }, { updated: number }>
      open={rows !== null}
      title={`프로젝트 일괄 배정 · ${rows?.length ?? 0}건`}
      submitText="배정"
      onClose={onClose}
      onSaved={(r) => onSaved(r.updated)}
      save={(v) => salesLedgerApi.allocateMany(v.projectId, rows ?? [])}
    >
      <Typography.Paragraph>선택한 {rows?.length ?? 0}건, 합계 {formatKRW(total)}을 한 프로젝트에 배정합니다. 마감된 달의 행이 섞여 있으면 모두 배정되지 않습니다.</Typography.Paragraph>
      <Form.Item name="projectId" label="프로젝트" rules={[{ required: true, message: '프로젝트를 선택해 주세요.' }]}>
        <ProjectPicker source={LEDGER_PROJECTS} aria-label="일괄 배정 프로젝트" />
      </Form.Item>
    </ModalForm>
  );
}
