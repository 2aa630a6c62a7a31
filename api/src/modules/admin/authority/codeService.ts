import { AUTHORITY_LIMITS, type AuthorityCode, type AuthorityCodeCreateBody, type AuthorityCodeUpdateBody } from '@dure/shared/contracts/admin/authority';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { type AuthorityLevel, authorityCode, userAuthority } from '../../../db/schema';
import { type Actor, created, diff, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { badRequest, forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { expandAuthorities } from '@dure/shared/access';
import { containsPattern } from '../../../lib/like';
import { invalidateOwners } from '../../auth/token/invalidation';

const ENTITY = 'AUTHORITY_CODE';
const CODE = /^ROLE_[A-Z_]{1,55}$/;
const AUDITED = ['code', 'name', 'area', 'level', 'includes', 'systemYn'] as const;


type Row = typeof authorityCode.$inferSelect;

export async function listCodes(db: Executor, filter: { keyword?: string; level?: string }): Promise<AuthorityCode[]> {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? containsPattern(keyword) : null;
  const rows = await db
    .select({ row: authorityCode, userCount: sql<number>`(select count(*) from ${userAuthority} where ${userAuthority.authorityCode} = ${authorityCode.code})` })
    .from(authorityCode)
    .where(
      and(
        pattern ? or(ilike(authorityCode.code, pattern), ilike(authorityCode.name, pattern), ilike(authorityCode.area, pattern)) : undefined,
        filter.level ? eq(authorityCode.level, filter.level as AuthorityLevel) : undefined,
      ),
    )
    .orderBy(asc(authorityCode.id));
  return rows.map(({ row, userCount }) => toView(row, Number(userCount)));
}

const toView = (row: Row, userCount: number): AuthorityCode => ({
  code: row.code,
  name: row.name,
  area: row.area,
  level: row.level,
  includes: row.includes,
  systemYn: row.systemYn,
  userCount,
  version: row.version,
});

async function viewOf(db: Executor, code: string): Promise<AuthorityCode> {
  const [view] = (await listCodes(db, {})).filter((v) => v.code === code);
  if (!view) throw notFound(fill(API_MESSAGES.authorityCodeUnknown, { code }));
  return view;
}

function normaliseName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw validationError({ name: API_MESSAGES.authorityNameRequired });
  if (name.length > AUTHORITY_LIMITS.name) throw validationError({ name: API_MESSAGES.authorityNameTooLong });
  return name;
}

/**
 * Checks a composite's includes against the stored codes: every include known,
 * no cycle through other composites, ROLE_SUPER only from a SUPER.
 */
async function checkIncludes(tx: Executor, code: string, includes: string[], callerIsSuper: boolean): Promise<string[]> {
  const unique = [...new Set(includes.map((c) => c.trim()).filter(Boolean))];
  if (unique.length === 0) throw validationError({ includes: API_MESSAGES.authorityIncludesRequired });
  const rows = await tx.select({ code: authorityCode.code, level: authorityCode.level, includes: authorityCode.includes }).from(authorityCode);
  const graph = new Map(rows.filter((r) => r.level === 'COMPOSITE').map((r) => [r.code, r.includes]));
  graph.set(code, unique);
  const cycle = findCycle(graph, code);
  if (cycle) throw validationError({ includes: fill(API_MESSAGES.authorityCycle, { path: cycle.join(' → ') }) });
  const known = new Set(rows.map((r) => r.code));
  const unknown = unique.find((c) => !known.has(c));
  if (unknown) throw validationError({ includes: fill(API_MESSAGES.authorityCodeUnknown, { code: unknown }) });
  if (!callerIsSuper && expandAuthorities(unique, Object.fromEntries(graph)).includes('ROLE_SUPER')) throw forbidden(API_MESSAGES.grantSuperOnly);
  return unique;
}

/** A path start → … → start through composite includes, or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>, start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (code: string, path: string[]): string[] | null => {
    for (const next of graph.get(code) ?? []) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

export async function createCode(db: Database, actor: Actor, callerIsSuper: boolean, input: AuthorityCodeCreateBody): Promise<AuthorityCode> {
  const code = input.code.trim().toUpperCase();
  if (!CODE.test(code)) throw validationError({ code: API_MESSAGES.authorityCodeFormat });
  const name = normaliseName(input.name);
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: authorityCode.id }).from(authorityCode).where(eq(authorityCode.code, code));
      if (existing) throw validationError({ code: API_MESSAGES.authorityCodeDuplicate });
      const includes = await checkIncludes(tx, code, input.includes, callerIsSuper);
      const [row] = await tx
        .insert(authorityCode)
        .values({ code, name, area: null, level: 'COMPOSITE', includes, systemYn: 'N', createdAt: actor.now, createdBy: actor.actorId, updatedAt: actor.now, updatedBy: actor.actorId })
        .returning();
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: row.id, action: 'CREATE', changes: created(row, AUDITED) });
      return toView(row, 0);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'authority_code_code_uq') throw validationError({ code: API_MESSAGES.authorityCodeDuplicate });
    throw error;
  }
}

async function lockCode(tx: Executor, code: string): Promise<Row> {
  const [row] = await tx.select().from(authorityCode).where(eq(authorityCode.code, code)).for('update');
  if (!row) throw notFound(fill(API_MESSAGES.authorityCodeUnknown, { code }));
  return row;
}

/** Renames any code; the includes of composites (not ROLE_SUPER's) are editable too and apply at the next request. */
export async function updateCode(
  db: Database,
  actor: Actor,
  callerIsSuper: boolean,
  code: string,
  input: AuthorityCodeUpdateBody,
): Promise<AuthorityCode> {
  return db.transaction(async (tx) => {
    const current = await lockCode(tx, code);
    if (current.version !== input.version) throw staleVersion();
    const next: Partial<Row> = { name: normaliseName(input.name) };
    if (input.includes !== undefined && JSON.stringify([...input.includes].sort()) !== JSON.stringify([...current.includes].sort())) {
      if (current.level !== 'COMPOSITE') throw validationError({ includes: API_MESSAGES.authorityIncludesNotComposite });
      if (current.code === 'ROLE_SUPER') throw validationError({ includes: API_MESSAGES.authoritySuperFixed });
      next.includes = await checkIncludes(tx, code, input.includes, callerIsSuper);
    }
    const changes = diff(current, next, AUDITED);
    if (changes.length > 0) {
      await tx.update(authorityCode).set({ ...next, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(authorityCode.id, current.id));
      if (next.includes) await invalidateOwners(tx, 'all');
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: current.id, action: 'UPDATE', changes });
    }
    return viewOf(tx, code);
  });
}

/** Deletes a custom code nobody holds and no composite includes. */
export async function deleteCode(db: Database, actor: Actor, code: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCode(tx, code);
    if (current.systemYn === 'Y') throw badRequest(API_MESSAGES.authoritySystemDelete);
    if (current.version !== version) throw staleVersion();
    const [{ n }] = await tx.select({ n: count() }).from(userAuthority).where(eq(userAuthority.authorityCode, code));
    if (Number(n) > 0) throw badRequest(fill(API_MESSAGES.authorityInUse, { count: Number(n) }));
    const parents = await tx.select({ code: authorityCode.code }).from(authorityCode).where(sql`${code} = any(${authorityCode.includes})`);
    if (parents.length > 0) throw badRequest(fill(API_MESSAGES.authorityIncludedBy, { codes: parents.map((p) => p.code).join(', ') }));
    await tx.delete(authorityCode).where(eq(authorityCode.id, current.id));
    await writeAudit(tx, actor, { entityType: ENTITY, entityId: current.id, action: 'DELETE', changes: AUDITED.map((f) => ({ field: f, old: current[f], new: null })) });
  });
}
