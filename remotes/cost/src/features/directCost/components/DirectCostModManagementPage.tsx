import { errorMessage, useCan, useCurrentUser } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { HistoryDialog } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { type DirectCostMod, type DirectCostModSide, MOD_STATUS, MOD_TYPE, directCostModApi, directCostModList } from '../api/directCostApi';
import { DIRECT_COST_KEY, directCostModListQuery } from '../api/directCostQueries';
import { RejectModal } from '../../worklogManagement';
import { MonthRangeFilter } from './MonthRangeFilter';
import { formatKRW } from '@dure/shared/format';

const STATUS_COLOR = { REQUESTED: 'gold', APPROVED: 'blue', APPLIED: 'green', REJECTED: 'red' } as const;

/** One side of a change as text: only what the change type touches (the whole row for CANCEL's before). */
export function sideText(mod: DirectCostMod, side: DirectCostModSide, which: 'before' | 'after'): string {
  switch (mod.changeType) {
    case 'AMOUNT':
      return `${formatKRW(side.supplyAmount)} (부가세 ${formatKRW(side.vatAmount)})`;
    case 'ACCOUNT':
      return side.costAccountName ?? '';
    case 'PROJECT':
      return side.projectName ?? '';
    case 'MONTH':
      return side.costDate ?? '';
    case 'CANCEL':
      return which === 'before' ? `${side.costDate} · ${formatKRW(side.supplyAmount)}` : '취소';
  }
}

/** 직접비 변경 (/direct/cost/mod/management): change requests of confirmed direct costs; another person approves (applies) or rejects them. */
export default function DirectCostModManagementPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const me = useCurrentUser()?.id;
  const canDecide = useCan('DIRECT_COST_MOD_MANAGEMENT', 'WRITE');
  const [rejecting, setRejecting] = useState<DirectCostMod | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: DIRECT_COST_KEY });

  const approve = (m: DirectCostMod) =>
    confirmAction({
      title: `'${m.directCostDescription}'의 ${MOD_TYPE.labels[m.changeType]} 변경을 승인할까요?`,
      content: '승인하면 바로 반영됩니다. 마감된 달의 직접비는 진행 중인 달에 조정 행으로 반영됩니다.',
      okText: '승인',
      run: () => directCostModApi.approve(m.id, m.version),
      success: (r) => (r.adjustedYn === 'Y' ? '승인했습니다. 진행 중인 달에 조정 행으로 반영했습니다.' : '승인하고 반영했습니다.'),
      failure: '변경을 승인하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const reject = async (reason: string) => {
    try {
      await directCostModApi.reject(rejecting!.id, rejecting!.version, reason);
      message.success('변경 요청을 반려했습니다.');
      setRejecting(null);
      void refresh();
    } catch (e) {
      message.error(`반려하지 못했습니다. ${errorMessage(e)}`);
      throw e;
    }
  };

  const columns: ListColumn<DirectCostMod>[] = [
    { title: '요청일시', dataIndex: 'requestedAt', sorter: true, width: 150, render: (_, m) => m.requestedAt.slice(0, 16).replace('T', ' ') },
    {
      title: '직접비',
      dataIndex: 'directCostDescription',
      width: 220,
      mobile: true,
      render: (_, m) => <Typography.Link href={`/direct/cost/management?keyword=${encodeURIComponent(m.directCostDescription ?? '')}`}>{m.directCostDescription}</Typography.Link>,
    },
    { title: '유형', dataIndex: 'changeType', sorter: true, width: 90, mobile: true, render: (_, m) => MOD_TYPE.labels[m.changeType] },
    { title: '변경 전', key: 'before', width: 190, render: (_, m) => sideText(m, m.before, 'before') },
    { title: '변경 후', key: 'after', width: 190, mobile: true, render: (_, m) => sideText(m, m.after, 'after') },
    { title: '사유', dataIndex: 'reason', width: 220 },
    { title: '요청자', dataIndex: 'requestedByName', width: 100 },
    {
      title: '상태',
      dataIndex: 'status',
      sorter: true,
      width: 150,
      mobile: true,
      render: (_, m) => (
        <Space size={2} wrap>
          <Tooltip title={m.rejectReason ? `반려 사유: ${m.rejectReason}` : m.decidedByName ? `${m.decidedByName} 처리` : undefined}>
            <Tag color={STATUS_COLOR[m.status]}>{MOD_STATUS.labels[m.status]}</Tag>
          </Tooltip>
          {m.adjustedYn === 'Y' && <Tag color="orange">조정 반영</Tag>}
        </Space>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 190,
      render: (_, m) => (
        <Space size={4}>
          {canDecide && m.status === 'REQUESTED' && (
            <Tooltip title={m.requestedBy === me ? '본인이 요청한 변경은 다른 담당자가 처리합니다.' : undefined}>
              <Space size={4}>
                <Button size="small" type="primary" disabled={m.requestedBy === me} onClick={() => approve(m)}>
                  승인
                </Button>
                <Button
                  size="small"
                  danger
                  disabled={m.requestedBy === me}
                  onClick={() => setRejecting(m)}
                >
                  반려
                </Button>
              </Space>
            </Tooltip>
          )}
          <Button size="small" type="link" onClick={() => setHistory(m.id)}>
            이력
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage
        title="직접비 변경"
        list={directCostModList}
        query={directCostModListQuery}
        columns={columns}
        keyword={{ placeholder: '직접비 내용·사유', width: 200 }}
        empty={{ filtered: '조건에 맞는 변경 요청이 없습니다.', none: '변경 요청이 없습니다. 직접비 화면에서 확정된 직접비의 변경을 요청할 수 있습니다.' }}
        filters={[
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 160, options: MOD_STATUS.codes.map((c) => ({ value: c, label: MOD_STATUS.labels[c] })) },
          { select: 'changeType', label: '유형', placeholder: '전체 유형', width: 120, options: MOD_TYPE.codes.map((c) => ({ value: c, label: MOD_TYPE.labels[c] })) },
          (s, set) => <MonthRangeFilter key="months" from={s.fromYm} to={s.toYm} onChange={(r) => set(r)} />,
        ]}
      />
      <RejectModal
        count={1}
        title="직접비 변경 요청 반려"
        description="요청자에게 사유와 함께 알림이 갑니다."
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
      {history !== null && <HistoryDialog recordType="DIRECT_COST_MOD" recordId={history} open onClose={() => setHistory(null)} />}
    </>
  );
}
