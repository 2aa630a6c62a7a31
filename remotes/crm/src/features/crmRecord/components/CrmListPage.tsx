import { CalendarOutlined, UnorderedListOutlined, WarningFilled } from '@ant-design/icons';
import { Link, useCan, useNavigate } from '@dure/shared';
import { dayjs } from '@dure/shared/format';
import { type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { CustomerSelect, DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Space, Tag, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { ActivityTypeTag } from '../../../components/ActivityTypeTag';
import { type CrmOutcome, type CrmRecord, type CrmStatus, OUTCOME_COLORS, OUTCOME_LABELS, STATUS_COLORS, STATUS_LABELS, crmRecordApi, crmRecordList } from '../api/crmRecordApi';
import { crmRecordListQuery } from '../api/crmRecordQueries';
import { CrmRecordFormModal } from './CrmRecordFormModal';
import { WeekAgenda } from './WeekAgenda';

const minute = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-');

/** 영업활동 (/crm): visits, calls, meetings and e-mails in the viewer's data scope, with next actions. */
export default function CrmListPage() {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const canWrite = useCan('CRM', 'WRITE');
  // The week agenda shows the same filters as the list.
  const [query] = useListState(crmRecordList);
  const [view, setView] = useState<'list' | 'week'>('list');
  const types = useQuery({ queryKey: ['crm-record', 'types'], queryFn: crmRecordApi.types, staleTime: Infinity });

  const columns: ListColumn<CrmRecord>[] = [
    { title: '일시', dataIndex: 'activityAt', sorter: true, width: 150, render: (_, r) => minute(r.activityAt) },
    { title: '유형', dataIndex: 'activityType', width: 100, mobile: true, render: (_, r) => <ActivityTypeTag code={r.activityType} label={r.activityTypeLabel} /> },
    {
      title: '제목',
      dataIndex: 'subject',
      sorter: true,
      ellipsis: true,
      mobile: true,
      render: (_, r) => <Link to={`/crm/${r.id}`}>{r.subject}</Link>,
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, width: 140, ellipsis: true, mobile: true },
    { title: '상태', dataIndex: 'status', width: 80, render: (_, r) => <Tag color={STATUS_COLORS[r.status]}>{STATUS_LABELS[r.status]}</Tag> },
    { title: '결과', dataIndex: 'outcome', width: 80, render: (_, r) => (r.outcome ? <Tag color={OUTCOME_COLORS[r.outcome]}>{OUTCOME_LABELS[r.outcome]}</Tag> : '-') },
    {
      title: '다음 액션',
      dataIndex: 'nextActionAt',
      sorter: true,
      width: 170,
      render: (_, r) => {
        if (!r.nextActionAt) return '-';
        const overdue = r.nextActionOverdueYn === 'Y';
        return (
          <Tooltip title={r.nextActionNote ?? undefined}>
            <Space size={4} style={overdue ? { color: token.colorErrorText, fontWeight: 600 } : r.nextActionStatus !== 'OPEN' ? { color: token.colorTextTertiary } : undefined}>
              {overdue && <WarningFilled aria-label="기한 지남" />}
              {minute(r.nextActionAt)}
              {r.nextActionStatus === 'DONE' && <Tag>완료</Tag>}
            </Space>
          </Tooltip>
        );
      },
    },
    { title: '영업 담당', dataIndex: 'ownerUserName', sorter: true, width: 110, ellipsis: true },
    { title: '부서', dataIndex: 'ownerDeptName', width: 110, ellipsis: true, optional: true },
  ];

  return (
    <ListPage
      title="영업활동"
      list={crmRecordList}
      query={(state) => ({ ...crmRecordListQuery(state), enabled: view === 'list' })}
      columns={columns}
      actions={
        <>
          <Segmented
            aria-label="보기"
            value={view}
            onChange={(v) => setView(v as 'list' | 'week')}
            options={[
              { value: 'list', label: '목록', icon: <UnorderedListOutlined /> },
              { value: 'week', label: '주간 일정', icon: <CalendarOutlined /> },
            ]}
          />
        </>
      }
      create={canWrite && { label: '활동 등록', form: (f) => <CrmRecordFormModal open={f.open} onClose={f.onClose} onSaved={(r) => f.onCreated(`/crm/${r.id}`)} /> }}
      keyword={{ placeholder: '제목, 고객사명', width: 220 }}
      filters={[
        { select: 'activityTypeList', label: '활동유형', placeholder: '전체 유형', width: 160, options: (types.data ?? []).map((t) => ({ value: t.code, label: t.label })) },
        { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 140, options: (Object.keys(STATUS_LABELS) as CrmStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
        { dates: ['fromDate', 'toDate'], label: '기간', allowEmpty: true },
        { check: 'mineYn', label: '내 활동' },
        { select: 'outcomeList', label: '결과', placeholder: '전체 결과', width: 140, options: (Object.keys(OUTCOME_LABELS) as CrmOutcome[]).map((s) => ({ value: s, label: OUTCOME_LABELS[s] })), advanced: true },
        { picker: 'customerId', control: CustomerSelect, label: '고객사 필터', placeholder: '고객사', width: 200, advanced: true },
        { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서 (하위 포함)', width: 200, advanced: true },
        { picker: 'ownerUserId', control: UserPicker, label: '영업 담당', width: 180, advanced: true },
        { check: 'overdueYn', label: '지난 다음 액션', advanced: true },
      ]}
      view={view === 'week' ? <WeekAgenda query={query} onOpen={(id) => navigate(`/crm/${id}`)} /> : undefined}
      table={{
        onRow: (r) => ({
          onClick: (e) => (e.target as HTMLElement).closest('a,button') === null && navigate(`/crm/${r.id}`),
          // Overdue next actions stand out in the list (DOMAIN §4: reminders and team review).
          style: { cursor: 'pointer', background: r.nextActionOverdueYn === 'Y' ? '#fff1f0' : undefined },
        }),
      }}
    />
  );
}
