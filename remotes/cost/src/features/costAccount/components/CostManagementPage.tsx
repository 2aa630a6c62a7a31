import { useCan, useSearchParams } from '@dure/shared';
import { Alert, Space, Tabs, Typography } from 'antd';
import { CostCloseTab } from '../../costPeriod';
import { CostAccountTab } from './CostAccountTab';

type Tab = 'account' | 'close';

/**
 * 원가 관리 (/cost/management): the 원가계정 tab (COST_ACCOUNT_MANAGEMENT) and the 월 마감 tab (COST_MANAGEMENT).
 * The tab is in the address (`tab=close`); without it, the first tab the reader may see.
 */
export default function CostManagementPage() {
  const [params, setParams] = useSearchParams();
  const canReadAccounts = useCan('COST_ACCOUNT_MANAGEMENT', 'READ');
  const canReadClose = useCan('COST_MANAGEMENT', 'READ');
  const items = [
    ...(canReadAccounts ? [{ key: 'account' as Tab, label: '원가계정', children: <CostAccountTab /> }] : []),
    ...(canReadClose ? [{ key: 'close' as Tab, label: '월 마감', children: <CostCloseTab /> }] : []),
  ];
  const wanted = params.get('tab') as Tab | null;
  const active = items.find((i) => i.key === wanted)?.key ?? items[0]?.key;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        원가 관리
      </Typography.Title>
      {items.length > 0 ? (
        <Tabs
          activeKey={active}
          items={items}
          destroyOnHidden
          onChange={(key) => {
            // Each tab keeps its own filters: switching starts the other tab clean.
            setParams(new URLSearchParams({ tab: key }), { replace: true });
          }}
        />
      ) : (
        <Alert type="info" showIcon message="원가 관리를 볼 권한이 없습니다." />
      )}
    </Space>
  );
}
