import { useCan } from '@dure/shared';
import { Alert, Space, Tabs, Typography } from 'antd';
import { CostAccountTab } from './CostAccountTab';

/**
 * 원가 관리 (/cost/management). Only the 원가계정 tab exists so far; the monthly close (CostPeriod) becomes its
 * own tab when it is built.
 */
export default function CostManagementPage() {
  const canReadAccounts = useCan('COST_ACCOUNT_MANAGEMENT', 'READ');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        원가 관리
      </Typography.Title>
      {canReadAccounts ? (
        <Tabs activeKey="account" items={[{ key: 'account', label: '원가계정', children: <CostAccountTab /> }]} />
      ) : (
        <Alert type="info" showIcon message="원가계정을 볼 권한이 없습니다." />
      )}
    </Space>
  );
}
