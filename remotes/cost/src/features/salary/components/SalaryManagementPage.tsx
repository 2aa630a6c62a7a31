import { UploadOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { dayjs } from '@dure/shared/format';
import { type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { DepartmentSelect, HistoryDialog, UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Descriptions, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SALARY_AMOUNT_FIELDS, SALARY_AMOUNT_LABELS, type Salary, type SalaryTotals, salaryApi, salaryList } from '../api/salaryApi';
import { SALARY_KEY, salaryListQuery } from '../api/salaryQueries';
import { won } from '../api/uploadModel';
import { SalaryEditDrawer } from './SalaryEditDrawer';
import { SalaryUploadDialog } from './SalaryUploadDialog';

const masked = <Tag>비공개</Tag>;
const amount = (r: Salary, v: number | null) => (r.maskedYn === 'Y' ? masked : won(v));

/** Σ of every row the filters match (the server's totals, not only this page). */
function Totals({ totals }: { totals: SalaryTotals }) {
  if (totals.count === 0) return null;
  const show = (v: number | null) => (totals.maskedYn === 'Y' ? '비공개' : won(v));
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, md: 4 }}
      title={<Typography.Text strong>합계 ({totals.count.toLocaleString('ko-KR')}건, 조건 전체)</Typography.Text>}
      items={[
        ...SALARY_AMOUNT_FIELDS.map((f) => ({ key: f, label: SALARY_AMOUNT_LABELS[f], children: show(totals[f]) })),
        { key: 'totalCost', label: '총 인건비', children: <Typography.Text strong data-testid="salary-total-cost">{show(totals.totalCost)}</Typography.Text> },
      ]}
    />
  );
}

/** 급여 관리 (/salary/management): monthly personnel cost by person, uploaded from payroll; amounts shown only with SALARY_MANAGEMENT_READ. */
export default function SalaryManagementPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canRead = useCan('SALARY_MANAGEMENT', 'READ');
  const canWrite = useCan('SALARY_MANAGEMENT', 'WRITE');
  const canDelete = useCan('SALARY_MANAGEMENT', 'ADMIN');
  const [state] = useListState(salaryList);
  const page = useQuery(salaryListQuery(state));
  const [editing, setEditing] = useState<Salary | null>(null);
  const [uploading, setUploading] = useState(false);
  const [history, setHistory] = useState<Salary | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: SALARY_KEY });

  const remove = (r: Salary) =>
    confirmAction({
      title: `${r.userName}의 ${r.ym} 급여를 삭제할까요?`,
      content: '삭제한 급여는 목록과 합계에서 빠집니다. 같은 달을 다시 올리면 새로 저장됩니다.',
      okText: '삭제',
      danger: true,
      run: () => salaryApi.remove(r.id, r.version),
      success: '급여를 삭제했습니다.',
      failure: '급여를 삭제하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const columns: ListColumn<Salary>[] = [
    { title: '이름', dataIndex: 'userName', sorter: true, width: 110, mobile: true, render: (_, r) => r.userName },
    { title: '귀속월', dataIndex: 'ym', sorter: true, width: 90, mobile: true, render: (_, r) => (r.lockedYn === 'Y' ? <Space size={4}>{r.ym}<Tag>마감</Tag></Space> : r.ym) },
    { title: '사번', dataIndex: 'employeeNo', width: 100, render: (_, r) => r.employeeNo ?? '-' },
    { title: '부서', dataIndex: 'deptName', sorter: true, width: 130, ellipsis: true, render: (_, r) => r.deptName ?? '-' },
    ...SALARY_AMOUNT_FIELDS.map(
      (f): ListColumn<Salary> => ({
        title: SALARY_AMOUNT_LABELS[f],
        dataIndex: f,
        sorter: f === 'basePay',
        width: 130,
        align: 'right',
        optional: f === 'employerInsurance' || f === 'severanceAccrual',
        render: (_, r) => amount(r, r[f]),
      }),
    ),
    { title: '총 인건비', dataIndex: 'totalCost', sorter: true, width: 140, align: 'right', mobile: true, render: (_, r) => (r.maskedYn === 'Y' ? masked : <strong>{won(r.totalCost)}</strong>) },
    { title: '수정자', dataIndex: 'updatedByName', width: 90, optional: true, render: (_, r) => r.updatedByName ?? '-' },
    {
      title: '',
      key: 'actions',
      width: 170,
      render: (_, r) => (
        <Space size={4}>
          {canWrite && r.lockedYn === 'N' && (
            <Button size="small" onClick={() => setEditing(r)}>
              수정
            </Button>
          )}
          {canDelete && r.lockedYn === 'N' && (
            <Button size="small" danger onClick={() => remove(r)}>
              삭제
            </Button>
          )}
          <Button size="small" type="link" onClick={() => setHistory(r)}>
            이력
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {!canRead && <Alert type="info" showIcon message="급여 금액은 급여 조회 권한이 있어야 볼 수 있어 비공개로 표시합니다." />}
      <ListPage
        title="급여 관리"
        list={salaryList}
        // The page carries its totals besides the rows: the template reads the rows, <Totals> the same cached page.
        query={(s) => salaryListQuery(s) as never}
        columns={columns}
        keyword={{ placeholder: '이름·아이디·사번', width: 180 }}
        empty={{ filtered: '조건에 맞는 급여 내역이 없습니다.', none: '등록된 급여 내역이 없습니다. 급여 대장 엑셀을 올려 주세요.' }}
        actions={
          canWrite && (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              엑셀 올리기
            </Button>
          )
        }
        filters={[
          (s, set) => (
            <DatePicker.RangePicker
              key="ym"
              picker="month"
              aria-label="귀속월"
              placeholder={['시작 월', '종료 월']}
              allowEmpty={[true, true]}
              value={[s.fromYm ? dayjs(`${s.fromYm}-01`) : null, s.toYm ? dayjs(`${s.toYm}-01`) : null]}
              onChange={(range) => set({ fromYm: range?.[0]?.format('YYYY-MM'), toYm: range?.[1]?.format('YYYY-MM') })}
            />
          ),
          { picker: 'deptId', control: DepartmentSelect, label: '부서 (하위 포함)', placeholder: '전체 부서', width: 180 },
          { picker: 'userId', control: UserPicker, label: '사용자', placeholder: '전체 사용자', width: 180 },
        ]}
      />
      {page.data && <Totals totals={page.data.totals} />}
      <SalaryEditDrawer
        salary={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('급여를 저장했습니다.');
          void refresh();
        }}
      />
      <SalaryUploadDialog
        open={uploading}
        onClose={(saved) => {
          setUploading(false);
          if (saved) void refresh();
        }}
      />
      {history && <HistoryDialog recordType="SALARY" recordId={history.id} open onClose={() => setHistory(null)} />}
    </Space>
  );
}
