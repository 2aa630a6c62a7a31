import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useCan, useNavigate } from '@dure/shared';
import { dayjs, formatDate, formatKRW } from '@dure/shared/format';
import { KeywordFilter, ListPage, useListState } from '@dure/shared/list';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Select, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { FilterTag } from '../../../components/FilterTag';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { CONTRACT_EXPORT_PATH, type ContractListItem, type ContractStatus, STATUS_COLORS, STATUS_LABELS, contractList } from '../api/contractApi';
import { contractListQuery } from '../api/contractQueries';
import { ContractFormDrawer } from './ContractFormDrawer';

/** 계약 (/contract): the contracts the caller may see (own, own leads', department with CONTRACT_READ, all with CONTRACT_ADMIN). */
export default function ContractListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canCreate = useCan('CONTRACT', 'WRITE');
  const [query, setQuery] = useListState(contractList);
  const [creating, setCreating] = useState(false);
  const types = useQuery({ queryKey: ['common-code', 'CONTRACT_TYPE'], queryFn: () => commonCodeApi.list('CONTRACT_TYPE', true), staleTime: Infinity });

  const columns: ProColumns<ContractListItem>[] = [
    { title: '계약번호', dataIndex: 'contractNo', sorter: true, width: 130 },
    {
      title: '계약명',
      dataIndex: 'title',
      sorter: true,
      render: (_, c) => (
        <Space size={4}>
          <Typography.Link onClick={() => navigate(`/contract/${c.id}`)}>{c.title}</Typography.Link>
          {c.changeSeq > 0 && <Tag>변경 {c.changeSeq}차</Tag>}
        </Space>
      ),
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true },
    { title: '유형', dataIndex: 'contractTypeLabel', width: 90 },
    { title: '상태', dataIndex: 'status', width: 90, render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag> },
    { title: '계약일', dataIndex: 'contractDate', sorter: true, width: 110, render: (_, c) => formatDate(c.contractDate) },
    {
      title: '종료일',
      dataIndex: 'endDate',
      sorter: true,
      width: 150,
      render: (_, c) => (
        <Space size={4}>
          {formatDate(c.endDate)}
          {c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 90 && <Tag color={c.daysToEnd <= 30 ? 'red' : 'orange'}>D-{c.daysToEnd}</Tag>}
        </Space>
      ),
    },
    {
      title: '원화공급가',
      dataIndex: 'krwSupplyAmount',
      sorter: true,
      align: 'right',
      render: (_, c) => (
        <Space size={4}>
          {formatKRW(c.krwSupplyAmount)}
          {c.currencyCode !== 'KRW' && <Tag>{c.currencyCode}</Tag>}
        </Space>
      ),
    },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, c) => (c.ownerUserName ? `${c.ownerUserName}${c.ownerDeptName ? ` · ${c.ownerDeptName}` : ''}` : '-') },
  ];

  return (
    <>
      <ListPage
        title="계약"
        listKey="contract-list"
        list={contractList}
        state={query}
        onStateChange={setQuery}
        query={contractListQuery(query)}
        columns={columns}
        rowKey="id"
        unit="건"
        empty={{ filtered: '조건에 맞는 계약이 없습니다.', none: '볼 수 있는 계약이 없습니다.' }}
        exportPath={CONTRACT_EXPORT_PATH}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              계약 등록
            </Button>
          )
        }
        filters={
          <>
            <KeywordFilter value={query.keyword} onSearch={(keyword) => setQuery({ keyword })} placeholder="계약명, 계약번호, 고객사" width={240} />
            <Select
              mode="multiple"
              allowClear
              aria-label="상태"
              placeholder="전체 상태"
              style={{ minWidth: 160 }}
              value={query.statusList}
              onChange={(v: ContractStatus[]) => setQuery({ statusList: v })}
              options={(Object.keys(STATUS_LABELS) as ContractStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            />
            <Select
              mode="multiple"
              allowClear
              aria-label="계약유형"
              placeholder="전체 유형"
              style={{ minWidth: 140 }}
              value={query.typeList}
              onChange={(v: string[]) => setQuery({ typeList: v })}
              options={(types.data ?? []).map((t) => ({ value: t.code, label: t.label }))}
            />
            <CustomerSelect aria-label="고객사" placeholder="전체 고객사" style={{ width: 220 }} value={query.customerId ?? null} onChange={(v) => setQuery({ customerId: v ?? undefined })} />
            {query.noSegmentYn ? (
              <FilterTag onClear={() => setQuery({ noSegmentYn: undefined })}>세그먼트 미지정 고객사</FilterTag>
            ) : (
              <SegmentSelect aria-label="세그먼트" placeholder="전체 세그먼트" style={{ width: 200 }} value={query.segmentId ?? null} onChange={(v) => setQuery({ segmentId: v ?? undefined })} />
            )}
            <DepartmentSelect aria-label="소유부서" placeholder="전체 부서 (하위 포함)" style={{ width: 200 }} value={query.deptId ?? null} onChange={(v: number | null) => setQuery({ deptId: v ?? undefined })} />
            <UserPicker aria-label="담당자" placeholder="전체 담당자" style={{ width: 180 }} value={query.ownerUserId ?? null} onChange={(v) => setQuery({ ownerUserId: v ?? undefined })} />
            <DatePicker.RangePicker
              aria-label="계약일"
              placeholder={['계약일 부터', '까지']}
              value={query.fromDate && query.toDate ? [dayjs(query.fromDate), dayjs(query.toDate)] : null}
              onChange={(r) => setQuery({ fromDate: r?.[0]?.format('YYYY-MM-DD'), toDate: r?.[1]?.format('YYYY-MM-DD') })}
            />
            <Select
              allowClear
              aria-label="만료 예정"
              placeholder="만료 예정"
              style={{ width: 140 }}
              value={query.expiringWithinDays}
              onChange={(v: number | undefined) => setQuery({ expiringWithinDays: v })}
              options={[30, 60, 90].map((d) => ({ value: d, label: `${d}일 이내 만료` }))}
            />
            <Space>
              <Switch aria-label="내 계약만" checked={query.mineYn === true} onChange={(on) => setQuery({ mineYn: on || undefined })} />
              <Typography.Text>내 계약만</Typography.Text>
            </Space>
          </>
        }
        table={{
          onRow: (c) => ({
            onClick: (e) => {
              if ((e.target as HTMLElement).closest('a,button')) return;
              navigate(`/contract/${c.id}`);
            },
            style: { cursor: 'pointer', ...(c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 30 ? { background: '#fff2e8' } : {}) },
            'data-expiring': c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 90 ? 'Y' : undefined,
          }),
        }}
      />
      <ContractFormDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: ['contract'] });
          navigate(`/contract/${saved.id}`);
        }}
      />
    </>
  );
}
