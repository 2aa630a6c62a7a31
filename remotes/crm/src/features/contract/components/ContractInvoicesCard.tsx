import { useAllowedPages } from '@dure/shared';
import { Card } from 'antd';
import { RelatedTable } from '../../../components/related/RelatedTable';
import { RELATED_KINDS } from '../../../components/related/kinds';

/** 계약 상세의 세금계산서: the invoices billed against this contract, for users who may open the tax invoice pages. */
export function ContractInvoicesCard({ contractId }: { contractId: number }) {
  const allowed = useAllowedPages();
  const kind = RELATED_KINDS.taxInvoice;
  if (!allowed.includes(kind.pageId)) return null;
  return (
    <Card title="세금계산서" size="small">
      <RelatedTable kind={kind} filter={{ contractId }} />
    </Card>
  );
}
