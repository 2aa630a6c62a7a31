import { errorMessage, http } from '@dure/shared';
import type { PickedSegment } from '@dure/shared/contracts/okr/segment';
import { loadOnce } from '@dure/shared/loadOnce';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { segmentLabel } from './segmentLabel';

/** A market or segment any signed-in user may pick (`GET /api/segment/picker`: live, active ones in tree order). */
export type SegmentOption = PickedSegment;

/** Loads the picker list once per page load; a failed load is retried on next use. */
export const loadSegmentOptions = loadOnce(() =>
  http
    .get('api/segment/picker')
    .json<{ result: SegmentOption[] }>()
    .then((r) => r.result),
);

/** Test hook: forget the cached list. */
export const resetSegmentOptions = loadSegmentOptions.reset;

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
  const [list, setList] = useState<SegmentOption[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadSegmentOptions()
      .then((l) => live && setList(l))
      .catch((e) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
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
