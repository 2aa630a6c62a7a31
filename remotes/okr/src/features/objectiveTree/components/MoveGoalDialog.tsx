import { Form, Modal } from 'antd';
import { useState } from 'react';
import { GoalParentSelect } from '../../goal';
import type { ObjectiveNode } from '../api/treeApi';

type Props = {
  goal: ObjectiveNode | null;
  periodId: number;
  onClose: () => void;
  /** Asks to move the goal under the chosen parent (the page confirms and calls the api). */
  onPick: (goal: ObjectiveNode, parentId: number) => void;
};

/** The keyboard way to re-align a goal: pick its new parent by searching, instead of dragging it in the tree. */
export function MoveGoalDialog({ goal, periodId, onClose, onPick }: Props) {
  const [parentId, setParentId] = useState<number | null>(null);
  return (
    <Modal
      open={goal !== null}
      title={goal ? `'${goal.title}' 상위 목표 바꾸기` : ''}
      okText="다음"
      cancelText="닫기"
      okButtonProps={{ disabled: parentId === null }}
      onCancel={() => {
        setParentId(null);
        onClose();
      }}
      onOk={() => {
        if (goal && parentId !== null) onPick(goal, parentId);
        setParentId(null);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="새 상위 목표" extra="순환·기간·권한은 저장할 때 서버가 확인합니다.">
          <GoalParentSelect aria-label="새 상위 목표" periodId={periodId} excludeId={goal?.id} value={parentId} onChange={setParentId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
