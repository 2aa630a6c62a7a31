import { AppstoreOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link, useCan } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import { FilterTag, type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { Alert, Button, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { type Lead, type LeadFilters, type Priority, type StageCategory, boardFiltersOf, leadList } from '../api/leadApi';
import { leadListQuery } from '../api/leadQueries';
import { useLeadMeta } from '../hooks/useLeadMeta';
import { CATEGORY_COLORS, CATEGORY_LABELS, PRIORITY_COLORS, PRIORITY_LABELS, labelOf } from '../labels';
import { LeadFormModal } from './LeadFormModal';
import { LeadKanban } from './LeadKanban';

/** 리드 (/lead): the leads in the caller's scope as a list or a pipeline board, with search, filters, saved views and export. */
export default function LeadListPage() {
  const canWrite = useCan('LEAD', 'WRITE');
  // The department tree needs DEPARTMENT_READ; without it the owner filter remains.
  const canPickDept = useCan('DEPARTMENT', 'READ');
  const { meta, error: metaError, reload: reloadMeta } = useLeadMeta();
  // The view switch and the board read the list's state too.
  const [query, setQuery] = useListState(leadList);
  const [reloadToken, setReloadToken] = useState(0);
  const kanban = query.view === 'kanban';
  // A stable identity: the board reloads when its filters change.
  const boardKey = JSON.stringify(boardFiltersOf(query));
  const boardFilters = useMemo(() => JSON.parse(boardKey) as LeadFilters, [boardKey]);

  if (metaError) return <Alert type="error" showIcon message="리드 화면을 준비하지 못했습니다" description={metaError} action={<Button onClick={() => void reloadMeta()}>다시 시도</Button>} />;
  if (!meta) return <Skeleton active />;

  const columns: ListColumn<Lead>[] = [
    { title: '리드번호', dataIndex: 'leadNo', sorter: true, width: 120 },
    {
      title: '리드명',
      dataIndex: 'title',
      sorter: true,
      ellipsis: true,
      render: (_, l) => (
        <Space size={4}>
          <Link to={`/lead/${l.id}`}>
            {l.title}
          </Link>
          {l.staleYn === 'Y' && <Tag color="orange">정체</Tag>}
        </Space>
      ),
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, width: 150, ellipsis: true, mobile: true, render: (_, l) => l.customerName ?? (l.prospectCompany ? <Typography.Text type="secondary">{l.prospectCompany} (잠재)</Typography.Text> : '-') },
    { title: '단계', dataIndex: 'stageName', sorter: true, width: 110, mobile: true, render: (_, l) => <Tag color={CATEGORY_COLORS[l.stageCategory]}>{l.stageName}</Tag> },
    { title: '확률', dataIndex: 'probability', sorter: true, align: 'right', width: 76, render: (_, l) => `${l.probability}%` },
    { title: '예상금액', dataIndex: 'expectedAmount', sorter: true, align: 'right', width: 130, mobile: true, render: (_, l) => formatKRW(l.expectedAmount) },
    { title: '가중금액', dataIndex: 'weightedAmount', sorter: true, align: 'right', width: 130, optional: true, render: (_, l) => formatKRW(l.weightedAmount) },
    {
      title: '예상 계약일',
      dataIndex: 'expectedCloseDate',
      sorter: true,
      width: 120,
      render: (_, l) => <Typography.Text type={l.closeOverdueYn === 'Y' ? 'danger' : undefined}>{formatDate(l.expectedCloseDate)}</Typography.Text>,
    },
    { title: '중요도', dataIndex: 'priority', sorter: true, width: 90, optional: true, render: (_, l) => <Tag color={PRIORITY_COLORS[l.priority]}>{PRIORITY_LABELS[l.priority]}</Tag> },
    { title: '유입경로', dataIndex: 'source', width: 110, optional: true, render: (_, l) => labelOf(meta.sources, l.source) },
    { title: '담당자', dataIndex: 'ownerName', width: 100, ellipsis: true, render: (_, l) => l.ownerName ?? '-' },
    { title: '계약', dataIndex: 'contractNo', width: 130, optional: true, render: (_, l) => l.contractNo ?? '-' },
  ];

  return (
    <ListPage
      title="리드"
      list={leadList}
      query={(state) => ({ ...leadListQuery(state), enabled: !kanban })}
      columns={columns}
      actions={
        <>
          <Segmented
            aria-label="보기"
            value={kanban ? 'kanban' : 'list'}
            onChange={(view) => setQuery({ view: view === 'kanban' ? 'kanban' : undefined })}
            options={[
              { value: 'list', label: '리스트', icon: <UnorderedListOutlined /> },
              { value: 'kanban', label: '칸반', icon: <AppstoreOutlined /> },
            ]}
          />
          {kanban && <Button icon={<ReloadOutlined />} onClick={() => setReloadToken((n) => n + 1)} aria-label="새로고침" />}
        </>
      }
      // The user stays on the list or board the lead was created from; the notice opens the new lead.
      create={canWrite && { label: '리드 등록', form: (f) => <LeadFormModal open={f.open} meta={meta} onClose={f.onClose} onSaved={() => f.onCreated()} /> }}
      keyword={{ placeholder: '리드명, 리드번호, 고객사', width: 240 }}
      filters={[
        { select: 'categoryList', label: '상태', placeholder: '전체 상태', width: 130, options: (Object.keys(CATEGORY_LABELS) as StageCategory[]).map((c) => ({ value: c, label: CATEGORY_LABELS[c] })), when: () => !kanban },
        { select: 'stageIdList', label: '단계', placeholder: '전체 단계', width: 160, options: meta.stages.map((s) => ({ value: s.id, label: s.name })), when: () => !kanban },
        { picker: 'ownerUserId', control: UserPicker, label: '담당자 필터', placeholder: '담당자', width: 180 },
        { check: 'mineYn', label: '내 리드만' },
        { select: 'sourceList', label: '유입경로', width: 140, options: meta.sources.map((c) => ({ value: c.code, label: c.label })), advanced: true },
        { select: 'priorityList', label: '중요도', width: 110, options: (Object.keys(PRIORITY_LABELS) as Priority[]).map((p) => ({ value: p, label: PRIORITY_LABELS[p] })), advanced: true },
        { dates: ['fromDate', 'toDate'], label: '예상 계약일', allowEmpty: true, advanced: true },
        {
          dates: ['closedFromDate', 'closedToDate'],
          label: '수주·실주일',
          allowEmpty: true,
          advanced: true,
          when: (s) => Boolean(s.closedFromDate || s.closedToDate || s.categoryList.some((c) => c !== 'OPEN')),
        },
        (s, set) =>
          (s.periodFromDate || s.periodToDate) && (
            <FilterTag onClear={() => set({ periodFromDate: undefined, periodToDate: undefined })}>{`기간 중 진행·종료 ${s.periodFromDate ?? ''} ~ ${s.periodToDate ?? ''}`}</FilterTag>
          ),
        {
          flag: 'noLostReasonYn',
          label: '실주 사유 미지정',
          advanced: true,
          instead: {
            select: 'lostReasonList',
            label: '실주 사유',
            width: 130,
            options: meta.lostReasons.map((c) => ({ value: c.code, label: c.label })),
            when: (s) => s.lostReasonList.length > 0 || s.categoryList.includes('LOST'),
          },
        },
        { picker: 'segmentId', control: SegmentSelect, label: '세그먼트', width: 180, advanced: true },
        canPickDept && { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '부서 (하위 포함)', width: 180, advanced: true },
      ]}
      view={kanban ? <LeadKanban filters={boardFilters} meta={meta} canWrite={canWrite} reloadToken={reloadToken} /> : undefined}
      rowLink={(l) => `/lead/${l.id}`}
    />
  );
}
