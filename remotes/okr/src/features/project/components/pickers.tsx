import { errorMessage, http } from '@dure/shared';
import type { PickedSegment } from '@dure/shared/contracts/okr/segment';
import { josa } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { CSSProperties } from 'react';

type Props = { value?: number | null; onChange?: (id: number | null) => void; placeholder?: string; style?: CSSProperties; id?: string; 'aria-label'?: string; initialLabel?: string };

/** Loading and failure as the select shows them. */
function states(q: { isPending: boolean; error: Error | null }, what: string, placeholder: string) {
  return {
    loading: q.isPending,
    status: q.error ? ('error' as const) : undefined,
    placeholder: q.error ? `${josa(what, '을/를')} 불러오지 못했습니다: ${errorMessage(q.error)}` : placeholder,
  };
}

/** 세그먼트: markets and segments in tree order, a segment shown with its market. */
export function SegmentSelect({ value, onChange, placeholder = '선택 안 함', initialLabel, ...rest }: Props) {
  const q = useQuery({ queryKey: ['segment', 'picker'], queryFn: () => http.get('api/segment/picker').json<{ result: PickedSegment[] }>().then((r) => r.result), staleTime: 5 * 60_000 });
  const options = (q.data ?? []).map((s) => ({ value: s.id, label: s.parentName ? `${s.parentName} › ${s.name}` : s.name }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.push({ value, label: initialLabel });
  return <Select {...rest} {...states(q, '세그먼트', placeholder)} allowClear showSearch optionFilterProp="label" value={value ?? null} onChange={(v) => onChange?.(v ?? null)} options={options} />;
}
