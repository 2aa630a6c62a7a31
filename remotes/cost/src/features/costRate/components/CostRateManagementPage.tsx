import { useSearchParams } from '@dure/shared';
import { Space, Tabs, Typography } from 'antd';
import { COST_RATE_TABS, type CostRateTab } from '../api/costRateApi';
import { CommonRateTab } from './CommonRateTab';
import { LaborRateTab } from './LaborRateTab';

/** 공통 단가·비율 (/cost-rate/management): 인건비 단가 (with the rate lookup) and 공통비율; the tab is kept in the address. */
export default function CostRateManagementPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: CostRateTab = (COST_RATE_TABS as readonly string[]).includes(raw ?? '') ? (raw as CostRateTab) : 'labor';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        공통 단가·비율
      </Typography.Title>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'labor' ? new URLSearchParams() : new URLSearchParams({ tab: key }), { replace: true })}
        items={[
          { key: 'labor', label: '인건비 단가', children: tab === 'labor' ? <LaborRateTab /> : null },
          { key: 'common', label: '공통비율', children: tab === 'common' ? <CommonRateTab /> : null },
        ]}
      />
    </Space>
  );
}
