import { COMPOSITES, type CompositeTable, type Role, expandAuthorities } from '@dure/shared/access';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { authorityCode, userAuthority } from '../../../db/schema';
import { userOfRow } from '../../../lib/dataScope';

/**
 * Columns that read, in the same statement as the user, what the authorities are made of: the unexpired
 * grants and the stored composite table as JSON text (null while nothing is stored). One statement
 * instead of three round trips on every authenticated request. `userId` defaults to the `app_user` row
 * of the statement; the fragments name their tables so a single-table select cannot mis-resolve `id`.
 */
export function authoritySources(now: Date, userId: number | SQL = userOfRow) {
  return {
    granted: sql<string[]>`coalesce((select array_agg(g.authority_code) from ${userAuthority} g
      where g.user_id = ${userId} and (g.expires_at is null or g.expires_at > ${now.toISOString()}::timestamptz)), '{}')`,
    composites: sql<string | null>`(select json_object_agg(c.code, c.includes)::text from ${authorityCode} c where c.level = 'COMPOSITE')`,
  };
}

/** Expansions already computed, by composite table and grants: every request of a user asks the same. */
const expanded = new Map<string, Role[]>();
const EXPANDED_MAX = 2_000;

/**
 * The authorities a user holds: ROLE_USER plus the grants, with the stored composites (the built-in table
 * while nothing is stored) and the level hierarchy expanded. Read from the database on every request so a
 * revoked role or an edited composite takes effect at once; only the pure expansion is remembered.
 */
export function expandStored(granted: readonly string[], compositesJson: string | null): Role[] {
  const key = `${compositesJson ?? ''}\n${[...granted].sort().join(',')}`;
  const hit = expanded.get(key);
  if (hit) return hit;
  const composites = compositesJson ? (JSON.parse(compositesJson) as CompositeTable) : (COMPOSITES as CompositeTable);
  const roles = expandAuthorities(['ROLE_USER', ...granted], composites);
  if (expanded.size >= EXPANDED_MAX) expanded.clear();
  expanded.set(key, roles);
  return roles;
}

/** The authorities an active user holds now (see expandStored). */
export async function authoritiesOf(db: Executor, userId: number, now: Date): Promise<Role[]> {
  const { granted, composites } = authoritySources(now, userId);
  const [row] = await rowsOf<{ granted: string[]; composites: string | null }>(db, sql`select ${granted} as granted, ${composites} as composites`);
  return expandStored(row.granted, row.composites);
}
