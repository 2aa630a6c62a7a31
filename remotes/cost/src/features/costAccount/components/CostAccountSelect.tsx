import { http } from '@dure/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import type { CostAccount } from '../api/costAccountApi';

type Props = Omit<SelectProps<number>, 'options' | 'mode'> & {
  /** Only direct cost accounts (directYn): the accounts a direct cost is booked on. */
  directOnly?: boolean;
};

/** The accounts in use for a pick (`/api/cost-account/picker`), children indented under their group; a group is not picked when it has children. */
export function CostAccountSelect({ directOnly = false, placeholder = '원가계정 선택', ...rest }: Props) {
  const { data, isLoading } = useQuery({
    queryKey: ['cost-account', 'picker'],
    queryFn: () => http.get('api/cost-account/picker').json<{ result: CostAccount[] }>().then((r) => r.result),
    staleTime: 60_000,
  });
  const accounts = (data ?? []).filter((a) => !directOnly || a.directYn === 'Y');
  const options = accounts.map((a) => ({ value: a.id, label: `${a.parentId ? '└ ' : ''}${a.code} ${a.name}`, title: `${a.code} ${a.name}${a.budgetControlYn === 'Y' ? ' (예산 통제)' : ''}` }));
  return <Select<number> showSearch optionFilterProp="label" allowClear loading={isLoading} placeholder={placeholder} options={options} notFoundContent={isLoading ? '불러오는 중…' : '계정이 없습니다.'} {...rest} />;
}
