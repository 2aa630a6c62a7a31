import { AppstoreOutlined, FileExcelOutlined, PlusOutlined, ReloadOutlined, SearchOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link, errorMessage, useCan, useNavigate } from '@dure/shared';
import { dayjs, formatDate, formatKRW } from '@dure/shared/format';
import { DepartmentSelect, SavedViews, UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Card, Checkbox, DatePicker, Flex, Input, Segmented, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useCappedTotal } from '../../../lib/proTableQuery';
import { FilterTag } from '../../../components/FilterTag';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { exportLeads } from '../api/exportLeads';
import { exportedText } from '../../../lib/collectPages';
import { type Lead, type LeadFilters, type Priority, type StageCategory, leadApi } from '../api/leadApi';
import { useLeadMeta } from '../hooks/useLeadMeta';
import { DEFAULT_SORT, type LeadPageQuery, filtersOf, useLeadQuery } from '../hooks/useLeadQuery';
import { CATEGORY_COLORS, CATEGORY_LABELS, PRIORITY_COLORS, PRIORITY_LABELS, labelOf } from '../labels';
import { LeadFormModal } from './LeadFormModal';
import { LeadKanban } from './LeadKanban';

const SORTABLE = ['expectedCloseDate', 'expectedAmount', 'weightedAmount', 'probability', 'leadNo', 'title', 'customerName', 'stageName', 'priority', 'updatedAt'];

const sortOrderOf = (sort: string, field: string) => (sort.startsWith(`${field},`) ? (sort.endsWith('desc') ? 'descend' : 'ascend') : null);

/** 리드 (/lead): the leads in the caller's scope as a list or a pipeline board, with search, filters, saved views and export. */
export default function LeadListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canWrite = useCan('LEAD', 'WRITE');
  // The department tree needs DEPARTMENT_READ; without it the owner filter remains.
  const canPickDept = useCan('DEPARTMENT', 'READ');
  const { meta, error: metaError, reload: reloadMeta } = useLeadMeta();
  const [query, setQuery] = useLeadQuery();
  const filterKey = JSON.stringify(filtersOf(query));
  // Stable identities: ProTable reloads when its params change, the board when its filters do.
  const filters = useMemo(() => JSON.parse(filterKey) as LeadFilters, [filterKey]);
  const tableParams = useMemo(() => ({ ...filters, sort: query.sort }), [filters, query.sort]);
  const boardFilters = useMemo(() => ({ ...filters, categoryList: undefined }), [filters]);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [reloadToken, setReloadToken] = useState(0);
  const counted = useCappedTotal('건');
  const table = useRef<ActionType>(undefined);


  const reload = () => {
    setReloadToken((n) => n + 1);
    table.current?.reload();
  };

  async function exportList() {
    if (!meta) return;
    setExporting(true);
    const key = 'lead-export';
    try {
      const count = await exportLeads(filters, query.sort, meta, (p) => message.loading({ key, content: `엑셀 파일을 만드는 중입니다… ${Math.round(p * 100)}%`, duration: 0 }), dayjs().format('YYYYMMDD'));
      message.success({ key, content: exportedText(count) });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  if (metaError) return <Alert type="error" showIcon message="리드 화면을 준비하지 못했습니다" description={metaError} action={<Button onClick={() => void reloadMeta()}>다시 시도</Button>} />;
  if (!meta) return <Skeleton active />;

  const columns: ProColumns<Lead>[] = [
    { title: '리드번호', dataIndex: 'leadNo', sorter: true, sortOrder: sortOrderOf(query.sort, 'leadNo'), width: 120 },
    {
      title: '리드명',
      dataIndex: 'title',
      sorter: true,
      sortOrder: sortOrderOf(query.sort, 'title'),
      render: (_, l) => (
        <Space size={4}>
          <Link to={`/lead/${l.id}`} onClick={(e) => e.stopPropagation()}>
            {l.title}
          </Link>
          {l.staleYn === 'Y' && <Tag color="orange">정체</Tag>}
        </Space>
      ),
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, sortOrder: sortOrderOf(query.sort, 'customerName'), render: (_, l) => l.customerName ?? (l.prospectCompany ? <Typography.Text type="secondary">{l.prospectCompany} (잠재)</Typography.Text> : '-') },
    { title: '단계', dataIndex: 'stageName', sorter: true, sortOrder: sortOrderOf(query.sort, 'stageName'), render: (_, l) => <Tag color={CATEGORY_COLORS[l.stageCategory]}>{l.stageName}</Tag> },
    { title: '확률', dataIndex: 'probability', sorter: true, sortOrder: sortOrderOf(query.sort, 'probability'), align: 'right', render: (_, l) => `${l.probability}%` },
    { title: '예상금액', dataIndex: 'expectedAmount', sorter: true, sortOrder: sortOrderOf(query.sort, 'expectedAmount'), align: 'right', render: (_, l) => formatKRW(l.expectedAmount) },
    { title: '가중금액', dataIndex: 'weightedAmount', sorter: true, sortOrder: sortOrderOf(query.sort, 'weightedAmount'), align: 'right', render: (_, l) => formatKRW(l.weightedAmount), responsive: ['lg'] },
    {
      title: '예상 계약일',
      dataIndex: 'expectedCloseDate',
      sorter: true,
      sortOrder: sortOrderOf(query.sort, 'expectedCloseDate'),
      render: (_, l) => <Typography.Text type={l.closeOverdueYn === 'Y' ? 'danger' : undefined}>{formatDate(l.expectedCloseDate)}</Typography.Text>,
    },
    { title: '중요도', dataIndex: 'priority', sorter: true, sortOrder: sortOrderOf(query.sort, 'priority'), render: (_, l) => <Tag color={PRIORITY_COLORS[l.priority]}>{PRIORITY_LABELS[l.priority]}</Tag>, responsive: ['xl'] },
    { title: '유입경로', dataIndex: 'source', render: (_, l) => labelOf(meta.sources, l.source), responsive: ['xl'] },
    { title: '담당자', dataIndex: 'ownerName', render: (_, l) => l.ownerName ?? '-' },
    { title: '계약', dataIndex: 'contractNo', render: (_, l) => l.contractNo ?? '-', responsive: ['xl'] },
  ];

  const savedFilters = (state: { filters?: Record<string, unknown>; sort?: unknown }) => {
    const f = (state.filters ?? {}) as LeadFilters;
    setKeyword(f.keyword ?? '');
    setQuery({ ...Object.fromEntries(Object.keys(filters).map((k) => [k, undefined])), ...f, sort: typeof state.sort === 'string' ? state.sort : DEFAULT_SORT });
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          리드
        </Typography.Title>
        <Space wrap>
          <Segmented<LeadPageQuery['view']>
            aria-label="보기"
            value={query.view}
            onChange={(view) => setQuery({ view })}
            options={[
              { value: 'list', label: '리스트', icon: <UnorderedListOutlined /> },
              { value: 'kanban', label: '칸반', icon: <AppstoreOutlined /> },
            ]}
          />
          <Button icon={<ReloadOutlined />} onClick={reload} aria-label="새로고침" />
          <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              리드 등록
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8} align="center">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="리드명, 리드번호, 고객사"
            aria-label="검색어"
            style={{ width: 240 }}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setQuery({ keyword: undefined });
            }}
            onPressEnter={() => setQuery({ keyword: keyword.trim() || undefined })}
          />
          {query.view === 'list' && (
            <Select
              mode="multiple"
              allowClear
              aria-label="상태"
              placeholder="전체 상태"
              style={{ minWidth: 130 }}
              value={query.categoryList ?? []}
              onChange={(v: StageCategory[]) => setQuery({ categoryList: v })}
              options={(Object.keys(CATEGORY_LABELS) as StageCategory[]).map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))}
            />
          )}
          {query.view === 'list' && (
            <Select
              mode="multiple"
              allowClear
              aria-label="단계"
              placeholder="전체 단계"
              style={{ minWidth: 160 }}
              value={query.stageIdList ?? []}
              onChange={(v: number[]) => setQuery({ stageIdList: v })}
              options={meta.stages.map((s) => ({ value: s.id, label: s.name }))}
            />
          )}
          <Select
            mode="multiple"
            allowClear
            aria-label="유입경로"
            placeholder="유입경로"
            style={{ minWidth: 140 }}
            value={query.sourceList ?? []}
            onChange={(v: string[]) => setQuery({ sourceList: v })}
            options={meta.sources.map((c) => ({ value: c.code, label: c.label }))}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="중요도"
            placeholder="중요도"
            style={{ minWidth: 110 }}
            value={query.priorityList ?? []}
            onChange={(v: Priority[]) => setQuery({ priorityList: v })}
            options={(Object.keys(PRIORITY_LABELS) as Priority[]).map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
          />
          <DatePicker.RangePicker
            aria-label="예상 계약일"
            placeholder={['계약일 from', 'to']}
            value={query.fromDate || query.toDate ? [query.fromDate ? dayjs(query.fromDate) : null, query.toDate ? dayjs(query.toDate) : null] : null}
            allowEmpty={[true, true]}
            onChange={(range) => setQuery({ fromDate: range?.[0]?.format('YYYY-MM-DD'), toDate: range?.[1]?.format('YYYY-MM-DD') })}
          />
          {(query.closedFromDate || query.closedToDate || query.categoryList?.some((c) => c !== 'OPEN')) && (
            <DatePicker.RangePicker
              aria-label="수주·실주일"
              placeholder={['수주·실주일 from', 'to']}
              value={query.closedFromDate || query.closedToDate ? [query.closedFromDate ? dayjs(query.closedFromDate) : null, query.closedToDate ? dayjs(query.closedToDate) : null] : null}
              allowEmpty={[true, true]}
              onChange={(range) => setQuery({ closedFromDate: range?.[0]?.format('YYYY-MM-DD'), closedToDate: range?.[1]?.format('YYYY-MM-DD') })}
            />
          )}
          {(query.periodFromDate || query.periodToDate) && (
            <FilterTag onClear={() => setQuery({ periodFromDate: undefined, periodToDate: undefined })}>
              {`기간 중 진행·종료 ${query.periodFromDate ?? ''} ~ ${query.periodToDate ?? ''}`}
            </FilterTag>
          )}
          {query.noLostReasonYn === 'Y' ? (
            <FilterTag onClear={() => setQuery({ noLostReasonYn: undefined })}>
              실주 사유 미지정
            </FilterTag>
          ) : (query.lostReasonList?.length || query.categoryList?.includes('LOST')) && (
            <Select
              mode="multiple"
              allowClear
              aria-label="실주 사유"
              placeholder="실주 사유"
              style={{ minWidth: 130 }}
              value={query.lostReasonList ?? []}
              onChange={(v: string[]) => setQuery({ lostReasonList: v })}
              options={meta.lostReasons.map((c) => ({ value: c.code, label: c.label }))}
            />
          )}
          <SegmentSelect aria-label="세그먼트" placeholder="세그먼트" style={{ width: 180 }} value={query.segmentId ?? null} onChange={(v) => setQuery({ segmentId: v ?? undefined })} />
          <div style={{ width: 180 }}>
            <UserPicker aria-label="담당자 필터" placeholder="담당자" value={query.ownerUserId ?? null} onChange={(id) => setQuery({ ownerUserId: id ?? undefined })} />
          </div>
          {canPickDept && <DepartmentSelect aria-label="부서" placeholder="부서 (하위 포함)" style={{ width: 180 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />}
          <Checkbox checked={query.mineYn === 'Y'} onChange={(e) => setQuery({ mineYn: e.target.checked ? 'Y' : undefined })}>
            내 리드만
          </Checkbox>
          <SavedViews listKey="lead-list" value={{ filters, sort: query.sort }} onApply={savedFilters} />
        </Flex>
      </Card>
      {query.view === 'kanban' ? (
        <LeadKanban filters={boardFilters} meta={meta} canWrite={canWrite} reloadToken={reloadToken} />
      ) : (
        <ProTable<Lead>
          actionRef={table}
          rowKey="id"
          size="middle"
          search={false}
          options={false}
          columns={columns}
          params={tableParams}
          request={async ({ current = 1, pageSize = 20 }) => {
            const page = await leadApi.list({ ...filters, sort: query.sort, page: current - 1, size: pageSize });
            return counted.result(page);
          }}
          onChange={(_pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = s?.order && SORTABLE.includes(String(s.field)) ? String(s.field) : null;
            setQuery({ sort: field ? `${field},${s.order === 'descend' ? 'desc' : 'asc'}` : DEFAULT_SORT });
          }}
          onRequestError={(e) => message.error(`리드 목록을 불러오지 못했습니다: ${errorMessage(e)}`)}
          locale={{ emptyText: Object.values(filters).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0)) ? '조건에 맞는 리드가 없습니다.' : '등록된 리드가 없습니다.' }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: counted.showTotal }}
          onRow={(l) => ({ onClick: () => navigate(`/lead/${l.id}`), style: { cursor: 'pointer' } })}
          scroll={{ x: 'max-content' }}
        />
      )}
      <LeadFormModal
        open={creating}
        meta={meta}
        onClose={() => setCreating(false)}
        onSaved={(lead) => {
          setCreating(false);
          navigate(`/lead/${lead.id}`);
        }}
      />
    </Space>
  );
}
