import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, RedoOutlined, SendOutlined, StopOutlined, TrophyOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { CONTRACT_LIMITS } from '@dure/shared/contracts/crm/contract';
import { dayjs } from '@dure/shared/format';
import { App, Button, DatePicker, Form, Input, Modal, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { type Contract, contractApi } from '../api/contractApi';
import { ApproveModal } from './ApproveModal';

type Props = {
  contract: Contract;
  onChanged: (contract: Contract) => void;
  onEdit: () => void;
  onDeleted: () => void;
  /** After a change the server answers without the new detail (reopen): load it again. */
  onReload: () => void;
};

/** The state actions the server allows the caller on this contract (detail `actions`), each with its confirmation. */
export function StateActions({ contract, onChanged, onEdit, onDeleted, onReload }: Props) {
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'terminate' | 'reopen' | null>(null);
  const [reopenForm] = Form.useForm<{ endDate?: Dayjs }>();
  const ended = contract.daysToEnd < 0;
  const [reasonForm] = Form.useForm<{ reason: string; terminatedAt?: Dayjs }>();
  const a = contract.actions;

  async function run(key: string, work: () => Promise<unknown>, done: string) {
    setBusy(key);
    try {
      const result = await work();
      message.success(done);
      if (result && typeof result === 'object' && 'id' in result) onChanged(result as Contract);
      return true;
    } catch (e) {
      message.error(errorMessage(e));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const confirm = (title: string, content: string, key: string, work: () => Promise<unknown>, done: string, danger = false, after?: () => void) =>
    modal.confirm({
      title,
      content,
      okText: '확인',
      cancelText: '취소',
      okButtonProps: { danger },
      onOk: async () => {
        if ((await run(key, work, done)) && after) after();
      },
    });

  async function submitReason() {
    let values: { reason: string; terminatedAt?: Dayjs };
    try {
      values = await reasonForm.validateFields();
    } catch {
      return;
    }
    const ok =
      dialog === 'reject'
        ? await run('reject', () => contractApi.reject(contract.id, contract.version, values.reason), '반려했습니다. 계약이 작성중으로 돌아갔습니다.')
        : await run('terminate', () => contractApi.terminate(contract.id, contract.version, values.reason, values.terminatedAt?.format('YYYY-MM-DD')), '계약을 해지했습니다.');
    if (ok) {
      setDialog(null);
      reasonForm.resetFields();
    }
  }

  async function submitReopen() {
    let values: { endDate?: Dayjs };
    try {
      values = await reopenForm.validateFields();
    } catch {
      return;
    }
    const ok = await run('reopen', () => contractApi.reopen(contract.id, contract.version, values.endDate?.format('YYYY-MM-DD')), '계약을 재개했습니다.');
    if (ok) {
      setDialog(null);
      onReload();
    }
  }

  return (
    <>
      <Space wrap>
        {a.edit && (
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {contract.status === 'ACTIVE' ? '변경계약' : '수정'}
          </Button>
        )}
        {a.submit && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={busy === 'submit'}
            onClick={() => confirm('결재를 요청할까요?', '소속 부서장에게 결재 요청 알림이 갑니다. 결재 중에는 수정할 수 없습니다.', 'submit', () => contractApi.submit(contract.id, contract.version), '결재를 요청했습니다.')}
          >
            결재 요청
          </Button>
        )}
        {a.approve && (
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('approve')}>
            승인
          </Button>
        )}
        {a.reject && (
          <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')}>
            반려
          </Button>
        )}
        {a.complete && (
          <Button
            icon={<TrophyOutlined />}
            loading={busy === 'complete'}
            onClick={() => confirm('계약을 완료 처리할까요?', '완료된 계약은 더 이상 변경할 수 없습니다.', 'complete', () => contractApi.complete(contract.id, contract.version), '계약을 완료 처리했습니다.')}
          >
            완료
          </Button>
        )}
        {a.terminate && (
          <Button danger icon={<StopOutlined />} onClick={() => setDialog('terminate')}>
            해지
          </Button>
        )}
        {a.reopen && (
          <Button
            icon={<RedoOutlined />}
            loading={busy === 'reopen'}
            onClick={() => setDialog('reopen')}
          >
            재개
          </Button>
        )}
        {a.delete && (
          <Button
            danger
            icon={<DeleteOutlined />}
            loading={busy === 'delete'}
            onClick={() => confirm('계약을 삭제할까요?', '작성중인 계약과 지급조건이 삭제됩니다.', 'delete', () => contractApi.remove(contract.id, contract.version), '계약을 삭제했습니다.', true, onDeleted)}
          >
            삭제
          </Button>
        )}
      </Space>
      <ApproveModal open={dialog === 'approve'} contract={contract} onClose={() => setDialog(null)} onApproved={(c) => (setDialog(null), onChanged(c))} />
      <Modal
        open={dialog === 'reopen'}
        title="계약 재개"
        okText="재개"
        cancelText="취소"
        okButtonProps={{ loading: busy === 'reopen' }}
        onOk={() => void submitReopen()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={reopenForm} layout="vertical" preserve={false}>
          <p>만료·해지된 계약을 다시 진행중으로 돌립니다.</p>
          {ended && (
            <Form.Item name="endDate" label="새 종료일" rules={[{ required: true, message: '종료일이 지난 계약을 재개하려면 오늘 이후의 새 종료일을 입력해 주세요.' }]}>
              <DatePicker aria-label="새 종료일" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal
        open={dialog === 'reject' || dialog === 'terminate'}
        title={dialog === 'reject' ? '결재 반려' : '계약 해지'}
        okText={dialog === 'reject' ? '반려' : '해지'}
        cancelText="취소"
        okButtonProps={{ danger: true, loading: busy === dialog }}
        onOk={() => void submitReason()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={reasonForm} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={dialog === 'reject' ? '반려 사유' : '해지 사유'}
            rules={[{ required: true, whitespace: true, message: dialog === 'reject' ? '반려 사유를 입력해 주세요.' : '해지 사유를 입력해 주세요.' }]}
          >
            <Input.TextArea rows={3} maxLength={CONTRACT_LIMITS.reason} showCount />
          </Form.Item>
          {dialog === 'terminate' && (
            <Form.Item name="terminatedAt" label="해지일" initialValue={dayjs()} tooltip="계약 시작일과 오늘 사이">
              <DatePicker disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.isBefore(dayjs(contract.contractDate), 'day')} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
