import { Link, useCan, useNavigate } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { CustomerSelect, DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { type ContractListItem, type ContractStatus, STATUS_COLORS, STATUS_LABELS, contractList } from '../api/contractApi';
import { contractListQuery } from '../api/contractQueries';
import { ContractFormDrawer } from './ContractFormDrawer';

/** 계약 (/contract): the contracts the caller may see (own, own leads', department with CONTRACT_READ, all with CONTRACT_ADMIN). */
export default function ContractListPage() {
  const navigate = useNavigate();
  const canCreate = useCan('CONTRACT', 'WRITE');
  const types = useQuery({ queryKey: ['common-code', 'CONTRACT_TYPE'], queryFn: () => commonCodeApi.list('CONTRACT_TYPE', true), staleTime: Infinity });

  const columns: ListColumn<ContractListItem>[] = [
    { title: '계약번호', dataIndex: 'contractNo', sorter: true, width: 130 },
    {
      title: '계약명',
      dataIndex: 'title',
      sorter: true,
      width: 200,
      ellipsis: true,
      mobile: true,
      render: (_, c) => (
        <Space size={4}>
          <Link to={`/contract/${c.id}`}>{c.title}</Link>
          {c.changeSeq > 0 && <Tag>변경 {c.changeSeq}차</Tag>}
        </Space>
      ),
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, width: 140, ellipsis: true, mobile: true },
    { title: '유형', dataIndex: 'contractTypeLabel', width: 90, optional: true },
    { title: '상태', dataIndex: 'status', width: 90, mobile: true, render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag> },
    { title: '계약일', dataIndex: 'contractDate', sorter: true, width: 116, render: (_, c) => formatDate(c.contractDate) },
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
      width: 150,
      render: (_, c) => (
        <Space size={4}>
          {formatKRW(c.krwSupplyAmount)}
          {c.currencyCode !== 'KRW' && <Tag>{c.currencyCode}</Tag>}
        </Space>
      ),
    },
    { title: '담당자', dataIndex: 'ownerUserName', width: 120, ellipsis: true, render: (_, c) => (c.ownerUserName ? `${c.ownerUserName}${c.ownerDeptName ? ` · ${c.ownerDeptName}` : ''}` : '-') },
  ];

  return (
    <ListPage
      title="계약"
      list={contractList}
      query={contractListQuery}
      columns={columns}
      empty={{ filtered: '조건에 맞는 계약이 없습니다.', none: '볼 수 있는 계약이 없습니다.' }}
      create={canCreate && { label: '계약 등록', form: (f) => <ContractFormDrawer open={f.open} onClose={f.onClose} onSaved={(saved) => f.onCreated(`/contract/${saved.id}`)} /> }}
      keyword={{ placeholder: '계약명, 계약번호, 고객사', width: 240 }}
      filters={[
        { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 160, options: (Object.keys(STATUS_LABELS) as ContractStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
        { picker: 'customerId', control: CustomerSelect, label: '고객사', placeholder: '전체 고객사', width: 220 },
        { select: 'expiringWithinDays', label: '만료 예정', width: 140, options: [30, 60, 90].map((d) => ({ value: d, label: `${d}일 이내 만료` })) },
        { check: 'mineYn', label: '내 계약만' },
        { select: 'typeList', label: '계약유형', placeholder: '전체 유형', width: 140, options: (types.data ?? []).map((t) => ({ value: t.code, label: t.label })), advanced: true },
        { flag: 'noSegmentYn', label: '세그먼트 미지정 고객사', advanced: true, instead: { picker: 'segmentId', control: SegmentSelect, label: '세그먼트', placeholder: '전체 세그먼트', width: 200 } },
        { picker: 'deptId', control: DepartmentSelect, label: '소유부서', placeholder: '전체 부서 (하위 포함)', width: 200, advanced: true },
        { picker: 'ownerUserId', control: UserPicker, label: '담당자', placeholder: '전체 담당자', width: 180, advanced: true },
        { dates: ['fromDate', 'toDate'], label: '계약일', advanced: true },
      ]}
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
  );
}
