import { EditableProTable, type ProColumns } from '@ant-design/pro-components';
import { errorMessage } from '@dure/shared';
import { saveProblemOf } from '@dure/shared/form';
import { API_MESSAGES } from '@dure/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Space, Switch, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { type TypeCode, managementApi } from '../api/managementApi';
import { TYPE_CODES_KEY, typeCodesQuery } from '../api/managementQueries';
import { COMMON_CODE_LIMITS } from '@dure/shared/contracts/crm/code';

/** The key of the row being added (saved codes have positive ids). */
const NEW_ID = -1;

/** 사용 as the api's Y/N, edited with a switch. */
function ActiveSwitch({ value, onChange, ...rest }: { value?: string; onChange?: (v: string) => void; 'aria-label'?: string }) {
  return <Switch {...rest} checked={value === 'Y'} onChange={(on) => onChange?.(on ? 'Y' : 'N')} />;
}

/** 활동유형 코드 (common code group CRM_ACTIVITY_TYPE): add, rename, reorder, deactivate (used codes are never deleted). */
export function TypeCodeEditor({ canWrite }: { canWrite: boolean }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery(typeCodesQuery());
  const codes = list.data;
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Key[]>([]);
  const codeOf = (key: unknown) => codes?.find((c) => c.id === Number(key))?.code ?? '새 코드';

  /** Resolves when saved or when someone else's newer version replaced the row; rejects to keep the row open with what was typed. */
  async function save(key: Key, row: TypeCode) {
    const adding = row.id === NEW_ID;
    try {
      if (adding) await managementApi.createType({ code: row.code.trim(), label: row.label.trim() });
      else await managementApi.updateType(row.id, { label: row.label.trim(), sortOrder: row.sortOrder, activeYn: row.activeYn, version: row.version });
      message.success(adding ? '활동유형을 추가했습니다.' : '저장했습니다.');
      await queryClient.invalidateQueries({ queryKey: TYPE_CODES_KEY });
    } catch (e) {
      const problem = saveProblemOf(e);
      message.error(problem.message);
      // Someone else saved first: show their version; the typed changes go.
      if (problem.kind === 'conflict') return void list.refetch();
      form.setFields(Object.entries(problem.fields).map(([field, text]) => ({ name: [String(key), field], errors: [text] })));
      throw e;
    }
  }

  const columns: ProColumns<TypeCode>[] = [
    {
      title: '코드',
      dataIndex: 'code',
      width: 180,
      editable: (_, row) => row.id === NEW_ID,
      render: (_, c) => <Typography.Text code>{c.code}</Typography.Text>,
      fieldProps: { 'aria-label': '새 코드', placeholder: '코드 (예: SEMINAR)' },
      formItemProps: { rules: [{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/, message: API_MESSAGES.crmTypeCodeFormat }] },
    },
    {
      title: '이름',
      dataIndex: 'label',
      fieldProps: (_, { rowKey }) => ({ 'aria-label': `${codeOf(rowKey?.[0])} 이름`, maxLength: COMMON_CODE_LIMITS.label }),
      formItemProps: { rules: [{ required: true, whitespace: true, message: API_MESSAGES.crmTypeLabelRequired }] },
    },
    { title: '정렬', dataIndex: 'sortOrder', valueType: 'digit', width: 110, editable: (_, row) => row.id !== NEW_ID, fieldProps: (_, { rowKey }) => ({ 'aria-label': `${codeOf(rowKey?.[0])} 정렬`, min: 0 }) },
    {
      title: '사용',
      dataIndex: 'activeYn',
      width: 90,
      editable: (_, row) => row.id !== NEW_ID,
      render: (_, c) => <Tag color={c.activeYn === 'Y' ? 'green' : 'default'}>{c.activeYn === 'Y' ? '사용' : '중지'}</Tag>,
      renderFormItem: (_, { record }) => <ActiveSwitch aria-label={`${codeOf(record?.id)} 사용`} />,
    },
    { title: '기록 수', dataIndex: 'usageCount', width: 90, align: 'right', editable: false, render: (_, c) => c.usageCount.toLocaleString('ko-KR') },
    {
      title: '',
      valueType: 'option',
      width: 120,
      hideInTable: !canWrite,
      render: (_, c, __, action) => (
        <Button size="small" type="link" aria-label={`${c.code} 수정`} onClick={() => action?.startEditable(c.id)}>
          수정
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {list.isError && <Alert type="error" showIcon message="활동유형을 불러오지 못했습니다" description={errorMessage(list.error)} action={<Button onClick={() => void list.refetch()}>다시 시도</Button>} />}
      <Typography.Text type="secondary">사용 중인 코드는 삭제할 수 없고 비활성화만 할 수 있습니다. 비활성 코드는 새 활동에서 선택할 수 없지만 기존 기록에는 그대로 남습니다.</Typography.Text>
      <EditableProTable<TypeCode>
        rowKey="id"
        size="small"
        value={codes ?? []}
        loading={list.isPending}
        columns={columns}
        recordCreatorProps={canWrite && { position: 'bottom', creatorButtonText: '활동유형 추가', record: () => ({ id: NEW_ID, code: '', label: '', sortOrder: 0, activeYn: 'Y', usageCount: 0, version: 0 }) }}
        editable={{
          type: 'single',
          form,
          editableKeys: editing,
          onChange: setEditing,
          onSave: (key, row) => save(key as Key, row),
          actionRender: (_, __, dom) => [dom.save, dom.cancel],
          saveText: '저장',
          cancelText: '취소',
          onlyOneLineEditorAlertMessage: '한 번에 한 행만 고칠 수 있습니다.',
          onlyAddOneLineAlertMessage: '한 번에 한 행만 추가할 수 있습니다.',
        }}
      />
    </Space>
  );
}
