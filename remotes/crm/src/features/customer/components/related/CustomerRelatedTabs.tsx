import { useAllowedPages } from '@dure/shared';
import { Card, Tabs } from 'antd';
import { RelatedTable } from '../../../../components/related/RelatedTable';
import { RELATED_KINDS } from '../../../../components/related/kinds';

const KINDS = [RELATED_KINDS.lead, RELATED_KINDS.contract, RELATED_KINDS.taxInvoice, RELATED_KINDS.crmRecord, RELATED_KINDS.salesOrder];

/** 고객사 상세의 관련 기록: 리드·계약·세금계산서·영업활동·수주, each only when the user may open its page. */
export function CustomerRelatedTabs({ customerId }: { customerId: number }) {
  const allowed = useAllowedPages();
  const kinds = KINDS.filter((k) => allowed.includes(k.pageId));
  if (kinds.length === 0) return null;
  return (
    <Card size="small" title="관련 기록">
      <Tabs
        size="small"
        destroyOnHidden
        items={kinds.map((k) => ({ key: k.key, label: k.label, children: <RelatedTable kind={k} filter={{ customerId }} /> }))}
      />
    </Card>
  );
}
