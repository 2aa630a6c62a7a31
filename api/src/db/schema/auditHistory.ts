import { bigint, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref } from './columns';

export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'RESTORE',
  'STATE',
  'MERGE',
  'EXPORT',
  'VIEW_SENSITIVE',
  'LOGIN',
  'LOGIN_FAIL',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditChange = { field: string; old: unknown; new: unknown };

/** Append-only change log (DOMAIN §9), written in the same transaction as the change. */
export const auditHistory = pgTable(
  'audit_history',
  {
    id: id(),
    entityType: varchar({ length: 40 }).notNull(),
    entityId: bigint({ mode: 'number' }),
    action: varchar({ length: 20, enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb().$type<AuditChange[]>().notNull().default([]),
    actorId: ref(),
    at: instant().notNull(),
    ip: varchar({ length: 64 }),
    requestId: varchar({ length: 64 }),
  },
  (t) => [index('audit_history_entity_idx').on(t.entityType, t.entityId, t.at), index('audit_history_actor_idx').on(t.actorId, t.at)],
);
