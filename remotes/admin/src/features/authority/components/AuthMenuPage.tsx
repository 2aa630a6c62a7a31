import { EditOutlined, SearchOutlined, UndoOutlined } from '@ant-design/icons';
import { MENU_GROUPS, REMOTE_LABELS, roleName, useCan } from '@dure/shared';
import { useQuery } from '@tanstack/react-query';
import { ModalForm, useConfirmAction, useModalState } from '@dure/shared/form';
import { LocalTable } from '@dure/shared/list';
import { App, Button, Card, Flex, Form, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { RoleSelect } from '../../../components/grants/RoleSelect';
import { type MenuAuthority, authorityApi } from '../api/authorityApi';
import { menuAuthoritiesQuery } from '../api/authorityQueries';
import { AuthTabs } from './AuthTabs';

const GROUP_TITLES = new Map<string, string>(MENU_GROUPS.map((g) => [g.id, g.title]));
const remoteLabel = (remote: string) => (remote === 'host' ? '공통' : (REMOTE_LABELS as Record<string, string>)[remote] ?? remote);

/** 메뉴 권한 (/auth/menu): which roles open each page; changes apply at each user's next route change. */
export default function AuthMenuPage() {
  const confirmAction = useConfirmAction();
  const canWrite = useCan('AUTHORITY_MENU', 'WRITE');
  const { data, isFetching: loading, error, refetch: reload } = useQuery(menuAuthoritiesQuery);
  const [keyword, setKeyword] = useState('');
  const [group, setGroup] = useState<string | undefined>();
  // The page being edited by id, so a reload after a conflict hands the form the latest version.
  const editor = useModalState<string>();
  const editingMenu = data?.find((m) => m.pageId === editor.subject) ?? null;

  const rows = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return (data ?? []).filter((m) => (!k || m.title.toLowerCase().includes(k) || m.path.includes(k) || m.pageId.toLowerCase().includes(k)) && (!group || m.menuGroup === group));
  }, [data, keyword, group]);

  const reset = (m: MenuAuthority) =>
    confirmAction({
      title: '기본값으로 되돌리기',
      content: `'${m.title}' 화면의 권한을 기본값(${m.defaultRoles.length}개)으로 되돌릴까요?`,
      okText: '되돌리기',
      run: () => authorityApi.resetMenu(m.pageId).then(() => void reload()),
      success: '기본값으로 되돌렸습니다.',
    });

  const columns: TableProps<MenuAuthority>['columns'] = [
    {
      title: '화면',
      dataIndex: 'title',
      render: (v: string, m) => (
        <span>
          {v} {m.overriddenYn === 'Y' && <Tag color="purple">변경됨</Tag>}
        </span>
      ),
    },
    { title: '경로', dataIndex: 'path', render: (v: string) => <code>{v}</code> },
    { title: '메뉴', dataIndex: 'menuGroup', render: (v: string | null) => (v ? GROUP_TITLES.get(v) ?? v : '-'), responsive: ['md'] },
    { title: '영역', dataIndex: 'remote', render: remoteLabel, responsive: ['lg'] },
    {
      title: '열람 권한 (하나 이상)',
      dataIndex: 'roles',
      render: (roles: string[]) => (
        <Flex wrap gap={4}>
          {roles.length === 0 ? <Tag>로그인 사용자 모두</Tag> : roles.map((r) => <Tag key={r} title={r}>{roleName(r)}</Tag>)}
        </Flex>
      ),
    },
    {
      title: '',
      key: 'actions',
      width: 96,
      hidden: !canWrite,
      render: (_, m) => (
        <Space size={0}>
          <Tooltip title="권한 변경">
            <Button type="text" icon={<EditOutlined />} aria-label={`${m.title} 권한 변경`} onClick={() => editor.show(m.pageId)} />
          </Tooltip>
          {m.overriddenYn === 'Y' && (
            <Tooltip title="기본값으로">
              <Button type="text" icon={<UndoOutlined />} aria-label={`${m.title} 기본값으로`} onClick={() => reset(m)} />
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
        <Flex wrap gap={8}>
          <Input allowClear prefix={<SearchOutlined />} placeholder="화면 이름 또는 경로" aria-label="화면 검색" style={{ width: 240 }} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <Select allowClear aria-label="메뉴" placeholder="전체 메뉴" style={{ width: 180 }} value={group} onChange={setGroup} options={MENU_GROUPS.map((g) => ({ value: g.id, label: g.title }))} />
        </Flex>
      </Card>
      <LocalTable<MenuAuthority> rowKey="pageId" loading={loading} columns={columns} rows={rows} countUnit="개 화면" error={error} errorTitle="메뉴 권한을 불러오지 못했습니다" onRetry={reload} emptyText="조건에 맞는 화면이 없습니다." />
      <MenuRolesModal menu={editingMenu} onReload={reload} onClose={editor.close} onSaved={editor.after(reload)} />
    </Space>
  );
}

type MenuRolesProps = {
  menu: MenuAuthority | null;
  onClose: () => void;
  onSaved: () => void;
  /** Loads the latest version after a 409 (someone else saved first). */
  onReload: () => Promise<unknown>;
};

function MenuRolesModal({ menu, onClose, onSaved, onReload }: MenuRolesProps) {
  const { message } = App.useApp();

  async function save(v: { roles: string[] }): Promise<MenuAuthority> {
    const saved = await authorityApi.updateMenu(menu!.pageId, v.roles, menu!.version);
    message.success('저장했습니다. 사용자가 다음 화면으로 이동할 때 적용됩니다.');
    return saved;
  }

  return (
    <ModalForm<{ roles: string[] }, MenuAuthority>
      title={menu ? `${menu.title} 열람 권한` : ''}
      open={menu !== null}
      initialValues={menu ? { roles: menu.roles } : undefined}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
    >
      {menu && <Typography.Paragraph type="secondary">기본값: {menu.defaultRoles.map(roleName).join(', ') || '로그인 사용자 모두'}</Typography.Paragraph>}
      <Form.Item name="roles" label="이 화면을 여는 권한 (하나만 있어도 열림)" rules={[{ required: true, type: 'array', min: 1, message: '권한을 하나 이상 선택해 주세요.' }]}>
        <RoleSelect multiple />
      </Form.Item>
    </ModalForm>
  );
}
