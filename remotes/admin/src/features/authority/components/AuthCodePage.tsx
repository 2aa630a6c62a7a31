import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { useConfirmAction, useModalState } from '@dure/shared/form';
import { ChoiceFilter, LocalTable } from '@dure/shared/list';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Space, Tag, Tooltip } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { type AuthorityCode, type CodeLevel, LEVEL_LABELS, authorityApi } from '../api/authorityApi';
import { authorityCodesQuery } from '../api/authorityQueries';
import { AuthTabs } from './AuthTabs';
import { CompositeCodeModal } from './CompositeCodeModal';
import { josaOf } from '@dure/shared/format';

const INCLUDES_WIDTH = 420;

/** The editing key of a composite role not yet created (no code carries a space). */
const NEW = 'new role';

/** 권한 코드 (/auth/code): every role with its Korean name and holders; composite roles are edited here. */
export default function AuthCodePage() {
  const confirmAction = useConfirmAction();
  const canWrite = useCan('AUTHORITY_CODE', 'WRITE');
  const canDelete = useCan('AUTHORITY_CODE', 'ADMIN');
  const { data, isFetching: loading, error, refetch: reload } = useQuery(authorityCodesQuery);
  const [keyword, setKeyword] = useState('');
  const [levels, setLevels] = useState<CodeLevel[]>([]);
  // The code being edited by name, so a reload after a conflict hands the form the latest version.
  const editor = useModalState<string>();
  const editingCode = data?.find((c) => c.code === editor.subject) ?? null;

  const rows = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return (data ?? []).filter((c) => (!k || c.code.toLowerCase().includes(k) || c.name.toLowerCase().includes(k)) && (levels.length === 0 || levels.includes(c.level)));
  }, [data, keyword, levels]);
  const emptyText = keyword || levels.length ? '조건에 맞는 권한 코드가 없습니다.' : '권한 코드가 없습니다.';
  const names = useMemo(() => new Map((data ?? []).map((c) => [c.code, c.name])), [data]);

  const remove = (c: AuthorityCode) =>
    confirmAction({
      title: '권한 코드 삭제',
      content: `'${c.name}'(${c.code})${josaOf(c.name, '을/를')} 삭제할까요?`,
      okText: '삭제',
      danger: true,
      run: () => authorityApi.deleteCode(c.code, c.version).then(() => void reload()),
      success: '삭제했습니다.',
    });

  const columns: TableProps<AuthorityCode>['columns'] = [
    { title: '권한명', dataIndex: 'name', sorter: (a, b) => a.name.localeCompare(b.name, 'ko') },
    { title: '권한코드', dataIndex: 'code', render: (v: string) => <code>{v}</code>, sorter: (a, b) => a.code.localeCompare(b.code) },
    { title: '수준', dataIndex: 'level', render: (v: CodeLevel) => <Tag>{LEVEL_LABELS[v]}</Tag> },
    {
      title: '포함 권한',
      dataIndex: 'includes',
      responsive: ['lg'],
      // The tags wrap within the column instead of widening the table past the screen.
      width: INCLUDES_WIDTH,
      onCell: () => ({ style: { maxWidth: INCLUDES_WIDTH } }),
      render: (list: string[]) =>
        list.length === 0 ? '-' : (
          <Flex wrap gap={4}>
            {list.slice(0, 6).map((code) => (
              <Tag key={code}>{names.get(code) ?? code}</Tag>
            ))}
            {list.length > 6 && <Tag>외 {list.length - 6}개</Tag>}
          </Flex>
        ),
    },
    { title: '보유자', dataIndex: 'userCount', align: 'right', sorter: (a, b) => a.userCount - b.userCount, render: (v: number) => `${v}명` },
    {
      title: '',
      key: 'actions',
      width: 96,
      render: (_, c) => (
        <Space size={0}>
          {canWrite && c.level === 'COMPOSITE' && (
            <Tooltip title="수정">
              <Button type="text" icon={<EditOutlined />} aria-label={`${c.name} 수정`} onClick={() => editor.show(c.code)} />
            </Tooltip>
          )}
          {canDelete && c.systemYn === 'N' && (
            <Tooltip title="삭제">
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${c.name} 삭제`} onClick={() => remove(c)} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <AuthTabs />
      <Card size="small">
        <Flex wrap gap={8} justify="space-between">
          <Flex wrap gap={8}>
            <Input allowClear prefix={<SearchOutlined />} placeholder="권한명 또는 코드" aria-label="권한 검색" style={{ width: 240 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
            <ChoiceFilter label="수준" placeholder="전체 수준" width={200} value={levels} onChange={setLevels} options={(Object.keys(LEVEL_LABELS) as CodeLevel[]).map((l) => ({ value: l, label: LEVEL_LABELS[l] }))} />
          </Flex>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.show(NEW)}>
              복합 권한 추가
            </Button>
          )}
        </Flex>
      </Card>
      <LocalTable<AuthorityCode> rowKey="code" loading={loading} columns={columns} rows={rows} countUnit="개" error={error} errorTitle="권한 코드를 불러오지 못했습니다" onRetry={reload} emptyText={emptyText} />
      <CompositeCodeModal code={editingCode} open={editor.open} onReload={reload} onClose={editor.close} onSaved={editor.after(reload)} />
    </Space>
  );
}
