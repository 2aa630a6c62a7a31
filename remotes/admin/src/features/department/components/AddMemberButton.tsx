import { UserAddOutlined } from '@ant-design/icons';
import type { UserSummary } from '@dure/shared/contracts/user/directory';
import { useBusyAction, useModalState } from '@dure/shared/form';
import { josaOf } from '@dure/shared/format';
import { UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { type Department, departmentApi } from '../api/departmentApi';

/** Why a picked person cannot be moved in here, if so (the api moves people from the department they belong to). */
export function whyNotMovable(person: Pick<UserSummary, 'deptId'>, departmentId: number): string | null {
  if (person.deptId === departmentId) return '이미 이 부서 소속입니다.';
  if (person.deptId === null) return '소속 부서가 없는 사람은 인사 정보에서 부서를 지정해 주세요.';
  return null;
}

/**
 * 구성원 추가 on a department's page: a person from another department becomes a direct member here (their primary
 * department changes; 겸직 stays). The caller (an HR or department writer) decides whether it is shown.
 */
export function AddMemberButton({ department, onMoved }: { department: Department; onMoved: () => Promise<void> }) {
  const { message } = App.useApp();
  const modal = useModalState();
  const [person, setPerson] = useState<UserSummary | null>(null);
  const [moving, runMove] = useBusyAction();
  const problem = person && whyNotMovable(person, department.id);

  const close = () => {
    modal.close();
    setPerson(null);
  };
  const move = () =>
    person &&
    person.deptId !== null &&
    runMove(async () => {
      await departmentApi.moveMembers(person.deptId!, [person.id], department.id);
      message.success(`${person.name}님을 '${department.name}'${josaOf(department.name, '으로/로')} 옮겼습니다.`);
      close();
      // The page reloads every department query: this list, the counts, the tree.
      await onMoved();
    });

  return (
    <>
      <Button icon={<UserAddOutlined />} onClick={() => modal.show()}>
        구성원 추가
      </Button>
      <Modal
        title="구성원 추가"
        open={modal.open}
        onCancel={close}
        onOk={() => void move()}
        okText="추가"
        cancelText="취소"
        okButtonProps={{ disabled: !person || Boolean(problem) }}
        confirmLoading={!!moving}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            고른 사람의 소속부서를 &lsquo;{department.name}&rsquo;{josaOf(department.name, '으로/로')} 바꿉니다. 겸직부서는 그대로 둡니다.
          </Typography.Text>
          <UserPicker aria-label="추가할 사람" placeholder="이름 또는 아이디로 검색" style={{ width: '100%' }} value={person?.id ?? null} onChange={(_, picked) => setPerson(picked ?? null)} />
          {person && !problem && (
            <Typography.Text type="secondary">
              현재 소속: {person.deptName ?? '-'}
            </Typography.Text>
          )}
          {problem && <Alert type="warning" showIcon message={problem} />}
        </Space>
      </Modal>
    </>
  );
}
