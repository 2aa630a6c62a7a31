import { useCan } from '@dure/shared';
import { Space, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { CommonCodeEditor } from '../../../components/CommonCodeEditor';
import { ClosedContracts } from './ClosedContracts';
import { ExpiryBoard } from './ExpiryBoard';

/** 계약 관리 (/contract/management, CONTRACT_MANAGEMENT_READ): expiry board, reopening ended contracts, contract types. */
export default function ContractManagementPage() {
  const canWrite = useCan('CONTRACT_MANAGEMENT', 'WRITE');
  useEffect(() => {
    document.title = '계약 관리 · 두레';
  }, []);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        계약 관리
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'expiring', label: '만료 예정', children: <ExpiryBoard /> },
          { key: 'closed', label: '만료·해지 계약', children: <ClosedContracts canReopen={canWrite} /> },
          { key: 'types', label: '계약 유형', children: <CommonCodeEditor group="CONTRACT_TYPE" title="계약유형" canEdit={canWrite} /> },
        ]}
      />
    </Space>
  );
}
