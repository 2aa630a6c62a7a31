import { dayjs } from '@dure/shared/format';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { Button, DatePicker, Flex } from 'antd';
import type { ReactNode } from 'react';
import { type CommonFilters, thisYear } from '../api/dashboardFilters';

type Props = {
  filters: CommonFilters;
  onChange: (patch: Partial<CommonFilters>) => void;
  children?: ReactNode;
};

/** Period (month range), department (+ subtree on the server), owner, and the dashboard's own filters. */
export function FilterBar({ filters, onChange, children }: Props) {
  return (
    <Flex wrap gap={8} align="center" role="search" aria-label="대시보드 조건">
      <DatePicker.RangePicker
        picker="month"
        aria-label="기간"
        allowClear={false}
        value={[dayjs(`${filters.fromYm}-01`), dayjs(`${filters.toYm}-01`)]}
        onChange={(range) => {
          if (range?.[0] && range[1]) onChange({ fromYm: range[0].format('YYYY-MM'), toYm: range[1].format('YYYY-MM') });
        }}
      />
      <DepartmentSelect aria-label="부서" placeholder="전체 부서" value={filters.deptId ?? null} onChange={(v: number | null) => onChange({ deptId: v ?? undefined })} style={{ width: 180 }} />
      <UserPicker aria-label="담당자" placeholder="담당자 전체" value={filters.ownerUserId ?? null} onChange={(id) => onChange({ ownerUserId: id ?? undefined })} style={{ width: 180 }} />
      {children}
      <Button onClick={() => onChange({ ...thisYear(), deptId: undefined, ownerUserId: undefined })}>올해 전체</Button>
    </Flex>
  );
}
