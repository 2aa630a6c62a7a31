import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorMessage } from '@dure/shared';
import { ModalForm } from '@dure/shared/form';
import { formatDateTime, josa } from '@dure/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Input, InputNumber, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type CommonCode, commonCodeApi } from '../lib/commonCodeApi';
import { commonCodeListQuery } from '../lib/commonCodeQueries';
import { COMMON_CODE_LIMITS, COMMON_CODE_PATTERN } from '@dure/shared/contracts/crm/code';

type Props = {
  /** Common-code group, e.g. CONTRACT_TYPE. */
  group: string;
  /** Korean name of the list, e.g. '계약유형'. */
  title: string;
  /** Whether the caller holds the group's management _WRITE (the server checks again). */
  canEdit: boolean;
};

type Values = { code: string; label: string; sortOrder?: number; active: boolean };

/** Editor of one common-code group: add, rename, reorder, deactivate; delete only unused codes. */
export function CommonCodeEditor({ group, title, canEdit }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(commonCodeListQuery(group, true));
  const codes = list.data ?? null;
  const error = list.isError ? errorMessage(list.error) : null;
  const [editing, setEditing] = useState<CommonCode | 'new' | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['common-code', group] });

  async function save(v: Values): Promise<CommonCode> {
    const input = { label: v.label, sortOrder: v.sortOrder ?? undefined, activeYn: (v.active ? 'Y' : 'N') as 'Y' | 'N' };
    if (editing === 'new' || editing === null) return commonCodeApi.create(group, { ...input, code: v.code });
    return commonCodeApi.update(group, editing.id, { ...input, version: editing.version });
  }

  async function remove(code: CommonCode) {
    try {
      await commonCodeApi.remove(group, code.id, code.version);
      message.success(`${josa(code.label, '을/를')} 삭제했습니다.`);
      await reload();
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">사용 중인 코드는 삭제할 수 없고 비활성으로 바꿀 수 있습니다. 비활성 코드는 새 입력에서 빠집니다.</Typography.Text>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="새로고침" onClick={() => void list.refetch()} />
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {title} 추가
            </Button>
          )}
        </Space>
      </Flex>
      {error && <Alert type="error" showIcon message={`${josa(title, '을/를')} 불러오지 못했습니다`} description={error} action={<Button onClick={() => void list.refetch()}>다시 시도</Button>} />}
      <Table<CommonCode>
        rowKey="id"
        size="small"
        loading={codes === null && !error}
        dataSource={codes ?? []}
        pagination={false}
        locale={{ emptyText: `등록된 ${josa(title, '이/가')} 없습니다.` }}
        columns={[
          { title: '순서', dataIndex: 'sortOrder', width: 70 },
          { title: '코드', dataIndex: 'code' },
          { title: '표시명', dataIndex: 'label' },
          { title: '사용', dataIndex: 'activeYn', render: (v: 'Y' | 'N') => (v === 'Y' ? <Tag color="green">사용</Tag> : <Tag>미사용</Tag>) },
          { title: '수정일시', dataIndex: 'updatedAt', render: (v: string) => formatDateTime(v) },
          ...(canEdit
            ? [
                {
                  title: '',
                  width: 90,
                  render: (_: unknown, c: CommonCode) => (
                    <Space size={0}>
                      <Button type="text" icon={<EditOutlined />} aria-label={`${c.label} 수정`} onClick={() => setEditing(c)} />
                      <Popconfirm title={`${josa(c.label, '을/를')} 삭제할까요?`} okText="삭제" cancelText="취소" okButtonProps={{ danger: true }} onConfirm={() => void remove(c)}>
                        <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${c.label} 삭제`} />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ModalForm<Values, CommonCode>
        open={editing !== null}
        title={editing === 'new' ? `${title} 추가` : `${title} 수정`}
        initialValues={editing === 'new' || editing === null ? { code: '', label: '', active: true } : { code: editing.code, label: editing.label, sortOrder: editing.sortOrder, active: editing.activeYn === 'Y' }}
        save={save}
        onSaved={() => {
          message.success(`${josa(title, '을/를')} 저장했습니다.`);
          setEditing(null);
          void reload();
        }}
        onReload={async () => {
          const { data } = await list.refetch({ throwOnError: true });
          const latest = editing !== 'new' && editing !== null ? data?.find((c) => c.id === editing.id) : undefined;
          if (latest) setEditing(latest);
        }}
        onClose={() => setEditing(null)}
      >
        <Form.Item
          name="code"
          label="코드"
          tooltip="저장된 기록이 코드로 연결되므로 추가한 뒤에는 바꿀 수 없습니다."
          rules={[{ required: true, pattern: new RegExp(COMMON_CODE_PATTERN, 'i'), message: `코드는 영문 대문자로 시작하는 영문 대문자·숫자·밑줄 ${COMMON_CODE_LIMITS.code}자 이내입니다.` }]}
          normalize={(v: string) => v.toUpperCase()}
        >
          <Input disabled={editing !== 'new'} placeholder="예: RENTAL" />
        </Form.Item>
        <Form.Item name="label" label="표시명" rules={[{ required: true, whitespace: true, max: COMMON_CODE_LIMITS.label, message: `표시명을 입력해 주세요 (${COMMON_CODE_LIMITS.label}자 이내).` }]}>
          <Input placeholder="예: 임대" />
        </Form.Item>
        <Form.Item name="sortOrder" label="순서" tooltip="비우면 맨 뒤에 둡니다.">
          <InputNumber min={0} max={COMMON_CODE_LIMITS.sortOrder} />
        </Form.Item>
        <Form.Item name="active" label="사용" valuePropName="checked">
          <Switch />
        </Form.Item>
      </ModalForm>
    </Space>
  );
}
