import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { PROJECT_STATUS, type PickedProject } from '../../contracts/okr/project';
import { useSettled } from '../../query/useSettled';
import { projectPickerQuery, projectTypePickerQuery } from '../api/queries';

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Label of the current value until the list loads it (the stored project's or type's name). */
  initialLabel?: string | null;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  'aria-label'?: string;
  /** The picker endpoint (default `api/project/picker`, the projects the caller may read); same answer shape. */
  source?: string;
};

const projectLabel = (p: PickedProject) => `${p.name} (${p.projectNo}${p.status === 'IN_PROGRESS' ? '' : ` · ${PROJECT_STATUS.labels[p.status]}`})`;

/** Search-as-you-type project picker: the projects the caller may read, by name or number (a contract's project). */
export function ProjectPicker({ value, onChange, initialLabel, placeholder = '프로젝트명, 번호로 검색', source, ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim(), 250);
  const found = useQuery(projectPickerQuery(settled, 20, source));
  const failed = found.isError;
  const projects = failed ? [] : (found.data ?? []);
  const loading = found.isFetching || settled !== keyword.trim();
  const options = projects.map((p) => ({ value: p.id, label: projectLabel(p) }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      placeholder={placeholder}
      status={failed ? 'error' : undefined}
      notFoundContent={loading ? <Spin size="small" /> : failed ? '프로젝트를 불러오지 못했습니다. 다시 입력해 보세요.' : '볼 수 있는 프로젝트가 없습니다'}
      options={options}
    />
  );
}

/** 프로젝트 유형 (사업유형): the active types; a type no longer in use stays shown on the record that has it. */
export function ProjectTypeSelect({ value, onChange, initialLabel, placeholder = '유형 선택', ...rest }: Props) {
  // Asked when the list opens or a type is to be named: in a list's filter bar it would otherwise go beside the list's
  // own first request on every first visit.
  const [opened, setOpened] = useState(false);
  const wanted = opened || Boolean(value);
  const types = useQuery({ ...projectTypePickerQuery(), enabled: wanted });
  const failed = types.isError;
  const options = (types.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.push({ value, label: `${initialLabel} (사용 안 함)` });
  return (
    <Select
      {...rest}
      allowClear
      onOpenChange={(open) => open && setOpened(true)}
      notFoundContent={types.isPending ? <Spin size="small" /> : undefined}
      loading={wanted && types.isPending}
      status={failed ? 'error' : undefined}
      placeholder={failed ? '유형을 불러오지 못했습니다' : placeholder}
      value={value ?? null}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
      options={options}
    />
  );
}

type ManyProps = Omit<Props, 'value' | 'onChange' | 'initialLabel'> & { value?: number[] | null; onChange?: (ids: number[]) => void };

/** Several project types (an activity's allowed types; none = every type); a type no longer active keeps its id shown. */
export function ProjectTypesSelect({ value, onChange, placeholder = '전체 유형', ...rest }: ManyProps) {
  const types = useQuery(projectTypePickerQuery());
  const failed = types.isError;
  const options = (types.data ?? []).map((t) => ({ value: t.id, label: t.name }));
  for (const id of value ?? []) if (!types.isPending && !options.some((o) => o.value === id)) options.push({ value: id, label: `유형 ${id} (사용 안 함)` });
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      loading={types.isPending}
      status={failed ? 'error' : undefined}
      placeholder={failed ? '유형을 불러오지 못했습니다' : placeholder}
      value={value ?? []}
      onChange={(ids: number[]) => onChange?.(ids)}
      options={options}
    />
  );
}
