/** Korean answers of the api for 계약·세금계산서·채권 (DOMAIN §4 Contract, TaxInvoice, Receivable). */
export const CONTRACT_API_MESSAGES = {} as const satisfies Record<string, string>;
