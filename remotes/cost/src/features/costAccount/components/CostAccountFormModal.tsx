import { ModalForm } from '@dure/shared/form';
import { Form, Input, Select, Switch } from 'antd';
import { ACCOUNT_CATEGORY, type CostAccount, type CostAccountCategory, costAccountApi } from '../api/costAccountApi';

type Values = { code: string; name: string; category: CostAccountCategory; parentId?: number | null; directYn: boolean; budgetControlYn: boolean };

export type CostAccountEditing = { account: CostAccount | null; parent: CostAccount | null };

/** Adds a top account or one under `parent` (two levels), or edits one; the code is kept upper-case. */
export function CostAccountFormModal({ editing, tops, onClose, onSaved }: { editing: CostAccountEditing | null; tops: readonly CostAccount[]; onClose: () => void; onSaved: (saved: CostAccount) => void }) {
  const current = editing?.account ?? null;
  const parent = editing?.parent ?? null;
  return (
    <ModalForm<Values, CostAccount>
      open={editing !== null}
      title={current ? `원가계정 수정 · ${current.name}` : parent ? `하위 계정 추가 · ${parent.name}` : '원가계정 추가'}
      initialValues={
        current
          ? { code: current.code, name: current.name, category: current.category, parentId: current.parentId, directYn: current.directYn === 'Y', budgetControlYn: current.budgetControlYn === 'Y' }
          : { parentId: parent?.id ?? null, category: parent?.category, directYn: parent?.directYn === 'Y', budgetControlYn: parent?.budgetControlYn === 'Y' }
      }
      onClose={onClose}
      onSaved={onSaved}
      save={(v) => {
        const input = { code: v.code, name: v.name, category: v.category, parentId: v.parentId ?? null, directYn: v.directYn ? ('Y' as const) : ('N' as const), budgetControlYn: v.budgetControlYn ? ('Y' as const) : ('N' as const) };
        return current ? costAccountApi.update(current.id, current.version, input) : costAccountApi.create(input);
      }}
    >
      <Form.Item
        name="code"
        label="계정 코드"
        normalize={(v: string) => v?.toUpperCase()}
        rules={[
          { required: true, message: '계정 코드를 입력해 주세요.' },
          { pattern: /^[A-Z0-9_]{1,20}$/, message: '계정 코드는 영문 대문자, 숫자, 밑줄(_)로 20자 이내로 입력해 주세요.' },
        ]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="name" label="계정명" rules={[{ required: true, whitespace: true, message: '계정명을 입력해 주세요.' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="category" label="분류" rules={[{ required: true, message: '분류를 선택해 주세요.' }]}>
        <Select options={ACCOUNT_CATEGORY.codes.map((c) => ({ value: c, label: ACCOUNT_CATEGORY.labels[c] }))} />
      </Form.Item>
      <Form.Item name="parentId" label="상위 계정" extra="비우면 최상위 계정입니다 (2단계까지).">
        <Select allowClear placeholder="최상위" options={tops.filter((t) => t.id !== current?.id).map((t) => ({ value: t.id, label: `${t.name} (${t.code})` }))} />
      </Form.Item>
      <Form.Item name="directYn" label="직접비" valuePropName="checked" extra="프로젝트 직접비로 쓸 수 있는 계정입니다.">
        <Switch />
      </Form.Item>
      <Form.Item name="budgetControlYn" label="예산 통제" valuePropName="checked" extra="예산을 넘는 집행은 관리자 승인 없이 막힙니다.">
        <Switch />
      </Form.Item>
    </ModalForm>
  );
}
