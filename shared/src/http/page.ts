/** Spring's page shape every list endpoint answers under `result` (DOMAIN §1.5); `totalCappedYn` = Y when the count stopped at a cap ("1,000건 이상"). */
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number; totalCappedYn?: 'Y' | 'N' };
