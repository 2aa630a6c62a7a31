import { ProTable } from '@ant-design/pro-components';
import type { Grant } from './grantApi';
import { useGrantColumns } from './grantColumns';

type Props = {
  grants: Grant[];
  loading: boolean;
  canRevoke: boolean;
  showUser?: boolean;
  onChanged: () => void;
};

/** One person's grants (the user detail page), in the columns of 사용자 권한's list. */
export function GrantTable({ grants, loading, canRevoke, showUser = true, onChanged }: Props) {
  const columns = useGrantColumns({ canRevoke, showUser, onRevoked: onChanged });
  return (
    <ProTable<Grant>
      rowKey="id"
      size="small"
      search={false}
      options={false}
      toolBarRender={false}
      loading={loading}
      columns={columns}
      dataSource={grants}
      pagination={false}
      locale={{ emptyText: '부여된 권한이 없습니다.' }}
      scroll={{ x: 'max-content' }}
    />
  );
}
