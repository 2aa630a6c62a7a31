import { ModalForm } from '@dure/shared/form';
import { ProjectTypesSelect } from '@dure/shared/records';
import { Form, Input, Select, Switch } from 'antd';
import { CATEGORY, type TaskActivity, type TaskActivityCategory, TASK_ACTIVITY_LIMITS, taskActivityApi } from '../api/taskActivityApi';

type Values = { code: string; name: string; category: TaskActivityCategory; billable: boolean; noteRequired: boolean; projectTypeIds: number[]; active: boolean };
const yn = (b: boolean) => (b ? 'Y' : 'N') as 'Y' | 'N';

export type TaskActivityEditing = { node: TaskActivity | null; group: TaskActivity | null };

/** Adds a group (no parent) or an activity under `group`, or edits `node`; an activity takes its group's category. */
export function TaskActivityFormModal({ editing, onClose, onSaved }: { editing: TaskActivityEditing | null; onClose: () => void; onSaved: (saved: TaskActivity) => void }) {
  const node = editing?.node ?? null;
  const group = editing?.group ?? null;
  const isGroup = node ? node.parentId === null : group === null;
  const kind = isGroup ? '그룹' : '업무 유형';
  const title = node ? `${kind} 수정 · ${node.name}` : isGroup ? '그룹 추가' : `업무 유형 추가 · ${group!.name}`;
  return (
    <ModalForm<Values, TaskActivity>
      open={editing !== null}
      title={title}
      initialValues={
        node
          ? { code: node.code, name: node.name, category: node.category, billable: node.billableYn === 'Y', noteRequired: node.noteRequiredYn === 'Y', projectTypeIds: node.projectTypeIds, active: node.activeYn === 'Y' }
          : { category: group?.category ?? 'PROJECT', billable: group?.category === 'PROJECT', noteRequired: false, projectTypeIds: [], active: true }
      }
      fieldOf={(key) => ({ billableYn: 'billable', noteRequiredYn: 'noteRequired', activeYn: 'active' })[key] ?? key}
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = {
          code: v.code,
          name: v.name,
          category: v.category,
          billableYn: yn(v.billable),
          noteRequiredYn: yn(v.noteRequired),
          projectTypeIds: isGroup ? [] : (v.projectTypeIds ?? []),
          activeYn: yn(v.active),
        };
        return node ? taskActivityApi.update(node.id, node.version, input) : taskActivityApi.create({ ...input, parentId: group?.id ?? null });
      }}
    >
      <Form.Item name="code" label="코드" rules={[{ required: true, whitespace: true, message: '코드를 입력해 주세요.' }, { pattern: /^[A-Za-z0-9_]+$/, message: '영문, 숫자, 밑줄(_)만 쓸 수 있습니다.' }]} extra="영문 대문자, 숫자, 밑줄(_) 20자 이내">
        <Input maxLength={TASK_ACTIVITY_LIMITS.code} />
      </Form.Item>
      <Form.Item name="name" label="이름" rules={[{ required: true, whitespace: true, message: '이름을 입력해 주세요.' }]}>
        <Input maxLength={TASK_ACTIVITY_LIMITS.name} />
      </Form.Item>
      <Form.Item name="category" label="분류" rules={[{ required: true, message: '분류를 선택해 주세요.' }]} extra={isGroup ? '하위 업무 유형은 그룹의 분류를 따릅니다. 휴가는 인건비에 들어가지 않습니다.' : '그룹의 분류를 따릅니다.'}>
        <Select disabled={!isGroup} options={CATEGORY.codes.map((c) => ({ value: c, label: CATEGORY.labels[c] }))} />
      </Form.Item>
      {!isGroup && (
        <>
          <Form.Item name="billable" label="청구 가능" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="noteRequired" label="내용 필수" valuePropName="checked" extra="켜면 업무일지에 이 유형으로 시간을 적을 때 내용을 꼭 써야 합니다.">
            <Switch />
          </Form.Item>
          <Form.Item name="projectTypeIds" label="허용 프로젝트 유형" extra="비워 두면 모든 프로젝트 유형에서 쓸 수 있습니다.">
            <ProjectTypesSelect aria-label="허용 프로젝트 유형" />
          </Form.Item>
        </>
      )}
      <Form.Item name="active" label="사용" valuePropName="checked" extra="업무일지에 쓰인 유형은 삭제하지 않고 사용 안 함으로 바꿉니다.">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
