import { PlusOutlined } from '@ant-design/icons';
import { errorMessage, httpStatus } from '@dure/shared';
import { SaveNotice, useSaveFlow } from '@dure/shared/form';
import { API_MESSAGES } from '@dure/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type TypeCode, managementApi } from '../api/managementApi';
import { TYPE_CODES_KEY, typeCodesQuery } from '../api/managementQueries';
import { COMMON_CODE_LIMITS } from '@dure/shared/contracts/crm/code';

/** 활동유형 코드 (common code group CRM_ACTIVITY_TYPE): add, rename, reorder, deactivate (used codes are never deleted). */
export function TypeCodeEditor({ canWrite }: { canWrite: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(typeCodesQuery());
  const codes = list.data ?? null;
  const error = list.isError ? errorMessage(list.error) : null;
  const [drafts, setDrafts] = useState<Record<number, Partial<TypeCode>>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const [form] = Form.useForm<{ code: string; label: string }>();
  const adding = useSaveFlow({
    form,
    save: (values: { code: string; label: string }) => managementApi.createType(values),
    onSaved: () => {
      form.resetFields();
      message.success('활동유형을 추가했습니다.');
      void queryClient.invalidateQueries({ queryKey: TYPE_CODES_KEY });
    },
  });

  async function save(code: TypeCode) {
    const draft = { ...code, ...drafts[code.id] };
    if (!draft.label?.trim()) {
      message.error(API_MESSAGES.crmTypeLabelRequired);
      return;
    }
    setSaving(code.id);
    try {
      const saved = await managementApi.updateType(code.id, { label: draft.label, sortOrder: draft.sortOrder ?? code.sortOrder, activeYn: draft.activeYn ?? code.activeYn, version: code.version });
      queryClient.setQueryData(typeCodesQuery().queryKey, (current) => current?.map((c) => (c.id === saved.id ? saved : c)));
      setDrafts(({ [code.id]: _, ...rest }) => rest);
      message.success('저장했습니다.');
    } catch (e) {
      message.error(errorMessage(e));
      // Someone else saved first: show their version; the typed changes go.
      if (httpStatus(e) === 409) {
        setDrafts({});
        void list.refetch();
      }
    } finally {
      setSaving(null);
    }
  }

  const edit = (id: number, patch: Partial<TypeCode>) => setDrafts((d) => ({ ...d, [id]: { ...d[id], ...patch } }));

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {error && <Alert type="error" showIcon message="활동유형을 불러오지 못했습니다" description={error} action={<Button onClick={() => void list.refetch()}>다시 시도</Button>} />}
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
      {canWrite && <SaveNotice notice={adding.notice} reload={null} onClose={adding.dismiss} />}
      {canWrite && (
        <Form form={form} layout="inline" onFinish={(v) => void adding.submit(v)}>
          <Form.Item name="code" rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: API_MESSAGES.crmTypeCodeFormat }]}>
            <Input aria-label="새 코드" placeholder="코드 (예: SEMINAR)" style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="label" rules={[{ required: true, whitespace: true, message: API_MESSAGES.crmTypeLabelRequired }]}>
            <Input aria-label="새 이름" placeholder="이름 (예: 세미나)" style={{ width: 180 }} maxLength={COMMON_CODE_LIMITS.label} />
          </Form.Item>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={adding.saving}>
            추가
          </Button>
        </Form>
      )}
    </Space>
  );
}
