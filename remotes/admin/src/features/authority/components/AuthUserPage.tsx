import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { Alert, Button, Card, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { DepartmentSelect } from '@dure/shared/records';
import { GrantRoleModal } from '../../../components/grants/GrantRoleModal';
import { GrantTable } from '../../../components/grants/GrantTable';
import { type GrantQuery, grantApi } from '../../../components/grants/grantApi';
import { RoleSelect } from '../../../components/grants/RoleSelect';
import { usePagedList } from '../../../lib/usePagedList';
import { AuthTabs } from './AuthTabs';

/** 사용자 권한 (/auth/user): every grant, filterable by person, role and department; grant and revoke. */
export default function AuthUserPage() {
  const canWrite = useCan('AUTHORITY_USER', 'WRITE');
  const [query, setQuery] = useState<GrantQuery>({ page: 0, size: 20 });
  const [keyword, setKeyword] = useState('');
  const [granting, setGranting] = useState(false);
  const { page, loading, error, reload } = usePagedList(query, grantApi.list);
  const patch = (p: Partial<GrantQuery>) => setQuery((q) => ({ ...q, page: 0, ...p }));


  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <AuthTabs />
      <Card size="small">
        <Flex wrap gap={8} justify="space-between">
          <Flex wrap gap={8}>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="이름 또는 아이디"
              aria-label="사용자 검색"
              style={{ width: 200 }}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                if (!e.target.value) patch({ keyword: undefined });
              }}
              onPressEnter={() => patch({ keyword: keyword || undefined })}
            />
            <RoleSelect placeholder="권한" style={{ width: 260 }} value={query.authorityCode} onChange={(v) => patch({ authorityCode: v ?? undefined })} />
            <DepartmentSelect aria-label="부서" placeholder="전체 부서" style={{ width: 200 }} value={query.deptId ?? null} onChange={(v) => patch({ deptId: v ?? undefined })} />
          </Flex>
          <Space>
            <Button icon={<ReloadOutlined />} onClick={reload} aria-label="새로고침" />
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)}>
                권한 부여
              </Button>
            )}
          </Space>
        </Flex>
      </Card>
      {error && <Alert type="error" showIcon message="권한 목록을 불러오지 못했습니다" description={error} action={<Button onClick={reload}>다시 시도</Button>} />}
      <GrantTable
        grants={page?.content ?? []}
        loading={loading}
        canRevoke={canWrite}
        onChanged={reload}
        emptyText={query.keyword || query.authorityCode || query.deptId ? '조건에 맞는 권한이 없습니다.' : '부여된 권한이 없습니다.'}
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: page?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `총 ${t.toLocaleString('ko-KR')}건`,
        }}
        onChange={(p) => setQuery((q) => ({ ...q, page: (p.current ?? 1) - 1, size: p.pageSize ?? 20 }))}
      />
      <GrantRoleModal
        open={granting}
        onClose={() => setGranting(false)}
        onGranted={() => {
          setGranting(false);
          reload();
        }}
      />
    </Space>
  );
}
