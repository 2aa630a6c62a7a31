import { bigint, char, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, instant, ref, yn } from './columns';

/** A stored file (DOMAIN §9 Attachment); the bytes live in the file storage under `storageKey`. */
export const attachment = pgTable(
  'attachment',
  {
    id: id(),
    targetType: varchar({ length: 40 }).notNull(),
    /** null = temporary upload not yet linked to a record. */
    targetId: ref(),
    originalName: varchar({ length: 255 }).notNull(),
    storageKey: uuid().notNull(),
    /** Sniffed from the content, never taken from the client. */
    mimeType: varchar({ length: 100 }).notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    sha256: char({ length: 64 }).notNull(),
    createdAt: instant().notNull().defaultNow(),
    createdBy: ref(),
    deletedYn: yn().notNull().default('N'),
    deletedAt: instant(),
    /** ATTACHMENT (listed on the record) or EDITOR_IMAGE (inline in rich text, not listed). */
    purpose: varchar({ length: 20 }).notNull().default('ATTACHMENT'),
  },
  (t) => [index('attachment_target_idx').on(t.targetType, t.targetId)],
);
