import { PlusOutlined } from '@ant-design/icons';
import { errorFields, errorMessage, httpStatus } from '@dure/shared';
import { API_MESSAGES } from '@dure/shared/messages';
import { Alert, App, Button, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { type TypeCode, managementApi } from '../api/managementApi';
import { COMMON_CODE_LIMITS } from '@dure/shared/contracts/crm/code';

/** 활동유형 코드 (common code group CRM_ACTIVITY_TYPE): add, rename, reorder, deactivate (used codes are never deleted). */
export function TypeCodeEditor({ canWrite }: { canWrite: boolean }) {
  const { message } = App.useApp();
  const [codes, setCodes] = useState<TypeCode[] | null>(null);
  const [drafts, setDrafts] = useState<Record<number, Partial<TypeCode>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | 'new' | null>(null);
  const [form] = Form.useForm<{ code: string; label: string }>();

  const load = useCallback(async () => {
    try {
      setCodes(await managementApi.types());
      setDrafts({});
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function save(code: TypeCode) {
    const draft = { ...code, ...drafts[code.id] };
    if (!draft.label?.trim()) {
      message.error(API_MESSAGES.crmTypeLabelRequired);
      return;
    }
    setSaving(code.id);
    try {
      const saved = await managementApi.updateType(code.id, { label: draft.label, sortOrder: draft.sortOrder ?? code.sortOrder, activeYn: draft.activeYn ?? code.activeYn, version: code.version });
      setCodes((list) => list?.map((c) => (c.id === saved.id ? saved : c)) ?? null);
      setDrafts(({ [code.id]: _, ...rest }) => rest);
      message.success('저장했습니다.');
    } catch (e) {
      message.error(errorMessage(e));
      if (httpStatus(e) === 409) void load();
    } finally {
      setSaving(null);
    }
  }

  async function add(values: { code: string; label: string }) {
    setSaving('new');
    try {
      await managementApi.createType(values);
      form.resetFields();
      message.success('활동유형을 추가했습니다.');
      await load();
    } catch (e) {
      const fields = errorFields(e);
      if (Object.keys(fields).length > 0) form.setFields(Object.entries(fields).map(([name, text]) => ({ name: name as 'code' | 'label', errors: [text] })));
      else message.error(errorMessage(e));
    } finally {
      setSaving(null);
    }
  }

  const edit = (id: number, patch: Partial<TypeCode>) => setDrafts((d) => ({ ...d, [id]: { ...d[id], ...patch } }));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {error && <Alert type="error" showIcon message="활동유형을 불러오지 못했습니다" description={error} action={<Button onClick={() => void load()}>다시 시도</Button>} />}
      <Typography.Text type="secondary">사용 중인 코드는 삭제할 수 없고 비활성화만 할 수 있습니다. 비활성 코드는 새 활동에서 선택할 수 없지만 기존 기록에는 그대로 남습니다.</Typography.Text>
      <Table<TypeCode>
        rowKey="id"
        size="small"
        loading={codes === null && !error}
        dataSource={codes ?? []}
        pagination={false}
        columns={[
          { title: '코드', dataIndex: 'code', width: 140, render: (c: string) => <Typography.Text code>{c}</Typography.Text> },
          {
            title: '이름',
            dataIndex: 'label',
            render: (_, c) =>
              canWrite ? (
                <Input aria-label={`${c.code} 이름`} value={drafts[c.id]?.label ?? c.label} maxLength={COMMON_CODE_LIMITS.label} onChange={(e) => edit(c.id, { label: e.target.value })} />
              ) : (
                c.label
              ),
          },
          {
            title: '정렬',
            dataIndex: 'sortOrder',
            width: 100,
            render: (_, c) => (canWrite ? <InputNumber aria-label={`${c.code} 정렬`} min={0} value={drafts[c.id]?.sortOrder ?? c.sortOrder} onChange={(v) => edit(c.id, { sortOrder: v ?? 0 })} /> : c.sortOrder),
          },
          {
            title: '사용',
            dataIndex: 'activeYn',
            width: 80,
            render: (_, c) => {
              const active = (drafts[c.id]?.activeYn ?? c.activeYn) === 'Y';
              return canWrite ? <Switch aria-label={`${c.code} 사용`} checked={active} onChange={(on) => edit(c.id, { activeYn: on ? 'Y' : 'N' })} /> : <Tag color={active ? 'green' : 'default'}>{active ? '사용' : '중지'}</Tag>;
            },
          },
          { title: '기록 수', dataIndex: 'usageCount', width: 90, align: 'right', render: (n: number) => n.toLocaleString('ko-KR') },
          ...(canWrite
            ? [
                {
                  title: '',
                  key: 'save',
                  width: 80,
                  render: (_: unknown, c: TypeCode) => (
                    <Button size="small" type="primary" disabled={!drafts[c.id]} loading={saving === c.id} onClick={() => void save(c)}>
                      저장
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canWrite && (
        <Form form={form} layout="inline" onFinish={(v) => void add(v)}>
          <Form.Item name="code" rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: API_MESSAGES.crmTypeCodeFormat }]}>
            <Input aria-label="새 코드" placeholder="코드 (예: SEMINAR)" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="label" rules={[{ required: true, whitespace: true, message: API_MESSAGES.crmTypeLabelRequired }]}>
            <Input aria-label="새 이름" placeholder="이름 (예: 세미나)" style={{ width: 180 }} maxLength={COMMON_CODE_LIMITS.label} />
          </Form.Item>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={saving === 'new'}>
            추가
          </Button>
        </Form>
      )}
    </Space>
  );
}
