import { useAllowedPages } from '@dure/shared';
import { Card } from 'antd';
import { RELATED_KINDS } from './kinds';
import { RelatedTable } from './RelatedTable';

/** A record's own 영업활동 (a lead's, a contract's), newest entry first; shown to those who may open 영업활동. */
export function RecordActivities({ filter }: { filter: { leadId: number } | { contractId: number } }) {
  const allowed = useAllowedPages();
  const kind = RELATED_KINDS.crmRecord;
  if (!allowed.includes(kind.pageId)) return null;
  return (
    <Card title={kind.label} size="small">
      <RelatedTable kind={kind} filter={filter} pageSize={5} />
    </Card>
  );
}
