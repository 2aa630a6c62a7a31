import { ModalForm } from '@dure/shared/form';
import { UserPicker } from '@dure/shared/records';
import { App, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type Grant, grantApi } from './grantApi';
import { RoleSelect } from './RoleSelect';

type Values = { userId?: number; authorityCode?: string; expiresAt?: Dayjs | null; reason?: string };

type Props = { open: boolean; userId?: number; userName?: string; held?: string[]; onClose: () => void; onGranted: (grant: Grant) => void };

/** Grants one role, optionally until a date (temporary grant, e.g. evaluation season), with a reason. */
export function GrantRoleModal({ open, userId, userName, held = [], onClose, onGranted }: Props) {
  const { message } = App.useApp();

  async function save(v: Values): Promise<Grant> {
    const grant = await grantApi.grant({
      userId: v.userId!,
      authorityCode: v.authorityCode!,
      ...(v.expiresAt ? { expiresAt: v.expiresAt.format('YYYY-MM-DD') } : {}),
      ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}),
    });
    message.success('권한을 부여했습니다. 사용자가 다음 화면으로 이동할 때 적용됩니다.');
    return grant;
  }

  return (
    <ModalForm<Values, Grant>
      title={userName ? `${userName}에게 권한 부여` : '권한 부여'}
      open={open}
      initialValues={{ userId }}
      save={save}
      onSaved={onGranted}
      onClose={onClose}
      submitText="부여"
    >
      <Form.Item name="userId" label="사용자" hidden={Boolean(userId)} rules={[{ required: true, message: '사용자를 선택해 주세요.' }]}>
        <UserPicker />
      </Form.Item>
      <Form.Item name="authorityCode" label="권한" rules={[{ required: true, message: '부여할 권한을 선택해 주세요.' }]}>
        <RoleSelect exclude={held} />
      </Form.Item>
      <Form.Item name="expiresAt" label="만료일" extra="비워 두면 회수할 때까지 유지됩니다.">
        <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item name="reason" label="사유" rules={[{ max: 200, message: '사유는 200자 이하입니다.' }]}>
        <Input.TextArea rows={2} placeholder="예: 2026년 하반기 평가 기간 임시 권한" />
      </Form.Item>
    </ModalForm>
  );
}
