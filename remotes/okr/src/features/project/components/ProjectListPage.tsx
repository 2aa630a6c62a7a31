import { Link, useCan } from '@dure/shared';
import { PROJECT_HEALTH, PROJECT_STATUS } from '@dure/shared/contracts/okr/project';
import { formatDate, formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { CustomerSelect, ProjectTypeSelect, UserPicker } from '@dure/shared/records';
import { Progress, Tag } from 'antd';
import { HEALTH_COLORS, type Project, STATUS_COLORS, projectList } from '../api/projectApi';
import { projectListQuery } from '../api/projectQueries';
import { ProjectFormDrawer } from './ProjectFormDrawer';
import { SegmentSelect } from './pickers';

const options = <C extends string>(labels: Record<C, string>) => (Object.keys(labels) as C[]).map((value) => ({ value, label: labels[value] }));

export const healthTag = (p: Pick<Project, 'health'>) => (p.health ? <Tag color={HEALTH_COLORS[p.health]}>{PROJECT_HEALTH.labels[p.health]}</Tag> : '-');
export const statusTag = (p: Pick<Project, 'status'>) => <Tag color={STATUS_COLORS[p.status]}>{PROJECT_STATUS.labels[p.status]}</Tag>;

const columns: ListColumn<Project>[] = [
  { title: '번호', dataIndex: 'projectNo', sorter: true, width: 130 },
  { title: '프로젝트명', dataIndex: 'name', sorter: true, width: 240, ellipsis: true, mobile: true, render: (_, p) => <Link to={`/project/${p.id}`}>{p.name}</Link> },
  { title: '유형', dataIndex: 'projectTypeName', sorter: true, width: 90 },
  { title: '고객사', dataIndex: 'customerName', sorter: true, width: 150, ellipsis: true, render: (_, p) => p.customerName ?? '-' },
  { title: 'PM', dataIndex: 'pmUserName', sorter: true, width: 100, mobile: true },
  { title: '상태', dataIndex: 'status', sorter: true, width: 80, mobile: true, render: (_, p) => statusTag(p) },
  { title: '신호등', dataIndex: 'health', sorter: true, width: 80, render: (_, p) => healthTag(p) },
  { title: '진척률', dataIndex: 'progressPct', sorter: true, width: 130, render: (_, p) => <Progress percent={Math.round(p.progressPct)} size="small" aria-label={`진척률 ${p.progressPct}%`} /> },
  { title: '기간', dataIndex: 'startDate', sorter: true, width: 200, render: (_, p) => `${formatDate(p.startDate)} ~ ${formatDate(p.endDate)}` },
  { title: '매출 예산', dataIndex: 'budgetRevenue', sorter: true, width: 140, align: 'right', optional: true, render: (_, p) => (p.budgetRevenue === null ? '-' : formatKRW(p.budgetRevenue)) },
  { title: '세그먼트', dataIndex: 'segmentName', width: 120, optional: true, render: (_, p) => p.segmentName ?? '-' },
  { title: '참여자', dataIndex: 'memberCount', width: 80, align: 'right', optional: true },
];

/** 프로젝트 (/project): the projects the caller leads, works on, or reads in their department scope. */
export default function ProjectListPage() {
  const canCreate = useCan('PROJECT', 'WRITE');
  return (
    <ListPage
      title="프로젝트"
      list={projectList}
      query={projectListQuery}
      columns={columns}
      rowLink={(p) => `/project/${p.id}`}
      empty={{ filtered: '조건에 맞는 프로젝트가 없습니다.', none: '볼 수 있는 프로젝트가 없습니다.' }}
      create={canCreate && { label: '프로젝트 등록', form: (f) => <ProjectFormDrawer open={f.open} onClose={f.onClose} onSaved={(saved) => f.onCreated(`/project/${saved.id}`)} /> }}
      keyword={{ placeholder: '프로젝트명, 번호, 고객사', width: 240 }}
      filters={[
        { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 170, options: options(PROJECT_STATUS.labels) },
        { select: 'healthList', label: '신호등', placeholder: '전체 신호등', width: 150, options: options(PROJECT_HEALTH.labels) },
        { picker: 'projectTypeId', control: ProjectTypeSelect, label: '유형', placeholder: '전체 유형', width: 140 },
        { picker: 'pmUserId', control: UserPicker, label: 'PM', placeholder: '전체 PM', width: 160 },
        { picker: 'customerId', control: CustomerSelect, label: '고객사', placeholder: '전체 고객사', width: 200, advanced: true },
        { picker: 'segmentId', control: SegmentSelect, label: '세그먼트', placeholder: '전체 세그먼트', width: 200, advanced: true },
        { dates: ['dateFrom', 'dateTo'], label: '기간', advanced: true },
      ]}
    />
  );
}
