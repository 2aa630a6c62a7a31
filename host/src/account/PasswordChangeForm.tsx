import { errorDetails, errorMessage } from '@dure/shared';
import { useSettled } from '@dure/shared/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { type PasswordCheck, accountApi } from './accountApi';

type Values = { currentPassword: string; newPassword: string; confirm: string };

/** Live rule check while typing, once the typing pauses so each keystroke does not call the api. */
function usePasswordCheck(password: string): PasswordCheck | null {
  const settled = useSettled(password, 300);
  const check = useQuery({
    queryKey: ['account', 'passwordCheck', settled],
    queryFn: () => accountApi.checkPassword(settled),
    enabled: settled !== '',
    // The typed password is not kept once the form is gone.
    gcTime: 0,
    placeholderData: keepPreviousData,
  });
  return password && !check.isError ? (check.data ?? null) : null;
}

/** Current password, new password twice; the server's policy is shown live and enforced on save. */
export function PasswordChangeForm({ onDone, submitText = '비밀번호 변경' }: { onDone: () => void; submitText?: string }) {
  const [form] = Form.useForm<Values>();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const check = usePasswordCheck(newPassword);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ message: string; details: string[] } | null>(null);

  async function submit(values: Values) {
    setSaving(true);
    setError(null);
    try {
      await accountApi.changePassword(values.currentPassword, values.newPassword);
      form.resetFields();
      onDone();
    } catch (e) {
      setError({ message: errorMessage(e), details: errorDetails(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} autoComplete="off">
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={error.message}
          description={error.details.length > 0 ? <ul style={{ margin: 0, paddingLeft: 18 }}>{error.details.map((d) => <li key={d}>{d}</li>)}</ul> : undefined}
        />
      )}
      <Form.Item name="currentPassword" label="현재 비밀번호" rules={[{ required: true, message: '현재 비밀번호를 입력해 주세요.' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="새 비밀번호" rules={[{ required: true, message: '새 비밀번호를 입력해 주세요.' }]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {check && (
        <List
          size="small"
          style={{ marginTop: -12, marginBottom: 12 }}
          dataSource={check.valid ? ['사용할 수 있는 비밀번호입니다.'] : check.errors}
          renderItem={(item) => (
            <List.Item style={{ padding: '2px 0', border: 0 }}>
              <Typography.Text type={check.valid ? 'success' : 'danger'}>{item}</Typography.Text>
            </List.Item>
          )}
        />
      )}
      <Form.Item
        name="confirm"
        label="새 비밀번호 확인"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '새 비밀번호를 한 번 더 입력해 주세요.' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('새 비밀번호가 서로 다릅니다.')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        9자 이상, 영문 대문자·소문자·숫자·특수문자 중 3종류 이상을 섞어 주세요. 최근에 쓴 비밀번호는 다시 쓸 수 없습니다.
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={saving} block>
        {submitText}
      </Button>
    </Form>
  );
}
