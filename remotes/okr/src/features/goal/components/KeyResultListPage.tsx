import { Link, PageLink } from '@dure/shared';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { UserPicker } from '@dure/shared/records';
import { Tag } from 'antd';
import { KR_METRIC_TYPE, OKR_HEALTH, type KeyResult, keyResultList } from '../api/goalApi';
import { keyResultListQuery } from '../api/goalQueries';
import { krValueText } from './krFormat';
import { HealthTag, PeriodSelect, ProgressBar, codeOptions } from './okrFormat';

/** 핵심결과 (/keyresult): the key results of the goals the caller may see; the ones due a check-in this week on a tick. */
export default function KeyResultListPage() {
  const columns: ListColumn<KeyResult>[] = [
    { title: '핵심결과', dataIndex: 'title', sorter: true, width: 260, ellipsis: true, mobile: true, render: (_, kr) => <Link to={`/keyresult/${kr.id}`}>{kr.title}</Link> },
    { title: '목표', dataIndex: 'goalTitle', sorter: true, width: 220, ellipsis: true, render: (_, kr) => <PageLink page="GoalDetailPage" to={`/goal/${kr.goalId}`}>
          {kr.goalTitle}
        </PageLink> },
    { title: '기간', dataIndex: 'periodCode', width: 90 },
    { title: '유형', dataIndex: 'metricType', width: 80, render: (_, kr) => KR_METRIC_TYPE.labels[kr.metricType] },
    { title: '현재 / 목표', key: 'values', width: 170, render: (_, kr) => krValueText(kr) },
    { title: '가중치', dataIndex: 'weightPct', sorter: true, width: 80, align: 'right', render: (_, kr) => `${kr.weightPct}%` },
    { title: '진척률', dataIndex: 'progressPct', sorter: true, width: 160, mobile: true, render: (_, kr) => <ProgressBar pct={kr.progressPct} /> },
    { title: '건강도', dataIndex: 'health', sorter: true, width: 80, render: (_, kr) => <HealthTag health={kr.health} /> },
    { title: '담당자', dataIndex: 'ownerUserName', sorter: true, width: 100, render: (_, kr) => kr.ownerUserName ?? '-' },
    { title: '최근 체크인', dataIndex: 'lastCheckInDate', sorter: true, width: 150, render: (_, kr) => <>{kr.lastCheckInDate ?? '-'} {kr.checkInDueYn === 'Y' && <Tag color="gold">체크인 필요</Tag>}</> },
    { title: '기한', dataIndex: 'dueDate', sorter: true, width: 100, optional: true, render: (_, kr) => kr.dueDate ?? '-' },
  ];

  return (
    <ListPage
      title="핵심결과"
      list={keyResultList}
      query={keyResultListQuery}
      columns={columns}
      unit="개"
      empty={{ filtered: '조건에 맞는 핵심결과가 없습니다.', none: '등록된 핵심결과가 없습니다. 목표 화면에서 핵심결과를 추가하세요.' }}
      keyword={{ placeholder: '핵심결과', width: 200 }}
      filters={[
        (state, set) => <PeriodSelect key="period" allowClear value={state.periodId} onChange={(periodId) => set({ periodId })} width={180} />,
        { select: 'metricTypeList', label: '측정유형', placeholder: '전체 유형', width: 160, options: codeOptions(KR_METRIC_TYPE) },
        { select: 'healthList', label: '건강도', placeholder: '전체 건강도', width: 160, options: codeOptions(OKR_HEALTH) },
        { picker: 'ownerUserId', control: UserPicker, label: '담당자', width: 160 },
        { check: 'mineYn', label: '내 핵심결과' },
        { check: 'dueYn', label: '이번 주 체크인 필요' },
      ]}
      rowLink={(kr) => `/keyresult/${kr.id}`}
    />
  );
}
