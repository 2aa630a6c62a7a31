import { CalendarOutlined, FileExcelOutlined, PlusOutlined, SearchOutlined, UnorderedListOutlined, WarningFilled } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { errorMessage, useCan, useNavigate } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { DepartmentSelect, SavedViews, UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Card, Checkbox, DatePicker, Flex, Input, Segmented, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ActivityTypeTag } from '../../../components/ActivityTypeTag';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { type ActivityType, type CrmOutcome, type CrmQuery, type CrmRecord, type CrmStatus, OUTCOME_COLORS, OUTCOME_LABELS, STATUS_COLORS, STATUS_LABELS, crmRecordApi } from '../api/crmRecordApi';
import { exportCrmRecords } from '../api/exportCrmRecords';
import { exportedText } from '../../../lib/collectPages';
import { useCappedTotal } from '../../../lib/proTableQuery';
import { useCrmQuery } from '../hooks/useCrmQuery';
import { CrmRecordFormModal } from './CrmRecordFormModal';
import { WeekAgenda } from './WeekAgenda';

const SORT_FIELDS = ['activityAt', 'subject', 'customerName', 'nextActionAt', 'ownerUserName'];
const minute = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-');

/** The sort of the query as ProTable's column `sortOrder` (default: activityAt desc). */
function sortOrderOf(query: CrmQuery, field: string): 'ascend' | 'descend' | null {
  const [f, dir] = (query.sort ?? 'activityAt,desc').split(',');
  return f === field ? (dir === 'asc' ? 'ascend' : 'descend') : null;
}

/** 영업활동 (/crm): visits, calls, meetings and e-mails in the viewer's data scope, with next actions. */
export default function CrmListPage() {
  const navigate = useNavigate();
  const canWrite = useCan('CRM', 'WRITE');
  const [query, setQuery] = useCrmQuery();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [types, setTypes] = useState<ActivityType[]>([]);
  const [total, setTotal] = useState(0);
  const counted = useCappedTotal('건');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [view, setView] = useState<'list' | 'week'>('list');
  const { message } = App.useApp();

  useEffect(() => {
    crmRecordApi
      .types()
      .then(setTypes)
      .catch(() => setTypes([]));
  }, []);

  async function exportList() {
    setExporting(true);
    const key = 'crm-export';
    try {
      const count = await exportCrmRecords(query, (p) => message.loading({ key, content: `엑셀 파일을 만드는 중입니다… ${Math.round(p * 100)}%`, duration: 0 }), dayjs().format('YYYYMMDD'));
      message.success({ key, content: exportedText(count) });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  const columns: ProColumns<CrmRecord>[] = [
    {
      title: '일시',
      dataIndex: 'activityAt',
      sorter: true,
      sortOrder: sortOrderOf(query, 'activityAt'),
      width: 150,
      render: (_, r) => minute(r.activityAt),
    },
    { title: '유형', dataIndex: 'activityType', width: 100, render: (_, r) => <ActivityTypeTag code={r.activityType} label={r.activityTypeLabel} /> },
    {
      title: '제목',
      dataIndex: 'subject',
      sorter: true,
      sortOrder: sortOrderOf(query, 'subject'),
      ellipsis: true,
      render: (_, r) => <Typography.Link onClick={() => navigate(`/crm/${r.id}`)}>{r.subject}</Typography.Link>,
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, sortOrder: sortOrderOf(query, 'customerName'), ellipsis: true },
    { title: '상태', dataIndex: 'status', width: 80, render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{STATUS_LABELS[r.status]}</Tag> },
    { title: '결과', dataIndex: 'outcome', width: 80, render: (_, r) => (r.outcome ? <Tag color={OUTCOME_COLORS[r.outcome]}>{OUTCOME_LABELS[r.outcome]}</Tag> : '-') },
    {
      title: '다음 액션',
      dataIndex: 'nextActionAt',
      sorter: true,
      sortOrder: sortOrderOf(query, 'nextActionAt'),
      render: (_, r) => {
        if (!r.nextActionAt) return '-';
        const overdue = r.nextActionOverdueYn === 'Y';
        return (
          <Tooltip title={r.nextActionNote ?? undefined}>
            <Space size={4} style={overdue ? { color: '#cf1322', fontWeight: 600 } : r.nextActionStatus !== 'OPEN' ? { color: '#8c8c8c' } : undefined}>
              {overdue && <WarningFilled aria-label="기한 지남" />}
              {minute(r.nextActionAt)}
              {r.nextActionStatus === 'DONE' && <Tag>완료</Tag>}
            </Space>
          </Tooltip>
        );
      },
    },
    { title: '영업 담당', dataIndex: 'ownerUserName', sorter: true, sortOrder: sortOrderOf(query, 'ownerUserName'), width: 110, responsive: ['lg'] },
    { title: '부서', dataIndex: 'ownerDeptName', width: 110, responsive: ['xl'] },
  ];

  const filtered = Boolean(
    query.keyword || query.activityTypeList || query.statusList || query.outcomeList || query.customerId || query.ownerUserId || query.deptId || query.fromDate || query.overdueYn || query.mineYn,
  );
  const { page: _page, size: _size, ...filters } = query;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          영업활동
        </Typography.Title>
        <Space wrap>
          <Segmented
            aria-label="보기"
            value={view}
            onChange={(v) => setView(v as 'list' | 'week')}
            options={[
              { value: 'list', label: '목록', icon: <UnorderedListOutlined /> },
              { value: 'week', label: '주간 일정', icon: <CalendarOutlined /> },
            ]}
          />
          <Button icon={<FileExcelOutlined />} loading={exporting} disabled={total === 0} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              활동 등록
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8} align="center">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="제목, 고객사명"
            aria-label="검색어"
            style={{ width: 220 }}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setQuery({ keyword: undefined });
            }}
            onPressEnter={() => setQuery({ keyword: keyword.trim() || undefined })}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="활동유형"
            placeholder="전체 유형"
            style={{ minWidth: 160 }}
            value={query.activityTypeList ?? []}
            onChange={(v) => setQuery({ activityTypeList: v })}
            options={types.map((t) => ({ value: t.code, label: t.label }))}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="상태"
            placeholder="전체 상태"
            style={{ minWidth: 140 }}
            value={query.statusList ?? []}
            onChange={(v) => setQuery({ statusList: v as CrmStatus[] })}
            options={(Object.keys(STATUS_LABELS) as CrmStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="결과"
            placeholder="전체 결과"
            style={{ minWidth: 140 }}
            value={query.outcomeList ?? []}
            onChange={(v) => setQuery({ outcomeList: v as CrmOutcome[] })}
            options={(Object.keys(OUTCOME_LABELS) as CrmOutcome[]).map((s) => ({ value: s, label: OUTCOME_LABELS[s] }))}
          />
          <DatePicker.RangePicker
            aria-label="기간"
            allowEmpty={[true, true]}
            value={[query.fromDate ? dayjs(query.fromDate) : null, query.toDate ? dayjs(query.toDate) : null]}
            onChange={(range) => setQuery({ fromDate: range?.[0]?.format('YYYY-MM-DD'), toDate: range?.[1]?.format('YYYY-MM-DD') })}
          />
          <CustomerSelect aria-label="고객사 필터" placeholder="고객사" style={{ width: 200 }} value={query.customerId ?? null} onChange={(v) => setQuery({ customerId: v ?? undefined })} />
          <DepartmentSelect aria-label="부서" placeholder="전체 부서 (하위 포함)" style={{ width: 200 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />
          <UserPicker aria-label="영업 담당" placeholder="영업 담당" style={{ width: 180 }} value={query.ownerUserId ?? null} onChange={(v) => setQuery({ ownerUserId: v ?? undefined })} />
          <Checkbox checked={query.overdueYn === 'Y'} onChange={(e) => setQuery({ overdueYn: e.target.checked ? 'Y' : undefined })}>
            지난 다음 액션
          </Checkbox>
          <Checkbox checked={query.mineYn === 'Y'} onChange={(e) => setQuery({ mineYn: e.target.checked ? 'Y' : undefined })}>
            내 활동
          </Checkbox>
          <SavedViews
            listKey="crm-record-list"
            value={{ filters, sort: query.sort }}
            onApply={(state) => {
              const saved = (state.filters ?? {}) as Partial<CrmQuery>;
              setKeyword(saved.keyword ?? '');
              setQuery({
                keyword: saved.keyword,
                activityTypeList: saved.activityTypeList,
                statusList: saved.statusList,
                outcomeList: saved.outcomeList,
                customerId: saved.customerId,
                ownerUserId: saved.ownerUserId,
                deptId: saved.deptId,
                fromDate: saved.fromDate,
                toDate: saved.toDate,
                overdueYn: saved.overdueYn,
                mineYn: saved.mineYn,
                sort: typeof state.sort === 'string' ? state.sort : undefined,
              });
            }}
          />
        </Flex>
      </Card>
      {error && <Alert type="error" showIcon message="영업활동 목록을 불러오지 못했습니다" description={error} />}
      {view === 'week' ? (
        <WeekAgenda query={query} onOpen={(id) => navigate(`/crm/${id}`)} />
      ) : (
        <ProTable<CrmRecord, Record<string, unknown>>
          rowKey="id"
          size="middle"
          search={false}
          options={{ reload: true, density: false, setting: true }}
          columns={columns}
          params={{ ...filters, page: query.page, size: query.size }}
          request={async () => {
            try {
              const page = await crmRecordApi.list(query);
              setTotal(page.totalElements);
              setError(null);
              return counted.result(page);
            } catch (e) {
              setError(errorMessage(e));
              return { data: [], total: 0, success: false };
            }
          }}
          onChange={(pagination, _filters, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            const field = s?.order && SORT_FIELDS.includes(String(s.field)) ? String(s.field) : undefined;
            const sort = field ? `${field},${s.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
            const samePaging = (pagination.current ?? 1) - 1 === query.page && (pagination.pageSize ?? 20) === query.size;
            setQuery({ page: samePaging || sort !== query.sort ? 0 : (pagination.current ?? 1) - 1, size: pagination.pageSize ?? 20, sort });
          }}
          pagination={{
            current: query.page + 1,
            pageSize: query.size,
            showSizeChanger: true,
            pageSizeOptions: [20, 50, 100],
            showTotal: counted.showTotal,
          }}
          onRow={(r) => ({
            onClick: (e) => (e.target as HTMLElement).closest('a,button') === null && navigate(`/crm/${r.id}`),
            // Overdue next actions stand out in the list (DOMAIN §4: reminders and team review).
            style: { cursor: 'pointer', background: r.nextActionOverdueYn === 'Y' ? '#fff1f0' : undefined },
          })}
          locale={{ emptyText: filtered ? '조건에 맞는 영업활동이 없습니다.' : '등록된 영업활동이 없습니다.' }}
          scroll={{ x: 'max-content' }}
          cardProps={{ bodyStyle: { padding: 0 } }}
        />
      )}
      <CrmRecordFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(r) => {
          setCreating(false);
          navigate(`/crm/${r.id}`);
        }}
      />
    </Space>
  );
}
