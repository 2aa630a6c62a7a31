import { http } from '@dure/shared';
import type { PickedCurrency } from '@dure/shared/contracts/cost/currency';
import { DateField, ModalForm } from '@dure/shared/form';
import { ProjectPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CostAccountSelect } from '../../costAccount';
import { type DirectCost, type DirectCostBody, EVIDENCE, type EvidenceType, directCostApi } from '../api/directCostApi';
import { PurchaseInvoiceSelect } from './PurchaseInvoiceSelect';

type Values = {
  projectId: number;
  costAccountId: number;
  costDate: Dayjs;
  description: string;
  vendorName?: string;
  currencyCode: string;
  supplyAmount?: number | null;
  foreignAmount?: number | null;
  vatAmount?: number | null;
  evidenceType: EvidenceType;
  purchaseTaxInvoiceId?: number | null;
};

/** VAT a taxed supply carries (10 %, truncated): the form's suggestion when evidence is a tax invoice or a card slip. */
export const suggestedVat = (supply: number | null | undefined, evidence: EvidenceType) => (supply && (evidence === 'TAX_INVOICE' || evidence === 'CARD') ? Math.trunc(supply / 10) : 0);

export function toBody(v: Values): DirectCostBody {
  const foreign = v.currencyCode && v.currencyCode !== 'KRW';
  return {
    projectId: v.projectId,
    costAccountId: v.costAccountId,
    costDate: v.costDate.format('YYYY-MM-DD'),
    description: v.description,
    vendorName: v.vendorName?.trim() || null,
    currencyCode: foreign ? v.currencyCode : null,
    supplyAmount: foreign ? null : (v.supplyAmount ?? null),
    foreignAmount: foreign ? (v.foreignAmount ?? null) : null,
    vatAmount: v.vatAmount ?? 0,
    evidenceType: v.evidenceType,
    purchaseTaxInvoiceId: v.evidenceType === 'TAX_INVOICE' ? (v.purchaseTaxInvoiceId ?? null) : null,
  };
}

/** Adds or edits a DRAFT direct cost: project, direct account, day, amounts (KRW, or a foreign amount converted at the day's rate), evidence. */
export function DirectCostFormModal({ editing, onClose, onSaved }: { editing: { cost: DirectCost | null } | null; onClose: () => void; onSaved: (saved: DirectCost) => void }) {
  const current = editing?.cost ?? null;
  const currencies = useQuery({ queryKey: ['currency', 'picker'], queryFn: () => http.get('api/currency/picker').json<{ result: PickedCurrency[] }>().then((r) => r.result), staleTime: 60_000 });
  return (
    <ModalForm<Values, DirectCost>
      open={editing !== null}
      title={current ? '직접비 수정' : '직접비 등록'}
      initialValues={
        current
          ? { ...current, costDate: dayjs(current.costDate), currencyCode: current.currencyCode ?? 'KRW', vendorName: current.vendorName ?? undefined }
          : { costDate: dayjs(), currencyCode: 'KRW', evidenceType: 'TAX_INVOICE', vatAmount: 0 }
      }
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => (current ? directCostApi.update(current.id, current.version, toBody(v)) : directCostApi.create(toBody(v)))}
    >
      <Form.Item name="projectId" label="프로젝트" rules={[{ required: true, message: '프로젝트를 선택해 주세요.' }]}>
        <ProjectPicker initialLabel={current?.projectName} />
      </Form.Item>
      <Form.Item name="costAccountId" label="원가계정" rules={[{ required: true, message: '원가계정을 선택해 주세요.' }]} extra="직접비 계정만 고를 수 있습니다.">
        <CostAccountSelect directOnly />
      </Form.Item>
      <DateField name="costDate" label="일자" requiredMessage="일자를 입력해 주세요." />
      <Form.Item name="description" label="내용" rules={[{ required: true, whitespace: true, message: '내용을 입력해 주세요.' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="vendorName" label="거래처">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="currencyCode" label="통화">
        <Select
          showSearch
          loading={currencies.isLoading}
          options={[{ value: 'KRW', label: 'KRW 원' }, ...(currencies.data ?? []).filter((c) => c.code !== 'KRW').map((c) => ({ value: c.code, label: `${c.code} ${c.name}` }))]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['currencyCode', 'evidenceType']}>
        {({ getFieldValue, setFieldValue }) =>
          getFieldValue('currencyCode') && getFieldValue('currencyCode') !== 'KRW' ? (
            <Form.Item name="foreignAmount" label="외화 금액 (부가세 제외)" rules={[{ required: true, message: '외화 금액을 입력해 주세요.' }]} extra="원화 공급가액은 그날의 매매기준율로 계산합니다(원 미만 절사).">
              <InputNumber<number> precision={2} style={{ width: '100%' }} />
            </Form.Item>
          ) : (
            <Form.Item name="supplyAmount" label="공급가액(원, 부가세 제외)" rules={[{ required: true, message: '공급가액을 입력해 주세요.' }]}>
              <InputNumber<number>
                precision={0}
                style={{ width: '100%' }}
                formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                parser={(v) => Number((v ?? '').replace(/,/g, ''))}
                onChange={(v) => setFieldValue('vatAmount', suggestedVat(v, getFieldValue('evidenceType')))}
              />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="vatAmount" label="부가세(원)">
        <InputNumber<number> precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="evidenceType" label="증빙" rules={[{ required: true, message: '증빙을 선택해 주세요.' }]}>
        <Select options={EVIDENCE.codes.map((c) => ({ value: c, label: EVIDENCE.labels[c] }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['evidenceType']}>
        {({ getFieldValue }) =>
          getFieldValue('evidenceType') === 'TAX_INVOICE' && (
            <Form.Item name="purchaseTaxInvoiceId" label="매입 세금계산서">
              <PurchaseInvoiceSelect initialLabel={current?.purchaseTaxInvoiceNo} />
            </Form.Item>
          )
        }
      </Form.Item>
    </ModalForm>
  );
}
