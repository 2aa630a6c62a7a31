import { FileAddOutlined } from '@ant-design/icons';
import { useCan } from '@dure/shared';
import type { SalesOrderDetail } from '@dure/shared/contracts/crm/salesOrder';
import { useModalState } from '@dure/shared/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCreatedNotice } from '../../../components/useCreatedNotice';
import { Button } from 'antd';
import { TAX_INVOICE_LISTS_KEY } from '../api/taxInvoiceDetailQuery';
import { orderInvoiceDraft, orderIsBillable } from './orderInvoiceDraft';
import { TaxInvoiceFormModal, type TaxInvoiceFormModalProps } from './TaxInvoiceFormModal';

/**
 * 세금계산서 작성 from a sales order: a draft billing the order, its customer, contract and unbilled lines filled in.
 * The user stays on the order; the notice opens the new draft.
 */
export function NewInvoiceButton({ order }: { order: SalesOrderDetail }) {
  const canWrite = useCan('TAX_INVOICE', 'WRITE');
  const queryClient = useQueryClient();
  const created = useCreatedNotice();
  const modal = useModalState<NonNullable<TaxInvoiceFormModalProps['initial']>>();
  if (!canWrite || !orderIsBillable(order)) return null;
  return (
    <>
      <Button icon={<FileAddOutlined />} onClick={() => modal.show(orderInvoiceDraft(order))}>
        세금계산서 작성
      </Button>
      <TaxInvoiceFormModal
        open={modal.open}
        initial={modal.subject ?? undefined}
        createdNotice={created}
        onClose={modal.close}
        onSaved={modal.after(() => {
          // The invoice lists, the order's, customer's and contract's related lists among them.
          void queryClient.invalidateQueries({ queryKey: TAX_INVOICE_LISTS_KEY });
          void queryClient.invalidateQueries({ queryKey: ['tax-invoice'] });
        })}
      />
    </>
  );
}
