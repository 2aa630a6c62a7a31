import { COMPOSITES, type CompositeTable, ROLE_TABLE } from '@dure/shared/access';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { authorityCode } from '../../../db/schema';

/**
 * Inserts the codes of `@dure/shared/access` that the table lacks (every start,
 * demo seed or not). Existing rows are left alone so edited names and composite
 * includes survive a restart.
 */
export async function syncAuthorityCodes(db: Executor, now: Date): Promise<number> {
  const rows = ROLE_TABLE.map((r) => ({
    code: r.code,
    name: r.name.slice(0, 50),
    area: r.area,
    level: r.level,
    includes: [...(COMPOSITES[r.code] ?? [])],
    systemYn: 'Y' as const,
    createdAt: now,
    updatedAt: now,
  }));
  const inserted = await db.insert(authorityCode).values(rows).onConflictDoNothing().returning({ id: authorityCode.id });
  return inserted.length;
}

/** The stored composite table the server expands with; the built-in one while nothing is stored. */
export async function storedComposites(db: Executor): Promise<CompositeTable> {
  const rows = await db.select({ code: authorityCode.code, includes: authorityCode.includes }).from(authorityCode).where(eq(authorityCode.level, 'COMPOSITE'));
  if (rows.length === 0) return COMPOSITES as CompositeTable;
  return Object.fromEntries(rows.map((r) => [r.code, r.includes]));
}
