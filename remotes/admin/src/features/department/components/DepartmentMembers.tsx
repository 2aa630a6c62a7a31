import { SwapOutlined } from '@ant-design/icons';
import { Link, errorMessage, useCan } from '@dure/shared';
import { JOB_GRADE } from '@dure/shared/contracts/admin/user';
import { dayjs } from '@dure/shared/format';
import { Alert, App, Button, Card, Modal, Space, Table, Typography } from 'antd';
import { useBusyAction } from '@dure/shared/form';
import { DepartmentSelect } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Department, type Member, departmentApi } from '../api/departmentApi';
import { departmentMembersQuery } from '../api/departmentQueries';
import { AddMemberButton } from './AddMemberButton';


/** Direct members of a department; HR writers can move selected people to another department. The page mounts it once per department. */
export function DepartmentMembers({ department, onMoved }: { department: Department; onMoved: () => Promise<void> }) {
  const { message } = App.useApp();
  // The api moves members for either writer (HR records or the department tree).
  const hrWriter = useCan('USER_HR', 'WRITE');
  const departmentWriter = useCan('DEPARTMENT', 'WRITE');
  const canMove = hrWriter || departmentWriter;
  const members = useQuery(departmentMembersQuery(department.id));
  const [selected, setSelected] = useState<number[]>([]);
  const [target, setTarget] = useState<number | null>(null);
  const [moving, runMove] = useBusyAction();
  const [open, setOpen] = useState(false);
  const closed = department.validTo !== null && department.validTo < dayjs().format('YYYY-MM-DD');

  const move = () =>
    target &&
    runMove(async () => {
      await departmentApi.moveMembers(department.id, selected, target);
      message.success(`${selected.length}명을 옮겼습니다.`);
      setOpen(false);
      setSelected([]);
      setTarget(null);
      // The page reloads every department query: this list, the counts, the tree.
      await onMoved();
    });

  return (
    <Card
      size="small"
      title={`구성원 (직속 ${department.directMemberCount}명)`}
      style={{ marginTop: 16 }}
      extra={
        canMove && (
          <Space wrap>
            {/* People move into an open department only. */}
            {!closed && <AddMemberButton department={department} onMoved={onMoved} />}
            <Button icon={<SwapOutlined />} disabled={selected.length === 0} onClick={() => setOpen(true)}>
              다른 부서로 이동{selected.length > 0 ? ` (${selected.length})` : ''}
            </Button>
          </Space>
        )
      }
    >
      {members.error ? (
        <Alert type="error" showIcon message={errorMessage(members.error)} action={<Button onClick={() => void members.refetch()}>다시 시도</Button>} />
      ) : (
        <Table<Member>
          rowKey="id"
          size="small"
          loading={members.isFetching}
          dataSource={members.data ?? []}
          pagination={false}
          rowSelection={canMove ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
          locale={{ emptyText: '직속 구성원이 없습니다.' }}
          columns={[
            { title: '이름', dataIndex: 'name', render: (v: string, m) => <Link to={`/userhr/info/admin/${m.id}`}>{v}</Link> },
            { title: '아이디', dataIndex: 'username' },
            { title: '직급', dataIndex: 'jobGrade', render: (v: string | null) => (v ? (JOB_GRADE.labels as Record<string, string>)[v] ?? v : '-') },
          ]}
        />
      )}
      <Modal title="구성원 부서 이동" open={open} onCancel={() => setOpen(false)} onOk={() => void move()} okText="이동" cancelText="취소" okButtonProps={{ disabled: !target }} confirmLoading={!!moving} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>
            선택한 {selected.length}명의 소속을 &lsquo;{department.name}&rsquo;에서 아래 부서로 바꿉니다. 겸직부서는 그대로 둡니다.
          </Typography.Text>
          <DepartmentSelect aria-label="이동할 부서" placeholder="이동할 부서" style={{ width: '100%' }} value={target} onChange={(v) => setTarget(v ?? null)} />
        </Space>
      </Modal>
    </Card>
  );
}
