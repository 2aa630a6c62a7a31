import { useCan, useSearchParams } from '@dure/shared';
import { errorMessage } from '@dure/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Tabs, Typography } from 'antd';
import { leadMetaQuery } from '../api/managementQueries';
import { BulkReassign } from './BulkReassign';
import { InboundQueue } from './InboundQueue';
import { StageAdmin } from './StageAdmin';

const TABS = ['stages', 'inbound', 'reassign'] as const;
type Tab = (typeof TABS)[number];

/** 리드 관리 (/lead/management): 단계 관리, 인바운드 문의 queue, 일괄 재배정. */
export default function LeadManagementPage() {
  const [params, setParams] = useSearchParams();
  const canWrite = useCan('LEAD_MANAGEMENT', 'WRITE');
  const canInbound = useCan('INBOUND_MANAGEMENT', 'READ');
  const canInboundWrite = useCan('INBOUND_MANAGEMENT', 'WRITE');
  const metaQuery = useQuery(leadMetaQuery());
  const meta = metaQuery.data;
  const load = async () => void (await metaQuery.refetch());
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) && (requested !== 'inbound' || canInbound) && (requested !== 'reassign' || canWrite) ? requested : 'stages';

  const items = [
    {
      key: 'stages',
      label: '단계 관리',
      children: metaQuery.isError ? (
        <Alert type="error" showIcon message="단계를 불러오지 못했습니다" description={errorMessage(metaQuery.error)} action={<Button onClick={() => void load()}>다시 시도</Button>} />
      ) : meta ? (
        <StageAdmin stages={meta.stages} canWrite={canWrite} onChanged={load} />
      ) : (
        <Skeleton active />
      ),
    },
    ...(canInbound ? [{ key: 'inbound', label: '인바운드 문의', children: <InboundQueue canWrite={canInboundWrite} /> }] : []),
    ...(canWrite ? [{ key: 'reassign', label: '일괄 재배정', children: <BulkReassign /> }] : []),
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        리드 관리
      </Typography.Title>
      <Tabs activeKey={tab} onChange={(key) => setParams(key === 'stages' ? {} : { tab: key }, { replace: true })} items={items} destroyOnHidden />
    </Space>
  );
}
