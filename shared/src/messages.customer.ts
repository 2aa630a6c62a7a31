/** Korean answers of the api for 고객사·담당자 (DOMAIN §4 Customer, Contact). */
export const CUSTOMER_API_MESSAGES = {} as const satisfies Record<string, string>;
