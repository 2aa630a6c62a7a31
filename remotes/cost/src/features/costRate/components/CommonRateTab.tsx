import { useCan } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect, HistoryDialog, ProjectTypeSelect } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { COMMON_BASIS, type CommonCostRate, commonRateList, costRateApi } from '../api/costRateApi';
import { COST_RATE_KEY, commonRateListQuery } from '../api/costRateQueries';
import { CommonRateFormModal } from './CommonRateFormModal';
import { OnDateFilter } from './OnDateFilter';

const rateText = (r: CommonCostRate) =>
  r.basis === 'HOURS' ? `${r.ratePct.toLocaleString('ko-KR', { maximumFractionDigits: 4 })}원/시간` : `${r.ratePct.toLocaleString('ko-KR', { maximumFractionDigits: 4 })}%`;

/** 공통비율 tab: common cost rules by basis per department and project type, with their validity. */
export function CommonRateTab() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('COMMON_COST_RATE_MANAGEMENT', 'WRITE');
  const [editing, setEditing] = useState<{ rate: CommonCostRate | null } | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: COST_RATE_KEY });

  const remove = (r: CommonCostRate) =>
    confirmAction({
      title: `${r.code} ${r.name} (${r.validFrom} ~ ${r.validTo ?? ''})을(를) 삭제할까요?`,
      content: '삭제하면 그 기간의 공통비에 이 비율이 쓰이지 않습니다.',
      okText: '삭제',
      danger: true,
      run: () => costRateApi.removeCommon(r.id, r.version),
      success: '공통비율을 삭제했습니다.',
      failure: '공통비율을 삭제하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const columns: ListColumn<CommonCostRate>[] = [
    { title: '코드', dataIndex: 'code', sorter: true, width: 140, mobile: true },
    { title: '이름', dataIndex: 'name', width: 200, mobile: true },
    { title: '배부 기준', dataIndex: 'basis', sorter: true, width: 100, render: (_, r) => COMMON_BASIS.labels[r.basis] },
    { title: '비율', dataIndex: 'ratePct', sorter: true, width: 120, align: 'right', mobile: true, render: (_, r) => rateText(r) },
    { title: '부서', dataIndex: 'deptName', width: 130, render: (_, r) => r.deptName ?? '전체' },
    { title: '프로젝트 유형', dataIndex: 'projectTypeName', width: 120, render: (_, r) => r.projectTypeName ?? '전체' },
    { title: '적용기간', dataIndex: 'validFrom', sorter: true, width: 220, render: (_, r) => `${r.validFrom} ~ ${r.validTo ?? ''}` },
    {
      title: '',
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space size={4}>
          {canWrite && (
            <>
              <Button size="small" onClick={() => setEditing({ rate: r })}>
                수정
              </Button>
              <Button size="small" danger onClick={() => remove(r)}>
                삭제
              </Button>
            </>
          )}
          <Button size="small" type="link" onClick={() => setHistory(r.id)}>
            이력
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="공통비율"
        headingLevel={4}
        list={commonRateList}
        query={commonRateListQuery}
        columns={columns}
        keyword={{ placeholder: '코드·이름', width: 160 }}
        empty={{ filtered: '조건에 맞는 공통비율이 없습니다.', none: '등록된 공통비율이 없습니다.' }}
        actions={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ rate: null })}>
              공통비율 등록
            </Button>
          )
        }
        filters={[
          { select: 'basis', label: '배부 기준', placeholder: '전체 기준', width: 130, options: COMMON_BASIS.codes.map((c) => ({ value: c, label: COMMON_BASIS.labels[c] })) },
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서', width: 180 },
          { picker: 'projectTypeId', control: ProjectTypeSelect, label: '프로젝트 유형', placeholder: '전체 유형', width: 150 },
          (state, set) => <OnDateFilter key="onDate" value={state.onDate} onChange={(onDate) => set({ onDate })} />,
        ]}
      />
      <CommonRateFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('공통비율을 저장했습니다.');
          void refresh();
        }}
      />
      {history !== null && <HistoryDialog recordType="COMMON_COST_RATE" recordId={history} open onClose={() => setHistory(null)} />}
    </>
  );
}
