import { useCan } from '@dure/shared';
import { ModalForm, useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect, HistoryDialog, ProjectPicker } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Radio, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { CostAccountSelect } from '../../costAccount';
import { type CostBudget, budgetList, costExecutionApi } from '../api/costExecutionApi';
import { COST_EXECUTION_KEY, budgetListQuery } from '../api/costExecutionQueries';
import { formatKRW } from '@dure/shared/format';

type Values = { year: number; target: 'DEPT' | 'PROJECT'; deptId?: number | null; projectId?: number | null; costAccountId: number; amount: number; note?: string };

function BudgetFormModal({ editing, onClose, onSaved }: { editing: { budget: CostBudget | null } | null; onClose: () => void; onSaved: () => void }) {
  const current = editing?.budget ?? null;
  return (
    <ModalForm<Values, CostBudget>
      open={editing !== null}
      title={current ? `예산 수정 · ${current.year}년` : '예산 등록'}
      initialValues={current ? { ...current, target: current.projectId ? 'PROJECT' : 'DEPT', note: current.note ?? undefined } : { year: dayjs().year(), target: 'DEPT' }}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = { year: v.year, deptId: v.target === 'DEPT' ? (v.deptId ?? null) : null, projectId: v.target === 'PROJECT' ? (v.projectId ?? null) : null, costAccountId: v.costAccountId, amount: v.amount, note: v.note?.trim() || null };
        return current ? costExecutionApi.updateBudget(current.id, current.version, input) : costExecutionApi.createBudget(input);
      }}
    >
      <Form.Item name="year" label="연도" rules={[{ required: true, message: '연도를 입력해 주세요.' }]}>
        <InputNumber<number> min={2000} max={2100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="target" label="대상">
        <Radio.Group options={[{ value: 'DEPT', label: '부서' }, { value: 'PROJECT', label: '프로젝트' }]} />
      </Form.Item>
      <Form.Item noStyle dependencies={['target']}>
        {({ getFieldValue }) =>
          getFieldValue('target') === 'PROJECT' ? (
            <Form.Item name="projectId" label="프로젝트" rules={[{ required: true, message: '프로젝트를 선택해 주세요.' }]}>
              <ProjectPicker initialLabel={current?.projectName} />
            </Form.Item>
          ) : (
            <Form.Item name="deptId" label="부서" rules={[{ required: true, message: '부서를 선택해 주세요.' }]}>
              <DepartmentSelect />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="costAccountId" label="원가계정" rules={[{ required: true, message: '원가계정을 선택해 주세요.' }]}>
        <CostAccountSelect />
      </Form.Item>
      <Form.Item name="amount" label="예산(원)" rules={[{ required: true, message: '예산을 입력해 주세요.' }]}>
        <InputNumber<number> min={0} precision={0} style={{ width: '100%' }} formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} parser={(v) => Number((v ?? '').replace(/,/g, ''))} />
      </Form.Item>
      <Form.Item name="note" label="비고">
        <Input maxLength={200} />
      </Form.Item>
    </ModalForm>
  );
}

/** 예산 tab: a year's budget per department or project and account, with what is committed, executed and left. */
export function BudgetTab() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canEdit = useCan('COST_EXECUTION_MANAGEMENT', 'ADMIN');
  const [editing, setEditing] = useState<{ budget: CostBudget | null } | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: COST_EXECUTION_KEY });

  const remove = (b: CostBudget) =>
    confirmAction({
      title: `${b.year}년 ${b.deptName ?? b.projectName} ${b.costAccountName} 예산을 삭제할까요?`,
      content: '삭제하면 이 대상의 집행은 예산 없이(0원) 확인됩니다.',
      okText: '삭제',
      danger: true,
      run: () => costExecutionApi.removeBudget(b.id, b.version),
      success: '예산을 삭제했습니다.',
      failure: '예산을 삭제하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const columns: ListColumn<CostBudget>[] = [
    { title: '연도', dataIndex: 'year', sorter: true, width: 80, mobile: true },
    { title: '대상', key: 'target', width: 200, mobile: true, render: (_, b) => (b.projectId ? <Space size={4}><Tag>프로젝트</Tag>{b.projectName}</Space> : <Space size={4}><Tag>부서</Tag>{b.deptName}</Space>) },
    { title: '원가계정', dataIndex: 'costAccountId', sorter: true, width: 160, render: (_, b) => <Space size={4}>{b.costAccountName}{b.budgetControlYn === 'Y' && <Tag color="red">통제</Tag>}</Space> },
    { title: '예산', dataIndex: 'amount', sorter: true, width: 140, align: 'right', mobile: true, render: (_, b) => formatKRW(b.amount) },
    { title: '승인 미집행', dataIndex: 'committed', width: 130, align: 'right', render: (_, b) => formatKRW(b.committed) },
    { title: '집행', dataIndex: 'executed', width: 130, align: 'right', render: (_, b) => formatKRW(b.executed) },
    { title: '남은 예산', dataIndex: 'remaining', width: 140, align: 'right', mobile: true, render: (_, b) => <Typography.Text type={b.remaining < 0 ? 'danger' : undefined}>{formatKRW(b.remaining)}</Typography.Text> },
    { title: '비고', dataIndex: 'note', width: 160 },
    {
      title: '',
      key: 'actions',
      width: 170,
      render: (_, b) => (
        <Space size={4}>
          {canEdit && (
            <>
              <Button size="small" onClick={() => setEditing({ budget: b })}>
                수정
              </Button>
              <Button size="small" danger onClick={() => remove(b)}>
                삭제
              </Button>
            </>
          )}
          <Button size="small" type="link" onClick={() => setHistory(b.id)}>
            이력
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="예산"
        headingLevel={4}
        list={budgetList}
        query={budgetListQuery}
        columns={columns}
        empty={{ filtered: '조건에 맞는 예산이 없습니다.', none: '등록된 예산이 없습니다.' }}
        actions={
          canEdit && (
            <Button type="primary" onClick={() => setEditing({ budget: null })}>
              예산 등록
            </Button>
          )
        }
        filters={[
          (s, set) => <InputNumber<number> key="year" aria-label="연도" placeholder="연도" min={2000} max={2100} value={s.year} onChange={(v) => set({ year: v ?? undefined })} style={{ width: 100 }} />,
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서', width: 170 },
          { picker: 'projectId', control: ProjectPicker, label: '프로젝트', placeholder: '전체 프로젝트', width: 180 },
          { picker: 'costAccountId', control: (p) => <CostAccountSelect {...p} value={p.value ?? undefined} onChange={(v) => p.onChange?.(v ?? null)} />, label: '원가계정', placeholder: '전체 계정', width: 170 },
        ]}
      />
      <BudgetFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('예산을 저장했습니다.');
          void refresh();
        }}
      />
      {history !== null && <HistoryDialog recordType="COST_BUDGET" recordId={history} open onClose={() => setHistory(null)} />}
    </>
  );
}
