import { Link } from '@dure/shared';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { GOAL_LEVEL, GOAL_STATUS, OKR_HEALTH, type Goal, goalList } from '../api/goalApi';
import { goalListQuery } from '../api/goalQueries';
import { GoalFormModal } from './GoalFormModal';
import { HealthTag, PeriodSelect, ProgressBar, StatusTag, levelOptions, codeOptions } from './okrFormat';

/** 목표 (/goal): every goal the caller may see, by period, level, status, owner, department and health. */
export default function GoalListPage() {
  const columns: ListColumn<Goal>[] = [
    { title: '목표', dataIndex: 'title', sorter: true, width: 280, ellipsis: true, mobile: true, render: (_, g) => <Link to={`/goal/${g.id}`}>{g.title}</Link> },
    { title: '기간', dataIndex: 'periodCode', sorter: true, width: 100 },
    { title: '수준', dataIndex: 'level', sorter: true, width: 70, render: (_, g) => GOAL_LEVEL.labels[g.level] },
    { title: '상위 목표', dataIndex: 'parentGoalTitle', width: 200, ellipsis: true, optional: true, render: (_, g) => (g.parentGoalId ? <Link to={`/goal/${g.parentGoalId}`}>{g.parentGoalTitle}</Link> : '-') },
    { title: '책임자', dataIndex: 'ownerUserName', sorter: true, width: 100, mobile: true, render: (_, g) => g.ownerUserName ?? '-' },
    { title: '부서', dataIndex: 'deptName', sorter: true, width: 130, ellipsis: true, render: (_, g) => g.deptName ?? '-' },
    { title: '가중치', dataIndex: 'weightPct', sorter: true, width: 80, align: 'right', render: (_, g) => `${g.weightPct}%` },
    { title: '진척률', dataIndex: 'progressPct', sorter: true, width: 160, mobile: true, render: (_, g) => <ProgressBar pct={g.progressPct} /> },
    { title: '건강도', dataIndex: 'health', sorter: true, width: 80, render: (_, g) => <HealthTag health={g.health} /> },
    { title: '상태', dataIndex: 'status', sorter: true, width: 90, render: (_, g) => <StatusTag status={g.status} requested={g.approvalRequestedYn === 'Y'} /> },
    { title: 'KR', dataIndex: 'krCount', width: 60, align: 'right' },
  ];

  return (
    <ListPage
      title="목표"
      list={goalList}
      query={goalListQuery}
      columns={columns}
      unit="개"
      empty={{ filtered: '조건에 맞는 목표가 없습니다.', none: '등록된 목표가 없습니다. 첫 목표를 등록해 보세요.' }}
      create={{ label: '목표 등록', form: (f) => <GoalFormModal open={f.open} onClose={f.onClose} onSaved={(g) => f.onCreated(`/goal/${g.id}`)} /> }}
      keyword={{ placeholder: '목표', width: 200 }}
      filters={[
        (state, set) => <PeriodSelect key="period" allowClear value={state.periodId} onChange={(periodId) => set({ periodId })} width={180} />,
        { select: 'levelList', label: '수준', placeholder: '전체 수준', width: 160, options: levelOptions },
        { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 160, options: codeOptions(GOAL_STATUS) },
        { select: 'healthList', label: '건강도', placeholder: '전체 건강도', width: 160, options: codeOptions(OKR_HEALTH) },
        { picker: 'ownerUserId', control: UserPicker, label: '책임자', width: 160 },
        { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서', width: 180, advanced: true },
        { check: 'mineYn', label: '내 목표' },
        { check: 'unalignedYn', label: '미정렬만', advanced: true },
      ]}
      rowLink={(g) => `/goal/${g.id}`}
    />
  );
}
