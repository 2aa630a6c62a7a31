import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { login } from '../session/session';
import { STANDALONE_MESSAGES as M } from './messages';

/** Sign-in of the standalone shell, through the same shared client and session as the host's. */
export function DevLogin() {
  const [error, setError] = useState<string | null>(null);
  return (
    <Card title={M.loginTitle} style={{ maxWidth: 380, margin: '80px auto' }}>
      <Form
        layout="vertical"
        onFinish={async (v: { username: string; password: string }) => {
          try {
            await login(v.username, v.password);
          } catch (e) {
            setError(e instanceof Error ? e.message : String(e));
          }
        }}
      >
        <Form.Item name="username" label={M.username} rules={[{ required: true, message: M.usernameRequired }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={M.password} rules={[{ required: true, message: M.passwordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Button type="primary" htmlType="submit" block>
          {M.login}
        </Button>
      </Form>
    </Card>
  );
}
