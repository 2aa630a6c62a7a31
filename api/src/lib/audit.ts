import type { Executor } from '../db/database';
import { type AuditAction, type AuditChange, auditHistory } from '../db/schema';

/** Who did something, from where, when: attached to every audited write. */
export type Actor = { actorId: number | null; ip: string | null; requestId: string | null; now: Date };

export type AuditEntry = { entityType: string; entityId: number | null; action: AuditAction; changes?: AuditChange[] };

/** Appends one audit row; pass the transaction of the change so both commit or neither. */
export async function writeAudit(db: Executor, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditHistory).values({
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes ?? [],
    actorId: actor.actorId,
    at: actor.now,
    ip: actor.ip,
    requestId: actor.requestId,
  });
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The `{field, old, new}` list of the named fields that differ. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>, fields: readonly (keyof T & string)[]): AuditChange[] {
  return fields.filter((f) => f in after && !same(before[f], after[f])).map((f) => ({ field: f, old: before[f] ?? null, new: after[f] ?? null }));
}

/** Every named field as a change from nothing, for CREATE rows. */
export function created<T extends Record<string, unknown>>(row: T, fields: readonly (keyof T & string)[]): AuditChange[] {
  return fields.filter((f) => row[f] !== null && row[f] !== undefined).map((f) => ({ field: f, old: null, new: row[f] }));
}
