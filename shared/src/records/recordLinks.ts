/**
 * Where each record type opens, for links from activity feeds and notifications.
 * One entry per record type the api registers (cross/record/registry.ts).
 */
const RECORD_LINKS: Record<string, (id: number | string) => string> = {
  USER: (id) => `/userhr/info/admin/${id}`,
  DEPARTMENT: (id) => `/department?id=${id}`,
  CUSTOMER: (id) => `/customer/${id}`,
  LEAD: (id) => `/lead/${id}`,
  CRM_RECORD: (id) => `/crm/${id}`,
  SALES_ORDER: (id) => `/sales/order?id=${id}`,
  CONTRACT: (id) => `/contract/${id}`,
  TAX_INVOICE: (id) => `/taxinvoice/${id}`,
};

export function recordLink(recordType: string, recordId: number | string): string | null {
  return RECORD_LINKS[recordType.toUpperCase()]?.(recordId) ?? null;
}
