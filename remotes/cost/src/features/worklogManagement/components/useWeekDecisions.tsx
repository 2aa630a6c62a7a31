import { errorMessage } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { App } from 'antd';
import { useState } from 'react';
import type { WeekRef } from '../api/worklogManagementApi';
import { RejectModal } from './RejectModal';

type Decide = {
  approve: (weeks: WeekRef[]) => Promise<{ count: number }>;
  reject: (weeks: WeekRef[], reason: string) => Promise<{ count: number }>;
};

/**
 * Approving (after confirmation) and rejecting (with the 반려 사유 dialog) submitted weeks through `decide` — the
 * management page's endpoints or an approver's from 내 유닛; `onDone` after either succeeds.
 */
export function useWeekDecisions(decide: Decide, onDone: () => void) {
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [rejecting, setRejecting] = useState<WeekRef[] | null>(null);
  const approve = (weeks: WeekRef[]) =>
    confirmAction({
      title: `업무일지 ${weeks.length}건을 승인할까요?`,
      content: '승인한 주는 작성자가 더 고칠 수 없고, 인건비 계산에 들어갑니다.',
      okText: '승인',
      run: () => decide.approve(weeks),
      success: (r) => `${r.count}건을 승인했습니다.`,
      failure: '승인하지 못했습니다.',
      onDone,
    });
  const reject = async (reason: string) => {
    try {
      const r = await decide.reject(rejecting!, reason);
      message.success(`${r.count}건을 반려했습니다.`);
      setRejecting(null);
      onDone();
    } catch (e) {
      message.error(`반려하지 못했습니다. ${errorMessage(e)}`);
      throw e;
    }
  };
  const rejectDialog = <RejectModal count={rejecting?.length ?? 0} open={rejecting !== null} onClose={() => setRejecting(null)} onReject={reject} />;
  return { approve, startReject: setRejecting, rejectDialog };
}
