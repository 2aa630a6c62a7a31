import type { SalesOrderDetail } from '@dure/shared/contracts/crm/salesOrder';
import { MAX_ITEMS } from '@dure/shared/money';
import { BILLABLE_ORDER_STATES } from '../api/salesOrderOptions';
import type { InvoiceItem } from '../api/taxInvoiceApi';
import type { TaxInvoiceFormModalProps } from './TaxInvoiceFormModal';

/** Whether an invoice may bill the order now: a live, billable order with something left to bill (the api refuses the rest). */
export function orderIsBillable(order: Pick<SalesOrderDetail, 'status' | 'deletedYn' | 'perBilled'>): boolean {
  return order.deletedYn === 'N' && BILLABLE_ORDER_STATES.includes(order.status) && order.perBilled < 100;
}

/**
 * The draft of an invoice billing an order: its customer, contract and the order itself, and one item per line still
 * to bill. A line not billed yet keeps its quantity and unit price when they make its amount; otherwise (a discount,
 * a part already billed) the item carries the amount left. Items are KRW, so a foreign-currency order and one with
 * more lines than an invoice holds leave the items to the user.
 */
export function orderInvoiceDraft(order: SalesOrderDetail): NonNullable<TaxInvoiceFormModalProps['initial']> {
  const open = order.lines.filter((l) => l.amount - l.billedAmount > 0);
  const items: InvoiceItem[] =
    order.currencyCode !== 'KRW' || open.length > MAX_ITEMS
      ? []
      : open.map((l) => {
          const whole = l.billedAmount === 0 && l.discountPct === 0 && l.qty * l.unitPrice === l.amount;
          return {
            itemDate: null,
            itemName: l.itemName,
            spec: l.spec,
            qty: whole ? l.qty : null,
            unitPrice: whole ? l.unitPrice : null,
            supplyAmount: l.amount - l.billedAmount,
            remark: null,
          };
        });
  return {
    customerId: order.customerId,
    customerName: order.customerName ?? undefined,
    contractId: order.contractId ?? undefined,
    salesOrderId: order.id,
    salesOrderNo: order.orderNo,
    items,
  };
}
