import { API_MESSAGES } from '@dure/shared/messages';
import { MAX_ITEMS, lineSupply, lineTax } from '@dure/shared/money';
import type { TaxType } from '../../../db/schema';
import { isDate } from '../../../lib/time';
import type { InvoiceItemBody } from '@dure/shared/contracts/crm/taxInvoice';

export type ItemValues = {
  seq: number;
  itemDate: string;
  itemName: string;
  spec: string | null;
  qty: number | null;
  unitPrice: number | null;
  supplyAmount: number;
  taxAmount: number;
  remark: string | null;
};

export type ItemRules = { taxType: TaxType; writeDate: string; allowNegative: boolean };

/**
 * Checks and computes the item lines (DOMAIN §4 TaxInvoice items): 1–16 lines,
 * supply = floor(qty × unitPrice) when both are given, VAT per line, negatives only
 * on amendments. Errors go into `errors` under `items` or `items[i].field`.
 */
export function parseItems(items: readonly InvoiceItemBody[], rules: ItemRules, errors: Record<string, string>): ItemValues[] {
  if (items.length < 1 || items.length > MAX_ITEMS) {
    errors.items = API_MESSAGES.taxInvoiceItemsRange;
    return [];
  }
  return items.map((item, index) => {
    const key = (field: string) => `items[${index}].${field}`;
    const itemName = item.itemName.trim();
    if (!itemName) errors[key('itemName')] = API_MESSAGES.fieldRequired;
    const itemDate = item.itemDate || rules.writeDate;
    if (!isDate(itemDate)) errors[key('itemDate')] = API_MESSAGES.fieldChoice;
    else if (itemDate.slice(0, 7) !== rules.writeDate.slice(0, 7)) errors[key('itemDate')] = API_MESSAGES.taxInvoiceItemDateMonth;
    const qty = item.qty ?? null;
    const unitPrice = item.unitPrice ?? null;
    let supplyAmount = item.supplyAmount ?? null;
    if (qty !== null && unitPrice !== null) {
      const computed = lineSupply(qty, unitPrice);
      if (supplyAmount !== null && supplyAmount !== computed) errors[key('supplyAmount')] = API_MESSAGES.taxInvoiceItemSupplyMismatch;
      supplyAmount = computed;
    }
    if (supplyAmount === null) {
      errors[key('supplyAmount')] = API_MESSAGES.taxInvoiceSupplyRequired;
      supplyAmount = 0;
    }
    if (!rules.allowNegative && (supplyAmount < 0 || (qty ?? 0) < 0 || (unitPrice ?? 0) < 0)) errors[key('supplyAmount')] = API_MESSAGES.taxInvoiceItemNegative;
    return {
      seq: index + 1,
      itemDate,
      itemName,
      spec: item.spec?.trim() || null,
      qty,
      unitPrice,
      supplyAmount,
      taxAmount: lineTax(rules.taxType, supplyAmount),
      remark: item.remark?.trim() || null,
    };
  });
}

/** The same lines with every amount negated (the (−) copy of an original). */
export function negated(items: readonly ItemValues[]): ItemValues[] {
  return items.map((i) => ({
    ...i,
    qty: i.qty === null ? null : -i.qty,
    supplyAmount: -i.supplyAmount,
    taxAmount: -i.taxAmount,
  }));
}
