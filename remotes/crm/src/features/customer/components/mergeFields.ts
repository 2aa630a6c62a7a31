import { formatBusinessNumber, formatKRW } from '@dure/shared/format';
import { type Customer, TYPE_LABELS } from '../api/customerApi';
import { formatPhone } from './rules';

/** Fields the survivor can take from any merged customer, with how each is shown. */
export const MERGE_FIELDS: { key: keyof Customer; label: string; show?: (c: Customer, industryLabel: (code: string | null) => string) => string }[] = [
  { key: 'name', label: '고객사명' },
  { key: 'customerType', label: '고객유형', show: (c) => TYPE_LABELS[c.customerType] },
  { key: 'bizRegNo', label: '사업자등록번호', show: (c) => formatBusinessNumber(c.bizRegNo) },
  { key: 'corpRegNo', label: '법인등록번호' },
  { key: 'ceoName', label: '대표자' },
  { key: 'bizType', label: '업태' },
  { key: 'bizItem', label: '종목' },
  { key: 'industryCode', label: '업종', show: (c, industryLabel) => (c.industryCode ? industryLabel(c.industryCode) : '') },
  { key: 'grade', label: '등급' },
  { key: 'phone', label: '연락처', show: (c) => formatPhone(c.phone) },
  { key: 'website', label: '홈페이지' },
  { key: 'zipCode', label: '우편번호' },
  { key: 'address1', label: '주소' },
  { key: 'address2', label: '상세주소' },
  { key: 'taxEmail', label: '계산서 메일' },
  { key: 'paymentTermDays', label: '결제조건(일)' },
  { key: 'creditLimit', label: '여신한도', show: (c) => (c.creditLimit === null ? '' : formatKRW(c.creditLimit)) },
  { key: 'ownerUserId', label: '담당자', show: (c) => c.ownerUserName ?? '' },
  { key: 'ownerDeptId', label: '소유부서', show: (c) => c.ownerDeptName ?? '' },
];

export const shown = (c: Customer, field: (typeof MERGE_FIELDS)[number], industryLabel: (code: string | null) => string) =>
  field.show ? field.show(c, industryLabel) : String(c[field.key] ?? '');

/** Fields whose values differ among the customers: the only ones the user has to choose. */
export function differingFields(customers: Customer[]) {
  return MERGE_FIELDS.filter((f) => new Set(customers.map((c) => JSON.stringify(c[f.key] ?? null))).size > 1);
}

/**
 * The api's `fieldChoices`: for each differing field, the id whose value the survivor keeps,
 * leaving out those that stay the survivor's own.
 */
export function fieldChoicesFor(survivorId: number, customers: Customer[], picked: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of differingFields(customers)) {
    const from = picked[f.key] ?? survivorId;
    if (from !== survivorId && customers.some((c) => c.id === from)) out[f.key] = from;
  }
  return out;
}
