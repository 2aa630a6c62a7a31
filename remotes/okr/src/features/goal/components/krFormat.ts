import type { KeyResult } from '../api/goalApi';

/** A key result's value with its unit: 12건, 45%, ₩1,200,000 / USD 300. */
export function krValue(kr: Pick<KeyResult, 'metricType' | 'unit' | 'currencyCode'>, value: number | null): string {
  if (value === null) return '-';
  const n = value.toLocaleString('ko-KR', { maximumFractionDigits: 2 });
  if (kr.metricType === 'PERCENT') return `${n}%`;
  if (kr.metricType === 'CURRENCY') return kr.currencyCode === 'KRW' || !kr.currencyCode ? `${n}원` : `${kr.currencyCode} ${n}`;
  return kr.unit ? `${n}${kr.unit}` : n;
}

/** 현재 / 목표 of a key result; a milestone one counts its done milestones. */
export function krValueText(kr: KeyResult): string {
  if (kr.metricType === 'MILESTONE') return `${kr.milestones.filter((m) => m.doneYn === 'Y').length} / ${kr.milestones.length}개 완료`;
  return `${krValue(kr, kr.currentValue ?? kr.startValue)} / ${krValue(kr, kr.targetValue)}`;
}
