import { type Role, admin, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { marketSegment } from '../../../db/schema';
import { type DataScope, type ScopeCaller, inScope, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound, staleVersion } from '../../../lib/httpErrors';

export const AREA = 'MARKETSEGMENT' as const;
export type Caller = ScopeCaller;
type Owned = { ownerDeptId: number | null; ownerUserId: number | null };

export const isSegmentAdmin = (caller: Caller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(AREA) as Role);
const canWrite = (caller: Caller) => isSegmentAdmin(caller) || caller.authorities.has(write(AREA) as Role);

/** Loads the scope and refuses a segment the caller may not read (404, no existence leak) or write (403). */
export async function requireSegmentAccess(db: Executor, caller: Caller, row: Owned | undefined, needed: 'READ' | 'WRITE'): Promise<DataScope> {
  const scope = await scopeOf(db, caller, AREA);
  if (!row || !inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId)) throw notFound(API_MESSAGES.segmentNotFound);
  if (needed === 'WRITE' && !canWrite(caller) && row.ownerUserId !== caller.userId) throw forbidden(API_MESSAGES.recordWriteForbidden);
  return scope;
}

/** Locks a live segment in scope with the caller's write access; checks the version. */
export async function lockSegment(tx: Executor, caller: Caller, id: number, version: number): Promise<typeof marketSegment.$inferSelect> {
  const [row] = await tx.select().from(marketSegment).where(and(eq(marketSegment.id, id), eq(marketSegment.deletedYn, 'N'))).for('update');
  await requireSegmentAccess(tx, caller, row, 'WRITE');
  if (row.version !== version) throw staleVersion();
  return row;
}

/** Refuses (404) a segment the caller may not read. */
export async function requireReadableSegment(db: Executor, caller: Caller, id: number): Promise<void> {
  const [row] = await db
    .select({ ownerDeptId: marketSegment.ownerDeptId, ownerUserId: marketSegment.ownerUserId })
    .from(marketSegment)
    .where(and(eq(marketSegment.id, id), eq(marketSegment.deletedYn, 'N')));
  await requireSegmentAccess(db, caller, row, 'READ');
}
