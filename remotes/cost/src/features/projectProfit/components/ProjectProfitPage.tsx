import { hours } from '@dure/shared/dashboard';
import { formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { CustomerSelect, DepartmentSelect, ProjectTypeSelect, UserPicker } from '@dure/shared/records';
import type { Page } from '@dure/shared';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Button, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { MonthRangeFilter } from '../../directCost';
import { PROJECT_STATUS, type ProjectProfitRow, type ProjectProfitState, projectProfitList } from '../api/projectProfitApi';
import { projectProfitListQuery } from '../api/projectProfitQueries';
import { Margin } from './Margin';
import { ProjectProfitDrawer } from './ProjectProfitDrawer';

const STATUS_COLOR: Record<ProjectProfitRow['status'], string> = { PLANNED: 'default', IN_PROGRESS: 'blue', ON_HOLD: 'gold', COMPLETED: 'green', CANCELED: 'red' };
const money = (v: number) => formatKRW(v);
/** The list's query as the template reads it: a page (the totals beside it are read by this page from the same cache entry). */
const pageQuery = projectProfitListQuery as unknown as (state: ProjectProfitState) => UseQueryOptions<Page<ProjectProfitRow>, Error, Page<ProjectProfitRow>, readonly unknown[]>;
const burn = (v: number | null) => (v === null ? '-' : `${v}%`);

/**
 * 프로젝트 손익 (/project/profit, DOMAIN §6 ProjectProfit): each project's revenue, costs and profit over a month range
 * (this year by default), with the totals of every matching project and a drill-down by month and person.
 */
export default function ProjectProfitPage() {
  const [state] = useListState(projectProfitList);
  // The same query as the table's: the totals arrive with the page.
  const page = useQuery(projectProfitListQuery(state));
  const [open, setOpen] = useState<number | null>(null);
  const totals = page.data?.totals;

  const columns: ListColumn<ProjectProfitRow>[] = [
    {
      title: '프로젝트',
      dataIndex: 'projectNo',
      sorter: true,
      width: 240,
      ellipsis: true,
      mobile: true,
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r.projectId)}>
          {`${r.name} (${r.projectNo})`}
        </Button>
      ),
    },
    { title: '상태', dataIndex: 'status', width: 80, render: (_, r) => <Tag color={STATUS_COLOR[r.status]}>{PROJECT_STATUS.labels[r.status]}</Tag> },
    { title: '유형', dataIndex: 'projectTypeName', width: 100, ellipsis: true },
    { title: 'PM', dataIndex: 'pmName', width: 90, ellipsis: true },
    { title: '매출', dataIndex: 'revenue', sorter: true, width: 130, align: 'right', mobile: true, render: (_, r) => money(r.revenue) },
    { title: '인건비', dataIndex: 'laborCost', sorter: true, width: 130, align: 'right', render: (_, r) => money(r.laborCost) },
    { title: '직접비', dataIndex: 'directCost', sorter: true, width: 130, align: 'right', render: (_, r) => money(r.directCost) },
    { title: '공통비', dataIndex: 'commonCost', sorter: true, width: 120, align: 'right', render: (_, r) => money(r.commonCost) },
    { title: '영업이익', dataIndex: 'operatingProfit', sorter: true, width: 130, align: 'right', mobile: true, render: (_, r) => money(r.operatingProfit) },
    { title: '이익률', dataIndex: 'marginPct', sorter: true, width: 90, align: 'right', mobile: true, render: (_, r) => <Margin value={r.marginPct} /> },
    { title: '수주잔고', dataIndex: 'backlog', sorter: true, width: 130, align: 'right', render: (_, r) => money(r.backlog) },
    { title: '고객사', dataIndex: 'customerName', width: 140, ellipsis: true, optional: true },
    { title: '소유부서', dataIndex: 'ownerDeptName', width: 120, ellipsis: true, optional: true },
    { title: '매출총이익', dataIndex: 'grossProfit', sorter: true, width: 130, align: 'right', optional: true, render: (_, r) => money(r.grossProfit) },
    { title: '투입시간', dataIndex: 'hours', sorter: true, width: 110, align: 'right', optional: true, render: (_, r) => hours(r.hours) },
    { title: '수주', dataIndex: 'contractAmount', sorter: true, width: 130, align: 'right', optional: true, render: (_, r) => money(r.contractAmount) },
    { title: '인건비 소진율', dataIndex: 'laborBurnPct', width: 110, align: 'right', optional: true, render: (_, r) => burn(r.laborBurnPct) },
    { title: '시간 소진율', dataIndex: 'hoursBurnPct', width: 100, align: 'right', optional: true, render: (_, r) => burn(r.hoursBurnPct) },
    { title: '직접비 소진율', dataIndex: 'directBurnPct', width: 110, align: 'right', optional: true, render: (_, r) => burn(r.directBurnPct) },
  ];

  // The totals under the default columns (프로젝트 … 수주잔고): every matching project, not only the page.
  const summary = () =>
    totals ? (
      <Table.Summary fixed>
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={4}>
            <Typography.Text strong>합계 {page.data!.totalElements.toLocaleString('ko-KR')}개 프로젝트</Typography.Text>
          </Table.Summary.Cell>
          {[totals.revenue, totals.laborCost, totals.directCost, totals.commonCost, totals.operatingProfit].map((v, i) => (
            <Table.Summary.Cell key={i} index={4 + i} align="right">
              <Typography.Text strong>{money(v)}</Typography.Text>
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={9} align="right">
            <Margin value={totals.marginPct} />
          </Table.Summary.Cell>
          <Table.Summary.Cell index={10} align="right">
            <Typography.Text strong>{money(totals.backlog)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      </Table.Summary>
    ) : null;

  return (
    <>
      <ListPage
        title="프로젝트 손익"
        list={projectProfitList}
        query={pageQuery}
        columns={columns}
        rowKey="projectId"
        unit="개"
        keyword={{ placeholder: '프로젝트명·번호', width: 180 }}
        empty={{ filtered: '조건에 맞는 프로젝트가 없습니다.', none: '기간 중 손익이 있는 프로젝트가 없습니다.' }}
        filters={[
          (s, set) => <MonthRangeFilter key="months" from={s.fromYm} to={s.toYm} onChange={(r) => set(r)} />,
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서 (하위 포함)', width: 200 },
          { picker: 'pmUserId', control: UserPicker, label: 'PM', placeholder: '전체 PM', width: 160 },
          { picker: 'projectTypeId', control: ProjectTypeSelect, label: '유형', placeholder: '전체 유형', width: 140 },
          { picker: 'customerId', control: CustomerSelect, label: '고객사', placeholder: '전체 고객사', width: 220 },
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 170, options: PROJECT_STATUS.codes.map((c) => ({ value: c, label: PROJECT_STATUS.labels[c] })) },
          { check: 'provisionalYn', label: '잠정 (제출된 업무일지 포함)' },
          { check: 'includeInternalYn', label: '내부 프로젝트 포함', advanced: true },
        ]}
        table={{ summary }}
      />
      <ProjectProfitDrawer projectId={open} fromYm={state.fromYm} toYm={state.toYm} provisional={state.provisionalYn === true} onClose={() => setOpen(null)} />
    </>
  );
}
