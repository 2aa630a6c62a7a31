/** Korean answers of the api for 영업활동·수주·매출 계획·대시보드 (DOMAIN §4 CrmRecord, SalesOrder, SalesPlan, §10). */
export const SALES_API_MESSAGES = {} as const satisfies Record<string, string>;
