/** Korean answers of the api for 리드·파이프라인·인바운드 문의 (DOMAIN §4 Lead). */
export const LEAD_API_MESSAGES = {} as const satisfies Record<string, string>;
