import type { DuplicateMatch, DuplicateReason } from '@dure/shared/contracts/crm/customer';
export type { DuplicateMatch };
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { customer } from '../../../db/schema';
import { ApiError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { companyDomainOf, nameKeyOf } from './normalize';

/** Trigram similarity of normalised names from which two customers count as possible duplicates (DOMAIN §4). */
export const NAME_SIMILARITY = 0.8;

export type DuplicateProbe = { name?: string | null; bizRegNo?: string | null; website?: string | null; email?: string | null; excludeId?: number | null };

/**
 * Live customers that may be the same company: same business number; same normalised
 * name or trigram similarity ≥ 0.8 (pg_trgm); same company mail domain (free mail never counts).
 */
export async function findDuplicates(db: Executor, probe: DuplicateProbe): Promise<DuplicateMatch[]> {
  const key = probe.name ? nameKeyOf(probe.name) : '';
  const bizRegNo = probe.bizRegNo?.replace(/[-\s]/g, '') || null;
  const domain = companyDomainOf(probe.website) ?? companyDomainOf(probe.email);
  const tests = [
    bizRegNo ? eq(customer.bizRegNo, bizRegNo) : undefined,
    key ? eq(customer.nameKey, key) : undefined,
    key.length >= 2 ? sql`similarity(${customer.nameKey}, ${key}) >= ${NAME_SIMILARITY}` : undefined,
    domain ? eq(customer.emailDomain, domain) : undefined,
  ].filter(Boolean);
  if (tests.length === 0) return [];
  const rows = await db
    .select({
      id: customer.id,
      customerNo: customer.customerNo,
      name: customer.name,
      bizRegNo: customer.bizRegNo,
      status: customer.status,
      nameKey: customer.nameKey,
      emailDomain: customer.emailDomain,
      ownerDeptName: sql<string | null>`(select d.name from department d where d.id = ${customer.ownerDeptId})`,
      similarity: key ? sql<number>`similarity(${customer.nameKey}, ${key})::float8` : sql<number>`0::float8`,
    })
    .from(customer)
    .where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'), probe.excludeId ? ne(customer.id, probe.excludeId) : undefined, or(...tests)))
    .orderBy(sql`${customer.bizRegNo} = ${bizRegNo ?? ''} desc nulls last`, key ? sql`similarity(${customer.nameKey}, ${key}) desc` : customer.id, customer.id)
    .limit(20);
  return rows.map(({ nameKey, emailDomain, similarity, ...row }) => {
    const reasons: DuplicateReason[] = [];
    if (bizRegNo && row.bizRegNo === bizRegNo) reasons.push('BIZ_REG_NO');
    if (key && nameKey === key) reasons.push('NAME');
    else if (Number(similarity) >= NAME_SIMILARITY) reasons.push('SIMILAR_NAME');
    if (domain && emailDomain === domain) reasons.push('EMAIL_DOMAIN');
    return { ...row, reasons, similarity: Math.round(Number(similarity) * 100) / 100 };
  });
}

/**
 * 409 for a business number another live customer holds (DOMAIN §4: `이미 등록된 사업자등록번호입니다 ({customerNo} {name}).`);
 * with the full match it also carries `duplicates` so a screen can offer that customer instead.
 */
export function bizRegNoTaken(match: { customerNo: string; name: string } | DuplicateMatch): ApiError {
  const message = fill(API_MESSAGES.bizRegNoDuplicate, { customerNo: match.customerNo, name: match.name });
  return 'reasons' in match ? new BizRegNoTaken(message, [match]) : new ApiError(409, 'duplicate_biz_reg_no', message, { bizRegNo: message });
}

class BizRegNoTaken extends ApiError {
  constructor(
    message: string,
    readonly duplicates: DuplicateMatch[],
  ) {
    super(409, 'duplicate_biz_reg_no', message, { bizRegNo: message });
  }

  override body() {
    return { ...super.body(), duplicates: this.duplicates };
  }
}

/** 409 listing possible duplicates; saving past it needs `duplicateAckYn=Y`. */
export class DuplicateWarning extends ApiError {
  constructor(readonly duplicates: DuplicateMatch[]) {
    super(409, 'duplicate_warning', API_MESSAGES.customerDuplicateWarning);
  }

  override body() {
    return { error: this.code, message: this.message, duplicates: this.duplicates };
  }
}

/**
 * The save-time duplicate rule: the same business number refuses (409); other matches
 * refuse unless acknowledged. Returns the acknowledged matches (for the audit trail).
 */
export async function guardDuplicates(db: Executor, probe: DuplicateProbe, acknowledged: boolean): Promise<DuplicateMatch[]> {
  const matches = await findDuplicates(db, probe);
  const sameNumber = matches.find((m) => m.reasons.includes('BIZ_REG_NO'));
  if (sameNumber) throw bizRegNoTaken(sameNumber);
  if (matches.length > 0 && !acknowledged) throw new DuplicateWarning(matches);
  return matches;
}
