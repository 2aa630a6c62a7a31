import { Button, Empty, Form, Input, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { LEAVE_LIMITS, LeaveStatus, LeaveType } from '../../contracts/admin/leave';
import { formatDate } from '../../format';
import { ModalForm } from '../../form/ModalForm';
import { useConfirmAction } from '../../form/useConfirmAction';
import { useModalState } from '../../form/useModalState';
import { LEAVE_KEY, type LeaveRecord, leaveApi } from './leaveApi';

export const LEAVE_STATUS_COLORS: Record<LeaveStatus, string> = { REQUESTED: 'processing', APPROVED: 'success', REJECTED: 'error', CANCELED: 'default' };

/** `2026-10-02 ~ 2026-10-09`, one date for a single day. */
export const leavePeriod = (l: Pick<LeaveRecord, 'fromDate' | 'toDate'>) => (l.fromDate === l.toDate ? formatDate(l.fromDate) : `${formatDate(l.fromDate)} ~ ${formatDate(l.toDate)}`);
const what = (l: LeaveRecord) => `${l.userName}의 ${LeaveType.labels[l.type]} (${leavePeriod(l)})`;

type Props = {
  leaves: LeaveRecord[] | undefined;
  loading: boolean;
  /** The person's name column (the approver's list of several people). */
  showPerson?: boolean;
  emptyText: string;
};

/** Leave rows with their actions: 승인 / 반려 (with a reason) where the api says the caller decides, 취소 where they may cancel. */
export function LeaveTable({ leaves, loading, showPerson = false, emptyText }: Props) {
  const client = useQueryClient();
  const confirmAction = useConfirmAction();
  const rejecting = useModalState<LeaveRecord>();
  const refresh = () => client.invalidateQueries({ queryKey: [LEAVE_KEY] });

  const approve = (l: LeaveRecord) =>
    confirmAction({
      title: '휴가 승인',
      content: `${what(l)} 휴가를 승인합니다. 승인된 날은 업무일지의 예상 시간에서 빠집니다.`,
      okText: '승인',
      run: () => leaveApi.approve(l),
      success: '휴가를 승인했습니다.',
      failure: '휴가를 승인하지 못했습니다.',
      onDone: refresh,
      onConflict: refresh,
    });
  const cancel = (l: LeaveRecord) =>
    confirmAction({
      title: '휴가 취소',
      content: `${what(l)} 휴가를 취소합니다. 취소한 휴가는 되돌릴 수 없습니다.`,
      okText: '휴가 취소',
      cancelText: '닫기',
      danger: true,
      run: () => leaveApi.cancel(l),
      success: '휴가를 취소했습니다.',
      failure: '휴가를 취소하지 못했습니다.',
      onDone: refresh,
      onConflict: refresh,
    });

  return (
    <>
      <Table<LeaveRecord>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={leaves ?? []}
        pagination={false}
        locale={{ emptyText: leaves === undefined ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        columns={[
          ...(showPerson ? [{ key: 'person', title: '이름', render: (_: unknown, l: LeaveRecord) => (l.deptName ? `${l.userName} (${l.deptName})` : l.userName) }] : []),
          { key: 'type', title: '유형', width: 100, render: (_, l) => LeaveType.labels[l.type] },
          { key: 'period', title: '기간', render: (_, l) => leavePeriod(l) },
          { key: 'days', title: '일수', width: 64, align: 'right', render: (_, l) => `${l.days}일` },
          {
            key: 'status',
            title: '상태',
            width: 80,
            render: (_, l) => (
              <Tag color={LEAVE_STATUS_COLORS[l.status]} title={l.rejectReason ? `반려 사유: ${l.rejectReason}` : undefined}>
                {LeaveStatus.labels[l.status]}
              </Tag>
            ),
          },
          {
            key: 'reason',
            title: '사유',
            render: (_, l) => (
              <>
                {l.reason ?? '-'}
                {l.rejectReason && (
                  <Typography.Text type="danger" style={{ display: 'block' }}>
                    반려 사유: {l.rejectReason}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            title: '',
            width: 150,
            render: (_, l) => (
              <Space size={4}>
                {l.canDecideYn === 'Y' && (
                  <>
                    <Button size="small" type="primary" onClick={() => approve(l)} aria-label={`${what(l)} 승인`}>
                      승인
                    </Button>
                    <Button size="small" danger onClick={() => rejecting.show(l)} aria-label={`${what(l)} 반려`}>
                      반려
                    </Button>
                  </>
                )}
                {l.canCancelYn === 'Y' && (
                  <Button size="small" onClick={() => cancel(l)} aria-label={`${what(l)} 취소`}>
                    취소
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ModalForm<{ reason: string }, LeaveRecord>
        title="휴가 반려"
        open={rejecting.open}
        initialValues={{ reason: '' }}
        save={({ reason }) => leaveApi.reject(rejecting.subject!, reason.trim())}
        onSaved={rejecting.after(refresh)}
        onReload={refresh}
        onClose={rejecting.close}
        submitText="반려"
        danger
      >
        <Typography.Paragraph>{rejecting.subject && `${what(rejecting.subject)} 휴가를 반려합니다. 신청자에게 사유와 함께 알림이 갑니다.`}</Typography.Paragraph>
        <Form.Item
          name="reason"
          label="반려 사유"
          rules={[
            { required: true, whitespace: true, message: '반려 사유를 입력해 주세요.' },
            { max: LEAVE_LIMITS.rejectReason, message: `반려 사유는 ${LEAVE_LIMITS.rejectReason}자 이내로 입력해 주세요.` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={LEAVE_LIMITS.rejectReason} showCount aria-label="반려 사유" />
        </Form.Item>
      </ModalForm>
    </>
  );
}
