import { DEPARTMENT_LIMITS } from '@dure/shared/contracts/admin/department';
import { ModalForm } from '@dure/shared/form';
import { App, Form, Input, Select } from 'antd';
import { type Department, type DepartmentInput, type DepartmentLevel, LEVEL_LABELS, departmentApi } from '../api/departmentApi';
import { departmentRules } from './rules';

const LEVELS = Object.keys(LEVEL_LABELS) as DepartmentLevel[];

type Props = { open: boolean; parent: Department; onClose: () => void; onCreated: (d: Department) => void | Promise<void> };

export function CreateDepartmentModal({ open, parent, onClose, onCreated }: Props) {
  const { message } = App.useApp();
  const deeper = LEVELS.slice(LEVELS.indexOf(parent.level) + 1);

  async function save(values: DepartmentInput): Promise<Department> {
    const created = await departmentApi.create({ ...values, parentId: parent.id });
    message.success(`'${created.name}' 부서를 만들었습니다.`);
    return created;
  }

  return (
    <ModalForm<DepartmentInput, Department>
      title={`'${parent.name}' 아래에 부서 추가`}
      open={open}
      initialValues={{ level: deeper[0] ?? 'UNIT' }}
      save={save}
      onSaved={(created) => void onCreated(created)}
      onClose={onClose}
      submitText="추가"
    >
      <Form.Item name="name" label="부서명" rules={departmentRules.name}>
        <Input maxLength={DEPARTMENT_LIMITS.name} autoFocus />
      </Form.Item>
      <Form.Item name="code" label="부서코드" rules={departmentRules.code}>
        <Input maxLength={DEPARTMENT_LIMITS.code} placeholder="예: SALES3" />
      </Form.Item>
      <Form.Item name="level" label="조직 레벨" rules={[{ required: true, message: '조직 레벨을 선택해 주세요.' }]}>
        <Select options={deeper.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))} />
      </Form.Item>
      <Form.Item name="costCenterCode" label="코스트센터" rules={departmentRules.costCenterCode}>
        <Input maxLength={DEPARTMENT_LIMITS.costCenterCode} />
      </Form.Item>
    </ModalForm>
  );
}
