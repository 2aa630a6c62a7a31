import { http } from '@dure/shared';
import type { PickedContact } from '@dure/shared/contracts/crm/customer';
import type { PickedLead } from '@dure/shared/contracts/crm/lead';
import type { ContractPickerItem } from '@dure/shared/contracts/crm/contract';
import type { CSSProperties } from 'react';
import { RemoteSelect } from '@dure/shared/records';

/**
 * Pickers of records that belong to one customer (contract and order forms): each lists only
 * what its endpoint lets the user see and reloads when the customer changes; without a
 * customer it is disabled.
 */
type Props = {
  customerId?: number | null;
  value?: number | null;
  onChange?: (id: number | null) => void;
  initialLabel?: string;
  id?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
};

const result = <T,>(r: { result: T }) => r.result;
const NO_CUSTOMER = '고객사를 먼저 선택하세요';

export type { PickedContact };
export type { PickedLead };
export type PickedContract = ContractPickerItem;

export const contactLabel = (c: PickedContact) => [c.name, c.deptName, c.title].filter(Boolean).join(' · ') + (c.primaryYn === 'Y' ? ' (주담당)' : '');
export const leadLabel = (l: PickedLead) => `${l.leadNo} ${l.title} (${l.stageName})`;
export const contractLabel = (c: PickedContract) => `${c.contractNo} ${c.title}`;

/** 고객 담당자: the customer's active contacts (name, department, title only). */
export function ContactSelect({ customerId, disabled, ...rest }: Props) {
  return (
    <RemoteSelect<PickedContact>
      {...rest}
      disabled={disabled || !customerId}
      queryKey={['contact', 'picker', customerId]}
      placeholder={customerId ? '담당자 이름으로 검색' : NO_CUSTOMER}
      load={(keyword) => http.get(`api/customer/${customerId}/contact-picker`, { searchParams: { keyword } }).json<{ result: PickedContact[] }>().then(result)}
      labelOf={contactLabel}
      emptyText="재직 중인 담당자가 없습니다"
      failedText="담당자를 불러오지 못했습니다"
    />
  );
}

/** 리드: the customer's leads the user may read, by title or number. */
export function LeadSelect({ customerId, disabled, ...rest }: Props) {
  return (
    <RemoteSelect<PickedLead>
      {...rest}
      disabled={disabled || !customerId}
      queryKey={['lead', 'picker', customerId]}
      placeholder={customerId ? '리드명, 리드번호로 검색' : NO_CUSTOMER}
      load={(keyword) => http.get('api/lead/picker', { searchParams: { customerId: customerId!, keyword, size: 20 } }).json<{ result: PickedLead[] }>().then(result)}
      labelOf={leadLabel}
      emptyText="볼 수 있는 리드가 없습니다"
      failedText="리드를 불러오지 못했습니다"
    />
  );
}

/** 계약: the customer's contracts the user may open, by title or number. */
export function ContractSelect({ customerId, disabled, ...rest }: Props) {
  return (
    <RemoteSelect<PickedContract>
      {...rest}
      disabled={disabled || !customerId}
      queryKey={['contract', 'picker', customerId]}
      placeholder={customerId ? '계약명, 계약번호로 검색' : NO_CUSTOMER}
      load={(keyword) => http.get('api/contract/picker', { searchParams: { customerId: customerId!, keyword, size: 20 } }).json<{ result: PickedContract[] }>().then(result)}
      labelOf={contractLabel}
      emptyText="볼 수 있는 계약이 없습니다"
      failedText="계약을 불러오지 못했습니다"
    />
  );
}
