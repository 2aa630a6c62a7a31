import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import { ListPage, useListState } from '@dure/shared/list';
import { DepartmentSelect } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { GrantRoleModal } from '../../../components/grants/GrantRoleModal';
import { RoleSelect } from '../../../components/grants/RoleSelect';
import { grantList } from '../../../components/grants/grantApi';
import { useGrantColumns } from '../../../components/grants/grantColumns';
import { grantListQuery } from '../../../components/grants/grantQueries';
import { AuthTabs } from './AuthTabs';

/** 사용자 권한 (/auth/user): every grant, filterable by person, role and department; grant and revoke. */
export default function AuthUserPage() {
  const queryClient = useQueryClient();
  const canWrite = useCan('AUTHORITY_USER', 'WRITE');
  const [query, setQuery] = useListState(grantList);
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [granting, setGranting] = useState(false);
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['grant'] });
  const columns = useGrantColumns({ canRevoke: canWrite, showUser: true, onRevoked: changed });

  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <AuthTabs />
      <ListPage
        title="사용자 권한"
        listKey="auth-user-list"
        list={grantList}
        state={query}
        onStateChange={setQuery}
        query={grantListQuery(query)}
        columns={columns}
        rowKey="id"
        unit="건"
        empty={{ filtered: '조건에 맞는 권한이 없습니다.', none: '부여된 권한이 없습니다.' }}
        actions={
          canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)}>
              권한 부여
            </Button>
          )
        }
        filters={
          <>
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder="이름 또는 아이디"
              aria-label="사용자 검색"
              style={{ width: 200 }}
              value={keyword}
              onChange={(e) => {
                setKeyword(e.target.value);
                if (!e.target.value) setQuery({ keyword: undefined });
              }}
              onPressEnter={() => setQuery({ keyword: keyword.trim() || undefined })}
            />
            <RoleSelect placeholder="권한" style={{ width: 260 }} value={query.authorityCode} onChange={(v) => setQuery({ authorityCode: v ?? undefined })} />
            <DepartmentSelect aria-label="부서" placeholder="전체 부서" style={{ width: 200 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />
          </>
        }
      />
      <GrantRoleModal
        open={granting}
        onClose={() => setGranting(false)}
        onGranted={() => {
          setGranting(false);
          changed();
        }}
      />
    </Space>
  );
}
