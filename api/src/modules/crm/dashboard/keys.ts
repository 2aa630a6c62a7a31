import { sql } from 'drizzle-orm';

/*
 * What the sales dashboards break 매출 down by, as SQL over a ledger row's customer `cu` and its
 * contract `c` (left-joined). The tax invoice list filters by the same expressions, so a breakdown
 * row drills into exactly the invoices behind its figure.
 */

/** SEGMENT of a contract or ledger row = its customer's market segment (DOMAIN §4 SalesPlan); needs `cu` joined. */
export const customerSegment = sql`cu.segment_id`;
/** The customer's industry (업종 code); needs `cu` joined. */
export const customerIndustry = sql`cu.industry_code`;
/** The customer's grade A–D; needs `cu` joined. */
export const customerGrade = sql`cu.grade`;
/** The contract's type; null when the row has no contract (`c` left-joined; the type itself is required). */
export const contractType = sql`c.contract_type`;
