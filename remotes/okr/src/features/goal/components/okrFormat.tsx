import { Card, Col, Progress, Select, Spin, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { GOAL_LEVEL, GOAL_STATUS, HEALTH_COLORS, OKR_HEALTH, type GoalStatus, type OkrHealth, type PickedOkrPeriod, STATUS_COLORS } from '../api/goalApi';
import { periodPickerQuery } from '../api/goalQueries';

export function HealthTag({ health }: { health: OkrHealth }) {
  return (
    <Tag color={HEALTH_COLORS[health]} data-health={health}>
      {OKR_HEALTH.labels[health]}
    </Tag>
  );
}

export function StatusTag({ status, requested }: { status: GoalStatus; requested?: boolean }) {
  return <Tag color={STATUS_COLORS[status]}>{requested && status === 'DRAFT' ? '승인 대기' : GOAL_STATUS.labels[status]}</Tag>;
}

/** Progress as a bar with its number (the bar alone carries no text to read). */
export function ProgressBar({ pct, width = 120 }: { pct: number; width?: number }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, width }}>
      <Progress percent={Math.round(pct)} size="small" showInfo={false} aria-label={`진척률 ${pct}%`} style={{ flex: 1, margin: 0 }} />
      <span>{formatPct(pct)}</span>
    </span>
  );
}

export const formatPct = (pct: number) => `${pct.toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`;

/** The options of a labelled code set, in its order. */
export const codeOptions = <C extends string>(e: { codes: readonly C[]; labels: Record<C, string> }) => e.codes.map((v) => ({ value: v, label: e.labels[v] }));

export const levelOptions = codeOptions(GOAL_LEVEL);

export const periodLabel = (p: PickedOkrPeriod) => `${p.code}${p.name ? ` ${p.name}` : ''}`;

/** A period select on the picker list (the page decides which one it opens on). */
export function PeriodSelect({ value, onChange, width = 200, allowClear }: { value?: number; onChange: (id: number | undefined) => void; width?: number; allowClear?: boolean }) {
  // Asked when the list opens or a period is to be named: a list's filter bar would otherwise send it beside the list's
  // own first request on every first visit.
  const [opened, setOpened] = useState(false);
  const wanted = opened || value !== undefined;
  const periods = useQuery({ ...periodPickerQuery(), enabled: wanted });
  return (
    <Select<number>
      aria-label="기간"
      placeholder="기간"
      style={{ width }}
      allowClear={allowClear}
      onOpenChange={(open) => open && setOpened(true)}
      notFoundContent={periods.isPending ? <Spin size="small" /> : undefined}
      loading={wanted && periods.isPending}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={(periods.data ?? []).map((p) => ({ value: p.id, label: periodLabel(p) }))}
    />
  );
}

/** Two figure cards of a goal or key result page: its progress with a bar, and where the expected line stands today. */
export function ProgressStats({ progressPct, expectedPct }: { progressPct: number; expectedPct: number }) {
  return (
    <>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic title="진척률" value={formatPct(progressPct)} />
          <ProgressBar pct={progressPct} width={200} />
        </Card>
      </Col>
      <Col xs={12} lg={6}>
        <Card size="small">
          <Statistic title="오늘 기대 진척률" value={formatPct(expectedPct)} />
        </Card>
      </Col>
    </>
  );
}
