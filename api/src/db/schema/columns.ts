import { bigint, char, integer, timestamp } from 'drizzle-orm/pg-core';

/** timestamptz mapped to JS Date; every instant in the schema uses this. */
export const instant = () => timestamp({ withTimezone: true, mode: 'date' });

/** `Y`/`N` flag (DOMAIN §0 `yn`). */
export const yn = () => char({ length: 1, enum: ['Y', 'N'] });

export const id = () => bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = () => bigint({ mode: 'number' });

/** Base fields of DOMAIN §1.1: audit stamps, optimistic lock and soft delete. */
export const baseColumns = () => ({
  id: id(),
  createdAt: instant().notNull().defaultNow(),
  createdBy: ref(),
  updatedAt: instant().notNull().defaultNow(),
  updatedBy: ref(),
  version: integer().notNull().default(0),
  deletedYn: yn().notNull().default('N'),
  deletedAt: instant(),
  deletedBy: ref(),
});
