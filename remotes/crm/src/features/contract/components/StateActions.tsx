import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, RedoOutlined, SendOutlined, StopOutlined, TrophyOutlined } from '@ant-design/icons';
import { useConfirmAction } from '@dure/shared/form';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { type Contract, contractApi } from '../api/contractApi';
import { ApproveModal } from './ApproveModal';
import { ReasonDialog } from './ReasonDialog';
import { ReopenDialog } from './ReopenDialog';

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
  const confirmAction = useConfirmAction();
  const [dialog, setDialog] = useState<'approve' | 'reject' | 'terminate' | 'reopen' | null>(null);
  const a = contract.actions;

  /** Asks, runs, tells; a call that answers the changed contract shows it at once. */
  const confirm = (title: string, content: string, work: () => Promise<unknown>, done: string, danger = false, after?: () => void) =>
    confirmAction({
      title,
      content,
      okText: '확인',
      danger,
      run: work,
      success: done,
      onDone: (result) => {
        if (result && typeof result === 'object' && 'id' in result) onChanged(result as Contract);
        after?.();
      },
    });

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
            onClick={() => confirm('결재를 요청할까요?', '소속 부서장에게 결재 요청 알림이 갑니다. 결재 중에는 수정할 수 없습니다.', () => contractApi.submit(contract.id, contract.version), '결재를 요청했습니다.')}
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
            onClick={() => confirm('계약을 완료 처리할까요?', '완료된 계약은 더 이상 변경할 수 없습니다.', () => contractApi.complete(contract.id, contract.version), '계약을 완료 처리했습니다.')}
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
          <Button icon={<RedoOutlined />} onClick={() => setDialog('reopen')}>
            재개
          </Button>
        )}
        {a.delete && (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => confirm('계약을 삭제할까요?', '작성중인 계약과 지급조건이 삭제됩니다.', () => contractApi.remove(contract.id, contract.version), '계약을 삭제했습니다.', true, onDeleted)}
          >
            삭제
          </Button>
        )}
      </Space>
      <ApproveModal open={dialog === 'approve'} contract={contract} onClose={() => setDialog(null)} onApproved={(c) => (setDialog(null), onChanged(c))} />
      <ReopenDialog
        open={dialog === 'reopen'}
        contract={contract}
        onClose={() => setDialog(null)}
        onReopened={() => {
          setDialog(null);
          onReload();
        }}
      />
      <ReasonDialog action={dialog === 'reject' || dialog === 'terminate' ? dialog : null} contract={contract} onClose={() => setDialog(null)} onSaved={(c) => (setDialog(null), onChanged(c))} />
    </>
  );
}
