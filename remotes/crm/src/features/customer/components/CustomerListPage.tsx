import { MergeCellsOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useCan, useNavigate } from '@dure/shared';
import { formatBusinessNumber, formatDateTime } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { type Customer, type CustomerType, GRADES, LIVE_STATUSES, STATUS_COLORS, STATUS_LABELS, TYPE_LABELS, customerList } from '../api/customerApi';
import { customerListQuery } from '../api/customerQueries';
import { useIndustries } from '../hooks/useIndustries';
import { CustomerFormModal } from './CustomerFormModal';
import { ImportDialog } from './ImportDialog';
import { MergeDialog } from './MergeDialog';
import { formatPhone } from './rules';

/** 고객사 (/customer): customers in the caller's data scope with search, filters, sort, paging, saved views, export, import and merge. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('CUSTOMER', 'WRITE');
  const canAdmin = useCan('CUSTOMER', 'ADMIN');
  const industries = useIndustries();
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<Customer[]>([]);
  const [merging, setMerging] = useState(false);

  const columns: ListColumn<Customer>[] = [
    { title: '고객번호', dataIndex: 'customerNo', sorter: true, width: 120 },
    { title: '고객사명', dataIndex: 'name', sorter: true, ellipsis: true, mobile: true, render: (_, c) => <Link to={`/customer/${c.id}`}>{c.name}</Link> },
    { title: '유형', dataIndex: 'customerType', sorter: true, width: 90, render: (_, c) => TYPE_LABELS[c.customerType] },
    { title: '사업자번호', dataIndex: 'bizRegNo', width: 130, mobile: true, render: (_, c) => (c.bizRegNo ? formatBusinessNumber(c.bizRegNo) : '-') },
    { title: '대표자', dataIndex: 'ceoName', width: 100, optional: true, render: (_, c) => c.ceoName ?? '-' },
    { title: '업종', dataIndex: 'industryCode', width: 120, optional: true, render: (_, c) => industries.labelOf(c.industryCode) },
    { title: '등급', dataIndex: 'grade', sorter: true, width: 76, render: (_, c) => c.grade ?? '-' },
    { title: '상태', dataIndex: 'status', sorter: true, width: 90, mobile: true, render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag> },
    { title: '연락처', dataIndex: 'phone', width: 130, optional: true, render: (_, c) => (c.phone ? formatPhone(c.phone) : '-') },
    { title: '담당자', dataIndex: 'ownerUserName', sorter: true, width: 100, ellipsis: true, mobile: true, render: (_, c) => c.ownerUserName ?? '-' },
    { title: '소유부서', dataIndex: 'ownerDeptName', width: 120, ellipsis: true, render: (_, c) => c.ownerDeptName ?? '-' },
    { title: '최근 활동', dataIndex: 'lastActivityAt', sorter: true, width: 150, optional: true, render: (_, c) => (c.lastActivityAt ? formatDateTime(c.lastActivityAt) : '-') },
  ];

  return (
    <>
      <ListPage
        title="고객사"
        list={customerList}
        query={customerListQuery}
        columns={columns}
        unit="곳"
        actions={
          <>
            {canAdmin && (
              <Button icon={<MergeCellsOutlined />} disabled={selected.length < 2} onClick={() => setMerging(true)}>
                병합{selected.length >= 2 ? ` (${selected.length})` : ''}
              </Button>
            )}
            {canWrite && (
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                가져오기
              </Button>
            )}
          </>
        }
        create={canWrite && { label: '신규 등록', form: (f) => <CustomerFormModal open={f.open} onClose={f.onClose} onSaved={(c) => f.onCreated(`/customer/${c.id}`)} /> }}
        keyword={{ placeholder: '고객사명, 고객번호, 사업자번호', width: 260 }}
        filters={[
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 160, options: LIVE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
          { select: 'typeList', label: '고객유형', placeholder: '전체 유형', width: 160, options: (Object.keys(TYPE_LABELS) as CustomerType[]).map((t) => ({ value: t, label: TYPE_LABELS[t] })) },
          { picker: 'ownerUserId', control: UserPicker, label: '담당자', width: 180 },
          { select: 'gradeList', label: '등급', placeholder: '전체 등급', width: 120, options: GRADES.map((g) => ({ value: g, label: `${g}등급` })), advanced: true },
          { select: 'industryCode', label: '업종', placeholder: '전체 업종', width: 150, options: industries.list.map((i) => ({ value: i.code, label: i.label })), advanced: true },
          { picker: 'segmentId', control: SegmentSelect, label: '세그먼트', placeholder: '전체 세그먼트', width: 200, advanced: true },
          { picker: 'deptId', control: DepartmentSelect, label: '소유부서', placeholder: '소유부서 (하위 포함)', width: 200, advanced: true },
        ]}
        table={{
          rowSelection: canAdmin ? { selectedRowKeys: selected.map((c) => c.id), onChange: (_keys, rows) => setSelected(rows), preserveSelectedRowKeys: true } : false,
          onRow: (c) => ({ onDoubleClick: () => navigate(`/customer/${c.id}`) }),
        }}
      />
      <ImportDialog
        open={importing}
        onClose={(changed) => {
          setImporting(false);
          if (changed) void queryClient.invalidateQueries({ queryKey: ['customer'] });
        }}
      />
      <MergeDialog
        open={merging}
        customerIds={selected.map((c) => c.id)}
        onClose={() => setMerging(false)}
        onMerged={(survivorId) => {
          setMerging(false);
          setSelected([]);
          void queryClient.invalidateQueries({ queryKey: ['customer'] });
          navigate(`/customer/${survivorId}`);
        }}
      />
    </>
  );
}
