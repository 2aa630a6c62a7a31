import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { GOAL_LEVEL } from '../api/goalApi';
import { goalPickerQuery } from '../api/goalQueries';

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  periodId?: number;
  /** The goal being aligned: itself and its descendants are not offered. */
  excludeId?: number;
  initialLabel?: string | null;
  disabled?: boolean;
  'aria-label'?: string;
};

/** 상위 목표 (alignment picker): the goals the caller may see in the period, searched on the server by title. */
export function GoalParentSelect({ value, onChange, periodId, excludeId, initialLabel, disabled, ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  const picked = useQuery({ ...goalPickerQuery({ keyword: keyword.trim() || undefined, periodId, excludeId }), enabled: !disabled });
  const options = (picked.data ?? []).map((g) => ({ value: g.id, label: `[${GOAL_LEVEL.labels[g.level]}] ${g.title}${g.ownerUserName ? ` · ${g.ownerUserName}` : ''}` }));
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
      placeholder="상위 목표 검색"
      notFoundContent={picked.isPending ? '불러오는 중…' : '정렬할 수 있는 목표가 없습니다.'}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
    />
  );
}
