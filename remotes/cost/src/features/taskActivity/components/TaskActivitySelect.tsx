import type { IdPickerProps } from '@dure/shared/list';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { taskActivityPickerQuery } from '../api/taskActivityQueries';

/** One active task activity, grouped by its group (rate forms and filters; the work log later). */
export function TaskActivitySelect({ value, onChange, initialLabel, placeholder = '업무 유형 선택', ...props }: Omit<IdPickerProps, 'initialLabel'> & { initialLabel?: string | null }) {
  const picked = useQuery(taskActivityPickerQuery());
  const groups = new Map<string, { label: string; value: number }[]>();
  for (const a of picked.data ?? []) groups.set(a.groupName, [...(groups.get(a.groupName) ?? []), { label: a.name, value: a.id }]);
  const options = [...groups].map(([label, items]) => ({ label, options: items }));
  if (value && initialLabel && !(picked.data ?? []).some((a) => a.id === value)) options.push({ label: '사용 안 함', options: [{ label: initialLabel, value }] });
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={picked.isPending}
      status={picked.isError ? 'error' : undefined}
      placeholder={picked.isError ? '업무 유형을 불러오지 못했습니다' : placeholder}
      value={value ?? null}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      options={options}
    />
  );
}
