import { Button, DatePicker, Flex } from 'antd';
import type { ReactNode } from 'react';
import { dayjs } from '@dure/shared/format';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { type PeriodFilters, thisYear } from './filters';

type Props<F extends PeriodFilters> = {
  filters: F;
  onChange: (patch: Partial<F>) => void;
  /** The owner (담당자) filter; dashboards without one leave it out. */
  owner?: boolean;
  /** What 올해 전체 clears besides the period and department (the dashboard's own filters). */
  reset?: Partial<F>;
  children?: ReactNode;
};

/** Period (month range), department (+ subtree on the server), owner, and the dashboard's own filters. */
export function FilterBar<F extends PeriodFilters>({ filters, onChange, owner = true, reset, children }: Props<F>) {
  return (
    <Flex wrap gap={8} align="center" role="search" aria-label="대시보드 조건">
      <DatePicker.RangePicker
        picker="month"
        aria-label="기간"
        allowClear={false}
        value={[dayjs(`${filters.fromYm}-01`), dayjs(`${filters.toYm}-01`)]}
        onChange={(range) => {
          if (range?.[0] && range[1]) onChange({ fromYm: range[0].format('YYYY-MM'), toYm: range[1].format('YYYY-MM') } as Partial<F>);
        }}
      />
      <DepartmentSelect aria-label="부서" placeholder="전체 부서" value={filters.deptId ?? null} onChange={(v: number | null) => onChange({ deptId: v ?? undefined } as Partial<F>)} style={{ width: 180 }} />
      {owner && (
        <UserPicker aria-label="담당자" placeholder="담당자 전체" value={filters.ownerUserId ?? null} onChange={(id) => onChange({ ownerUserId: id ?? undefined } as Partial<F>)} style={{ width: 180 }} />
      )}
      {children}
      <Button onClick={() => onChange({ ...thisYear(), deptId: undefined, ...(owner ? { ownerUserId: undefined } : {}), ...reset } as Partial<F>)}>올해 전체</Button>
    </Flex>
  );
}
