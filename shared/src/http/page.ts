/** Spring's page shape every list endpoint answers under `result` (DOMAIN §1.5). */
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number };
