import { errorMessage, http } from '@dure/shared';
import type { PickedSegment } from '@dure/shared/contracts/okr/segment';
import { CODE_LIST_STALE_MS } from '@dure/shared/query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { segmentLabel } from './segmentLabel';

/** A market or segment any signed-in user may pick (`GET /api/segment/picker`: live, active ones in tree order). */
export type SegmentOption = PickedSegment;

/** The picker's list, a code list: every segment select of a page shares one request; a failed one is tried again on next use. */
export const segmentPickerQuery = () =>
  queryOptions({
    queryKey: ['segment', 'picker'],
    queryFn: () =>
      http
        .get('api/segment/picker')
        .json<{ result: SegmentOption[] }>()
        .then((r) => r.result),
    staleTime: CODE_LIST_STALE_MS,
  });

type Props = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** Name of the stored segment, shown when it is no longer offered (inactive). */
  currentName?: string | null;
  id?: string;
  'aria-label'?: string;
  /** Shown when nothing is picked (default 선택 안 함; list filters say 전체 세그먼트). */
  placeholder?: string;
  style?: React.CSSProperties;
};

/** 세그먼트 select for CRM forms: markets as groups, each offering the market itself and its segments. */
export function SegmentSelect({ value, onChange, currentName, id, 'aria-label': ariaLabel, placeholder = '선택 안 함', style }: Props) {
  const segments = useQuery(segmentPickerQuery());
  const list = segments.data ?? [];
  const loading = segments.isPending;
  const error = segments.error ? errorMessage(segments.error) : null;
  const markets = list.filter((s) => s.level === 'MARKET');
  const groups = markets.map((m) => ({
    label: m.name,
    title: m.name,
    options: [
      { value: m.id, label: `${m.name} (시장 전체)` },
      ...list.filter((s) => s.parentId === m.id).map((s) => ({ value: s.id, label: segmentLabel(s.name, m.name) })),
    ],
  }));
  const offered = new Set(list.map((s) => s.id));
  const extra = value && !offered.has(value) && !loading ? [{ label: '사용 안 함', title: '사용 안 함', options: [{ value, label: currentName ?? `세그먼트 #${value}` }] }] : [];
  return (
    <Select<number | null>
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch
      optionFilterProp="label"
      loading={loading}
      status={error ? 'error' : undefined}
      style={style}
      placeholder={error ? `세그먼트를 불러오지 못했습니다: ${error}` : loading ? '불러오는 중…' : placeholder}
      notFoundContent={loading ? '불러오는 중…' : '등록된 세그먼트가 없습니다.'}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={[...groups, ...extra]}
    />
  );
}
