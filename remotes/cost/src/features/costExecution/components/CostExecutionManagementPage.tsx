import { useSearchParams } from '@dure/shared';
import { Space, Tabs, Typography } from 'antd';
import { EXECUTION_TABS, type ExecutionTab as Tab } from '../api/costExecutionApi';
import { BudgetTab } from './BudgetTab';
import { ExecutionTab } from './ExecutionTab';

/** 비용 집행 (/cost-execution/management): executions against budgets, and the budgets; the tab is kept in the address. */
export default function CostExecutionManagementPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (EXECUTION_TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'execution';
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        비용 집행
      </Typography.Title>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'execution' ? new URLSearchParams() : new URLSearchParams({ tab: key }), { replace: true })}
        items={[
          { key: 'execution', label: '비용 집행', children: tab === 'execution' ? <ExecutionTab /> : null },
          { key: 'budget', label: '예산', children: tab === 'budget' ? <BudgetTab /> : null },
        ]}
      />
    </Space>
  );
}
