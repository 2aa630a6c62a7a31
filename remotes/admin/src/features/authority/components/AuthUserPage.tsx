import { useCan } from '@dure/shared';
import { ListPage } from '@dure/shared/list';
import { DepartmentSelect } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
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
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['grant'] });
  const columns = useGrantColumns({ canRevoke: canWrite, showUser: true, onRevoked: changed });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <AuthTabs />
      <ListPage
        title="사용자 권한"
        headingLevel={4}
        list={grantList}
        query={grantListQuery}
        columns={columns}
        empty={{ filtered: '조건에 맞는 권한이 없습니다.', none: '부여된 권한이 없습니다.' }}
        create={canWrite && { label: '권한 부여', form: (f) => <GrantRoleModal open={f.open} onClose={f.onClose} onGranted={() => f.onCreated()} /> }}
        keyword={{ placeholder: '이름 또는 아이디', label: '사용자 검색', width: 200 }}
        filters={[
          (state, set) => <RoleSelect aria-label="권한" placeholder="권한" style={{ width: 260 }} value={state.authorityCode} onChange={(v?: string) => set({ authorityCode: v ?? undefined })} />,
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서', width: 200 },
        ]}
      />
    </Space>
  );
}
