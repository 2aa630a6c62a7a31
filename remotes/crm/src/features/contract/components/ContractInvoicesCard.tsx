import { PlusOutlined } from '@ant-design/icons';
import { useAllowedPages, useCan, useNavigate } from '@dure/shared';
import { Button, Card } from 'antd';
import { RelatedTable } from '../../../components/related/RelatedTable';
import { RELATED_KINDS } from '../../../components/related/kinds';

type Props = { contractId: number; customerId: number; customerName: string; billable: boolean };

/**
 * 계약 상세의 세금계산서: the invoices billed against this contract, for users who may open the
 * tax invoice pages; an active contract can be billed from here (the draft is tied to it).
 */
export function ContractInvoicesCard({ contractId, customerId, customerName, billable }: Props) {
  const allowed = useAllowedPages();
  const navigate = useNavigate();
  const canWrite = useCan('TAX_INVOICE', 'WRITE');
  const kind = RELATED_KINDS.taxInvoice;
  if (!allowed.includes(kind.pageId)) return null;
  const bill = () => navigate(`/taxinvoice?customerId=${customerId}&contractId=${contractId}&create=Y`, { state: { customerName } });
  return (
    <Card
      title="세금계산서"
      size="small"
      extra={
        billable && canWrite ? (
          <Button size="small" icon={<PlusOutlined />} onClick={bill}>
            이 계약으로 작성
          </Button>
        ) : null
      }
    >
      <RelatedTable kind={kind} filter={{ contractId }} />
    </Card>
  );
}
