import { ModalForm } from '@dure/shared/form';
import { App, Form, Input } from 'antd';
import { RoleSelect, invalidateRoleCodes } from '../../../components/grants/RoleSelect';
import { type AuthorityCode, authorityApi } from '../api/authorityApi';

type Values = { code: string; name: string; includes: string[] };

type Props = {
  open: boolean;
  code: AuthorityCode | null;
  onClose: () => void;
  onSaved: () => void;
  /** Loads the latest version after a 409 (someone else saved first). */
  onReload?: () => Promise<unknown>;
};

/** Create or edit a composite role: a Korean name and the roles it carries (expanded by the server). */
export function CompositeCodeModal({ open, code, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();

  async function save(v: Values): Promise<AuthorityCode> {
    const saved = code
      ? await authorityApi.updateCode(code.code, { name: v.name.trim(), includes: v.includes, version: code.version })
      : await authorityApi.createCode({ code: v.code.trim(), name: v.name.trim(), includes: v.includes });
    invalidateRoleCodes();
    message.success('저장했습니다. 해당 권한 보유자의 다음 요청부터 적용됩니다.');
    return saved;
  }

  return (
    <ModalForm<Values, AuthorityCode>
      title={code ? `${code.name} 수정` : '복합 권한 추가'}
      open={open}
      initialValues={code ? { code: code.code, name: code.name, includes: code.includes } : undefined}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
    >
      <Form.Item
        name="code"
        label="권한코드"
        rules={[
          { required: true, message: '권한코드를 입력해 주세요.' },
          { pattern: /^ROLE_[A-Z_]+$/, message: '권한코드는 ROLE_로 시작하고 영문 대문자와 밑줄(_)만 쓸 수 있습니다.' },
          { max: 60, message: '권한코드는 60자 이하입니다.' },
        ]}
      >
        <Input disabled={Boolean(code)} placeholder="ROLE_SALES_TEAM" />
      </Form.Item>
      <Form.Item name="name" label="권한명" rules={[{ required: true, whitespace: true, message: '권한명을 입력해 주세요.' }, { max: 50, message: '권한명은 50자 이하입니다.' }]}>
        <Input placeholder="영업팀 기본 권한" />
      </Form.Item>
      <Form.Item name="includes" label="포함 권한" rules={[{ required: true, type: 'array', min: 1, message: '포함할 권한을 하나 이상 선택해 주세요.' }]}>
        <RoleSelect multiple exclude={code ? [code.code] : []} />
      </Form.Item>
    </ModalForm>
  );
}
