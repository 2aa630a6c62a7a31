import { useCan, useCurrentUser } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { DepartmentSelect, HistoryDialog, ProjectPicker } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { CostAccountSelect } from '../../costAccount';
import { DIRECT_COST_KEY } from '../../directCost';
import { type CostExecution, type CostExecutionAction, EXECUTION_STATUS, PAYMENT_METHOD, costExecutionApi, executionList } from '../api/costExecutionApi';
import { COST_EXECUTION_KEY, executionListQuery } from '../api/costExecutionQueries';
import { ActionModal, type AskedAction } from './ActionModal';
import { ExecutionFormModal } from './ExecutionFormModal';
import { formatKRW } from '@dure/shared/format';

const STATUS_COLOR = { DRAFT: 'default', REQUESTED: 'gold', APPROVED: 'blue', EXECUTED: 'green', REJECTED: 'red', CANCELED: 'default' } as const;

/** The budget cell: what remains, red when the execution would overrun it (controlled accounts say so). */
export function BudgetCell({ e }: { e: CostExecution }) {
  const b = e.budget;
  const open = e.status === 'DRAFT' || e.status === 'REQUESTED' || e.status === 'REJECTED';
  const over = open && b.overrunYn === 'Y';
  return (
    <Tooltip title={`예산 ${formatKRW(b.budgetAmount)} · 승인 미집행 ${formatKRW(b.committed)} · 집행 ${formatKRW(b.executed)}${b.budgetControlYn === 'Y' ? ' · 예산 통제 계정' : ''}`}>
      <Space size={2} direction="vertical">
        <Typography.Text type={over ? 'danger' : undefined}>{formatKRW(b.remaining)}</Typography.Text>
        {over && <Tag color={b.budgetControlYn === 'Y' ? 'red' : 'orange'}>{b.budgetControlYn === 'Y' ? '예산 초과 (통제)' : '예산 초과'}</Tag>}
      </Space>
    </Tooltip>
  );
}

/** 비용 집행 tab: DRAFT → REQUESTED → APPROVED → EXECUTED | REJECTED | CANCELED, with the budget each draws on. */
export function ExecutionTab() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('COST_EXECUTION_MANAGEMENT', 'WRITE');
  const isAdmin = useCan('COST_EXECUTION_MANAGEMENT', 'ADMIN');
  const me = useCurrentUser()?.id;
  const [editing, setEditing] = useState<{ execution: CostExecution | null } | null>(null);
  const [asked, setAsked] = useState<AskedAction | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: COST_EXECUTION_KEY });
    void client.invalidateQueries({ queryKey: DIRECT_COST_KEY });
  };

  const simple = (e: CostExecution, action: CostExecutionAction, title: string, content: string, success: string) =>
    confirmAction({
      title,
      content,
      okText: { request: '승인 요청', approve: '승인', cancel: '집행 취소', reject: '반려', execute: '집행' }[action],
      danger: action === 'cancel',
      run: () => costExecutionApi.act(e.id, action, { version: e.version }),
      success,
      failure: `${e.executionNo}을(를) 처리하지 못했습니다.`,
      onDone: refresh,
    });

  const remove = (e: CostExecution) =>
    confirmAction({
      title: `${e.executionNo} ${e.title}을(를) 삭제할까요?`,
      content: '작성 중인 비용 집행만 삭제할 수 있습니다.',
      okText: '삭제',
      danger: true,
      run: () => costExecutionApi.remove(e.id, e.version),
      success: '비용 집행을 삭제했습니다.',
      failure: '비용 집행을 삭제하지 못했습니다.',
      onDone: refresh,
    });

  const blocked = (e: CostExecution) => e.budget.overrunYn === 'Y' && e.budget.budgetControlYn === 'Y' && !e.overrideReason;

  const actionsOf = (e: CostExecution): ReactNode => {
    if (!canWrite) return null;
    const mine = e.requestedBy === me;
    const buttons: ReactNode[] = [];
    if (e.status === 'DRAFT' || e.status === 'REJECTED') {
      buttons.push(
        <Button key="edit" size="small" onClick={() => setEditing({ execution: e })}>
          수정
        </Button>,
        <Button key="request" size="small" type="primary" ghost onClick={() => simple(e, 'request', `${e.executionNo}의 승인을 요청할까요?`, `요청 금액 ${formatKRW(e.requestedAmount)}`, '승인을 요청했습니다.')}>
          승인 요청
        </Button>,
      );
      if (isAdmin && blocked(e))
        buttons.push(
          <Button key="override" size="small" danger onClick={() => setAsked({ kind: 'override-request', execution: e })}>
            초과 승인 요청
          </Button>,
        );
    }
    if (e.status === 'DRAFT')
      buttons.push(
        <Button key="delete" size="small" danger type="text" onClick={() => remove(e)}>
          삭제
        </Button>,
      );
    if (e.status === 'REQUESTED') {
      const self = mine ? '본인이 요청한 비용 집행은 다른 담당자가 처리합니다.' : undefined;
      buttons.push(
        <Tooltip key="decide" title={self}>
          <Space size={4}>
            <Button size="small" type="primary" disabled={mine} onClick={() => (isAdmin && blocked(e) ? setAsked({ kind: 'override-approve', execution: e }) : simple(e, 'approve', `${e.executionNo}을(를) 승인할까요?`, `요청 금액 ${formatKRW(e.requestedAmount)}`, '승인했습니다.'))}>
              승인
            </Button>
            <Button size="small" danger disabled={mine} onClick={() => setAsked({ kind: 'reject', execution: e })}>
              반려
            </Button>
          </Space>
        </Tooltip>,
      );
    }
    if (e.status === 'APPROVED')
      buttons.push(
        <Button key="execute" size="small" type="primary" onClick={() => setAsked({ kind: 'execute', execution: e })}>
          집행
        </Button>,
      );
    if (e.status === 'REQUESTED' || e.status === 'APPROVED')
      buttons.push(
        <Button key="cancel" size="small" type="text" danger onClick={() => simple(e, 'cancel', `${e.executionNo}을(를) 취소할까요?`, '취소한 비용 집행은 다시 진행할 수 없습니다.', '취소했습니다.')}>
          취소
        </Button>,
      );
    return <Space size={4} wrap>{buttons}</Space>;
  };

  const columns: ListColumn<CostExecution>[] = [
    { title: '집행번호', dataIndex: 'executionNo', sorter: true, width: 140, mobile: true },
    { title: '예정일', dataIndex: 'plannedDate', sorter: true, width: 110 },
    { title: '건명', dataIndex: 'title', width: 200, mobile: true },
    { title: '부서 · 프로젝트', key: 'target', width: 180, render: (_, e) => [e.deptName, e.projectName].filter(Boolean).join(' · ') },
    { title: '원가계정', dataIndex: 'costAccountName', width: 120 },
    { title: '요청 금액', dataIndex: 'requestedAmount', sorter: true, width: 130, align: 'right', mobile: true, render: (_, e) => formatKRW(e.requestedAmount) },
    { title: '집행', dataIndex: 'executedAmount', width: 150, align: 'right', render: (_, e) => (e.executedAmount === null ? '' : `${formatKRW(e.executedAmount)} (${e.executedDate})`) },
    { title: '남은 예산', key: 'budget', width: 150, align: 'right', render: (_, e) => <BudgetCell e={e} /> },
    {
      title: '상태',
      dataIndex: 'status',
      sorter: true,
      width: 150,
      mobile: true,
      render: (_, e) => (
        <Space size={2} wrap>
          <Tooltip title={e.rejectReason ? `반려 사유: ${e.rejectReason}` : undefined}>
            <Tag color={STATUS_COLOR[e.status]}>{EXECUTION_STATUS.labels[e.status]}</Tag>
          </Tooltip>
          {e.overrideReason && (
            <Tooltip title={`${e.overrideByName ?? ''}: ${e.overrideReason}`}>
              <Tag color="purple">초과 승인</Tag>
            </Tooltip>
          )}
          {e.directCostId && (
            <Typography.Link href={`/direct/cost/management?keyword=${encodeURIComponent(e.title)}&sourceType=EXECUTION`}>직접비</Typography.Link>
          )}
        </Space>
      ),
    },
    { title: '지급', key: 'payment', width: 150, render: (_, e) => [e.payee, PAYMENT_METHOD.labels[e.paymentMethod]].filter(Boolean).join(' · ') },
    {
      title: '',
      key: 'actions',
      width: 260,
      render: (_, e) => (
        <Space size={4} wrap>
          {actionsOf(e)}
          <Button size="small" type="link" onClick={() => setHistory(e.id)}>
            이력
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="비용 집행"
        headingLevel={4}
        list={executionList}
        query={executionListQuery}
        columns={columns}
        keyword={{ placeholder: '집행번호·건명·지급처', width: 200 }}
        empty={{ filtered: '조건에 맞는 비용 집행이 없습니다.', none: '비용 집행이 없습니다.' }}
        actions={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ execution: null })}>
              비용 집행 작성
            </Button>
          )
        }
        filters={[
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 170, options: EXECUTION_STATUS.codes.map((c) => ({ value: c, label: EXECUTION_STATUS.labels[c] })) },
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서', width: 170 },
          { picker: 'projectId', control: ProjectPicker, label: '프로젝트', placeholder: '전체 프로젝트', width: 180 },
          { picker: 'costAccountId', control: (p) => <CostAccountSelect {...p} value={p.value ?? undefined} onChange={(v) => p.onChange?.(v ?? null)} />, label: '원가계정', placeholder: '전체 계정', width: 170 },
          { dates: ['fromDate', 'toDate'], label: '예정일' },
        ]}
      />
      <ExecutionFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          if (saved.budget.overrunYn === 'Y') message.warning(`저장했습니다. 남은 예산(${formatKRW(saved.budget.remaining)})을 넘는 금액입니다.`);
          else message.success('비용 집행을 저장했습니다.');
          refresh();
        }}
      />
      <ActionModal
        asked={asked}
        onClose={() => setAsked(null)}
        onDone={(saved, kind) => {
          setAsked(null);
          message.success(kind === 'execute' ? (saved.directCostId ? '집행했습니다. 확정된 직접비가 만들어졌습니다.' : '집행했습니다.') : kind === 'reject' ? '반려했습니다.' : '초과 승인 사유와 함께 처리했습니다.');
          refresh();
        }}
      />
      {history !== null && <HistoryDialog recordType="COST_EXECUTION" recordId={history} open onClose={() => setHistory(null)} />}
    </>
  );
}
