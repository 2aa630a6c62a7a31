import { useSettled } from '@dure/shared/query';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { GOAL_LEVEL, type GoalPickerQuery, type PickedGoal } from '../api/goalApi';
import { goalPickerQuery } from '../api/goalQueries';

export type GoalSelectProps = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** What narrows the goals offered besides the typed title (period, owner, half year, a goal left out). */
  filter: Omit<GoalPickerQuery, 'keyword'>;
  /** The chosen goal's label before the search answers with it. */
  initialLabel?: string | null;
  disabled?: boolean;
  placeholder: string;
  emptyText: string;
  /** How a goal reads in the list. */
  labelOf?: (g: PickedGoal) => string;
  style?: CSSProperties;
  'aria-label'?: string;
};

const byOwner = (g: PickedGoal) => `[${GOAL_LEVEL.labels[g.level]}] ${g.title}${g.ownerUserName ? ` · ${g.ownerUserName}` : ''}`;

/** A goal the caller may see, searched on the server by title as the user types (GET /api/goal/picker). */
export function GoalSelect({ value, onChange, filter, initialLabel, disabled, placeholder, emptyText, labelOf = byOwner, ...rest }: GoalSelectProps) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim(), 250);
  const picked = useQuery({ ...goalPickerQuery({ keyword: settled || undefined, ...filter }), enabled: !disabled });
  const options = (picked.data ?? []).map((g) => ({ value: g.id, label: labelOf(g) }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<number | null>
      {...rest}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={picked.isFetching}
      disabled={disabled}
      status={picked.isError ? 'error' : undefined}
      placeholder={picked.isError ? '목표를 불러오지 못했습니다' : placeholder}
      notFoundContent={picked.isPending ? '불러오는 중…' : emptyText}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
    />
  );
}
