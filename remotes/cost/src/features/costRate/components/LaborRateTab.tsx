import { useCan } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { HistoryDialog, UserPicker } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { TaskActivitySelect } from '../../taskActivity';
import { JOB_GRADE, LABOR_BASIS, type LaborCostRate, costRateApi, laborRateList } from '../api/costRateApi';
import { COST_RATE_KEY, laborRateListQuery } from '../api/costRateQueries';
import { LaborRateFormModal } from './LaborRateFormModal';
import { OnDateFilter } from './OnDateFilter';
import { RateLookupTool } from './RateLookupTool';

const gradeLabel = (g: string | null) => (g ? ((JOB_GRADE.labels as Record<string, string>)[g] ?? g) : '-');
const period = (r: { validFrom: string; validTo: string | null }) => `${r.validFrom} ~ ${r.validTo ?? ''}`;

/** 인건비 단가 tab: rates by grade or person with their validity; rows by person show 비공개 without SALARY_MANAGEMENT_READ. */
export function LaborRateTab() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('COMMON_COST_RATE_MANAGEMENT', 'WRITE');
  const salary = useCan('SALARY_MANAGEMENT', 'READ');
  const [editing, setEditing] = useState<{ rate: LaborCostRate | null } | null>(null);
  const [history, setHistory] = useState<LaborCostRate | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: COST_RATE_KEY });
  const editable = (r: LaborCostRate) => canWrite && (r.basis !== 'USER' || salary);

  const remove = (r: LaborCostRate) =>
    confirmAction({
      title: `${r.basis === 'USER' ? r.userName : gradeLabel(r.jobGrade)} 단가 (${period(r)})를 삭제할까요?`,
      content: '삭제하면 그 기간에는 조회 순서의 다음 단가가 쓰입니다.',
      okText: '삭제',
      danger: true,
      run: () => costRateApi.removeLabor(r.id, r.version),
      success: '인건비 단가를 삭제했습니다.',
      failure: '인건비 단가를 삭제하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const columns: ListColumn<LaborCostRate>[] = [
    { title: '기준', dataIndex: 'basis', sorter: true, width: 90, mobile: true, render: (_, r) => LABOR_BASIS.labels[r.basis] },
    { title: '직급·사용자', key: 'who', width: 160, mobile: true, render: (_, r) => (r.basis === 'USER' ? r.userName : gradeLabel(r.jobGrade)) },
    { title: '업무유형', dataIndex: 'taskActivityName', width: 150, render: (_, r) => r.taskActivityName ?? '전체' },
    {
      title: '시간당 단가',
      dataIndex: 'hourlyRate',
      sorter: true,
      width: 140,
      align: 'right',
      mobile: true,
      render: (_, r) => (r.maskedYn === 'Y' || r.hourlyRate === null ? <Tag>비공개</Tag> : `${r.hourlyRate.toLocaleString('ko-KR')}원`),
    },
    { title: '적용기간', dataIndex: 'validFrom', sorter: true, width: 220, mobile: true, render: (_, r) => period(r) },
    { title: '수정자', dataIndex: 'updatedByName', width: 100, optional: true, render: (_, r) => r.updatedByName ?? '-' },
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space size={4}>
          {editable(r) && (
            <>
              <Button size="small" onClick={() => setEditing({ rate: r })}>
                수정
              </Button>
              <Button size="small" danger onClick={() => remove(r)}>
                삭제
              </Button>
            </>
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
      <RateLookupTool />
      <ListPage
        title="인건비 단가"
        headingLevel={4}
        list={laborRateList}
        query={laborRateListQuery}
        columns={columns}
        keyword={{ placeholder: '사용자 이름', width: 160 }}
        empty={{ filtered: '조건에 맞는 인건비 단가가 없습니다.', none: '등록된 인건비 단가가 없습니다.' }}
        actions={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ rate: null })}>
              단가 등록
            </Button>
          )
        }
        filters={[
          { select: 'basis', label: '기준', placeholder: '전체 기준', width: 120, options: LABOR_BASIS.codes.map((c) => ({ value: c, label: LABOR_BASIS.labels[c] })) },
          { select: 'jobGrade', label: '직급', placeholder: '전체 직급', width: 120, options: JOB_GRADE.codes.map((c) => ({ value: c, label: JOB_GRADE.labels[c] })) },
          { picker: 'userId', control: UserPicker, label: '사용자', placeholder: '전체 사용자', width: 180 },
          { picker: 'taskActivityId', control: TaskActivitySelect, label: '업무유형', placeholder: '전체 업무유형', width: 180 },
          (state, set) => <OnDateFilter key="onDate" value={state.onDate} onChange={(onDate) => set({ onDate })} />,
        ]}
      />
      <LaborRateFormModal
        editing={editing}
        salary={salary}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('인건비 단가를 저장했습니다.');
          void refresh();
        }}
      />
      {history && <HistoryDialog recordType={history.basis === 'USER' ? 'LABOR_COST_RATE_USER' : 'LABOR_COST_RATE'} recordId={history.id} open onClose={() => setHistory(null)} />}
    </Space>
  );
}
