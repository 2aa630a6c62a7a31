import { useSettled } from '@dure/shared/query';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { GOAL_LEVEL, goalPickerQuery } from '../../goal';
import type { MboSheetDetail } from '../api/mboApi';
import { halfDates } from '../model/mboLabels';

type Props = {
  sheet: Pick<MboSheetDetail, 'userId' | 'year' | 'half'>;
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The linked goal's title as the sheet answered it (shown before the search loads). */
  initialLabel?: string | null;
  'aria-label'?: string;
};

/** 연결 목표: the sheet owner's goals whose period overlaps the sheet's half year, searched on the server by title. */
export function MboGoalSelect({ sheet, value, onChange, initialLabel, ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim(), 250);
  const picked = useQuery(goalPickerQuery({ keyword: settled || undefined, ownerUserId: sheet.userId, ...halfDates(sheet) }));
  const options = (picked.data ?? []).map((g) => ({ value: g.id, label: `[${GOAL_LEVEL.labels[g.level]}] ${g.title} · ${g.periodCode}` }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<number | null>
      {...rest}
      allowClear
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={picked.isFetching}
      status={picked.isError ? 'error' : undefined}
      placeholder={picked.isError ? '목표를 불러오지 못했습니다' : '연결 안 함'}
      notFoundContent={picked.isPending ? '불러오는 중…' : '이 기간에 연결할 수 있는 목표가 없습니다.'}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      style={{ width: '100%' }}
    />
  );
}
