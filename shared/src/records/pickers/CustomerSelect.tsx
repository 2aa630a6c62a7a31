import type { CSSProperties } from 'react';
import { formatBusinessNumber } from '../../format/index';
import { type PickedCustomer, customerById, searchCustomers } from '../api/customer';
import { RemoteSelect } from './RemoteSelect';

type Props = {
  value?: number | null;
  onChange?: (id: number | null, customer?: Pick<PickedCustomer, 'id' | 'customerNo' | 'name'>) => void;
  /** Label of the current value until a search loads it (e.g. the stored customer's name). */
  initialLabel?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'aria-label'?: string;
};

const labelOf = (c: PickedCustomer) => `${c.name} (${c.customerNo}${c.bizRegNo ? ` · ${formatBusinessNumber(c.bizRegNo)}` : ''})`;
const load = (keyword: string) => searchCustomers(keyword, 20);

const PICKER_KEY = ['customer', 'picker'] as const;

/**
 * Search-as-you-type customer picker: any signed-in user may pick a customer by name, number or business number.
 * Nothing is asked until the list opens or the user types (list filter bars have it on every visit).
 */
export function CustomerSelect({ onChange, placeholder = '고객사명, 고객번호, 사업자번호로 검색', ...rest }: Props) {
  return (
    <RemoteSelect<PickedCustomer>
      {...rest}
      placeholder={placeholder}
      load={load}
      queryKey={PICKER_KEY}
      labelOf={labelOf}
      loadOne={customerById}
      lazy
      failedText="고객사를 불러오지 못했습니다"
      onChange={(id, picked) => onChange?.(id, picked ? { id: picked.id, customerNo: picked.customerNo, name: picked.name } : undefined)}
    />
  );
}
