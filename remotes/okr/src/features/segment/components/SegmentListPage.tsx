import { Link, useCan } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { UserPicker } from '@dure/shared/records';
import { Tag } from 'antd';
import { ACTIVE_LABELS, LEVEL_LABELS, PRIORITIES, PRIORITY_LABELS, type Segment, segmentList } from '../api/segmentApi';
import { segmentListQuery } from '../api/segmentQueries';
import { PriorityTag, pctOrDash, wonOrDash } from './segmentFormat';
import { SegmentFormModal } from './SegmentFormModal';

/** A market's name as it is; a segment's indented under its market (the list's tree order puts it right after). */
function NameCell({ s }: { s: Segment }) {
  const link = <Link to={`/segment/${s.id}`}>{s.name}</Link>;
  if (s.level === 'MARKET') return <strong>{link}</strong>;
  return (
    <span style={{ paddingInlineStart: 16 }} title={`${s.parentName ?? ''} › ${s.name}`}>
      └ {link}
    </span>
  );
}

/** 시장 세그먼트 (/segment): the market → segment tree with size estimates and this year's CRM figures. */
export default function SegmentListPage() {
  const canWrite = useCan('MARKETSEGMENT', 'WRITE');

  const columns: ListColumn<Segment>[] = [
    { title: '이름', dataIndex: 'name', sorter: true, width: 220, ellipsis: true, mobile: true, render: (_, s) => <NameCell s={s} /> },
    { title: '코드', dataIndex: 'code', sorter: true, width: 120 },
    { title: '구분', dataIndex: 'level', width: 80, optional: true, render: (_, s) => LEVEL_LABELS[s.level] },
    { title: 'TAM', dataIndex: 'tam', sorter: true, width: 150, align: 'right', render: (_, s) => wonOrDash(s.tam) },
    { title: 'SAM', dataIndex: 'sam', sorter: true, width: 150, align: 'right', render: (_, s) => wonOrDash(s.sam) },
    { title: 'SOM', dataIndex: 'som', sorter: true, width: 150, align: 'right', optional: true, render: (_, s) => wonOrDash(s.som) },
    { title: '성장률', dataIndex: 'growthRatePct', sorter: true, width: 90, align: 'right', render: (_, s) => pctOrDash(s.growthRatePct) },
    { title: '우선순위', dataIndex: 'priority', sorter: true, width: 90, mobile: true, render: (_, s) => <PriorityTag priority={s.priority} /> },
    { title: '담당자', dataIndex: 'ownerUserName', sorter: true, width: 100, ellipsis: true, mobile: true, render: (_, s) => s.ownerUserName ?? '-' },
    { title: '고객사', dataIndex: 'customerCount', sorter: true, width: 80, align: 'right', render: (_, s) => `${s.customerCount.toLocaleString('ko-KR')}곳` },
    { title: '진행 중 파이프라인', dataIndex: 'openPipeline', sorter: true, width: 160, align: 'right', render: (_, s) => formatKRW(s.openPipeline) },
    { title: '올해 매출', dataIndex: 'salesYtd', sorter: true, width: 150, align: 'right', render: (_, s) => formatKRW(s.salesYtd) },
    { title: '점유율(SAM)', dataIndex: 'sharePct', sorter: true, width: 110, align: 'right', render: (_, s) => pctOrDash(s.sharePct) },
    { title: '사용', dataIndex: 'activeYn', width: 90, render: (_, s) => (s.activeYn === 'Y' ? ACTIVE_LABELS.Y : <Tag>{ACTIVE_LABELS.N}</Tag>) },
  ];

  return (
    <ListPage
      title="시장 세그먼트"
      list={segmentList}
      query={segmentListQuery}
      columns={columns}
      unit="개"
      empty={{ filtered: '조건에 맞는 시장·세그먼트가 없습니다.', none: '등록된 시장 세그먼트가 없습니다. 시장부터 등록해 주세요.' }}
      create={canWrite && { label: '신규 등록', form: (f) => <SegmentFormModal open={f.open} onClose={f.onClose} onSaved={(s) => f.onCreated(`/segment/${s.id}`)} /> }}
      keyword={{ placeholder: '코드, 이름', width: 220 }}
      filters={[
        { select: 'priorityList', label: '우선순위', placeholder: '전체 우선순위', width: 180, options: PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })) },
        { picker: 'ownerUserId', control: UserPicker, label: '담당자', width: 180 },
        { select: 'activeYn', label: '사용여부', placeholder: '사용여부 전체', width: 140, options: (['Y', 'N'] as const).map((v) => ({ value: v, label: ACTIVE_LABELS[v] })) },
        { select: 'level', label: '구분', placeholder: '시장·세그먼트', width: 140, options: (['MARKET', 'SEGMENT'] as const).map((v) => ({ value: v, label: LEVEL_LABELS[v] })), advanced: true },
      ]}
      rowLink={(s) => `/segment/${s.id}`}
    />
  );
}
