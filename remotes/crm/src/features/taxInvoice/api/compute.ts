import type { InvoiceItem, TaxType } from './taxInvoiceApi';

/** Hometax allows at most 16 item lines per invoice. */
export const MAX_ITEMS = 16;

/** The server's rules (DOMAIN §4), mirrored for the live totals of the form; the server recomputes on save. */
export function lineSupply(item: Pick<InvoiceItem, 'qty' | 'unitPrice' | 'supplyAmount'>): number | null {
  if (item.qty !== null && item.qty !== undefined && item.unitPrice !== null && item.unitPrice !== undefined) {
    return Math.trunc(Math.round(item.qty * item.unitPrice * 100) / 100);
  }
  return item.supplyAmount ?? null;
}

export function lineTax(taxType: TaxType, supply: number | null): number {
  if (taxType !== 'TAXABLE' || !supply) return 0;
  return Math.sign(supply) * Math.floor((Math.abs(supply) * 10) / 100);
}

export function totalsOf(items: readonly Pick<InvoiceItem, 'qty' | 'unitPrice' | 'supplyAmount'>[], taxType: TaxType) {
  let supplyAmount = 0;
  let taxAmount = 0;
  for (const item of items) {
    const supply = lineSupply(item) ?? 0;
    supplyAmount += supply;
    taxAmount += lineTax(taxType, supply);
  }
  return { supplyAmount, taxAmount, totalAmount: supplyAmount + taxAmount };
}

/** `202503148888…` → `20250314-xxxxxxxx-xxxxxxxx` (DOMAIN §1.2, shown 8-8-8). */
export function formatApprovalNo(value: string | null | undefined): string {
  if (!value) return '-';
  return value.length === 24 ? `${value.slice(0, 8)}-${value.slice(8, 16)}-${value.slice(16)}` : value;
}
