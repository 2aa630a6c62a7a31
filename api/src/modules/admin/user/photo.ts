import { createHash, randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, attachment } from '../../../db/schema';
import { validationError } from '../../../lib/httpErrors';
import { sniffImage } from '../../cross/file/sniff';
import type { FileStorage } from '../../cross/file/storage';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TARGET = 'USER_PHOTO';

export type Upload = { filename: string; bytes: Buffer };

/** The sniffed image type of an upload, or the Korean 400 (wrong content or size). Check before any write. */
export function checkPhoto(upload: Upload): string {
  if (upload.bytes.length > PHOTO_MAX_BYTES) throw validationError({ profileImage: API_MESSAGES.photoTooLarge });
  const mimeType = sniffImage(upload.bytes);
  if (!mimeType) throw validationError({ profileImage: API_MESSAGES.photoType });
  return mimeType;
}

/**
 * Keys written to storage during a request, removed again when the database
 * transaction fails so a rolled-back upload leaves no file behind.
 */
export async function withStoredFiles<T>(files: FileStorage, work: (stored: string[]) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((key) => files.delete(key).catch(() => {})));
    throw error;
  }
}

/** Stores a checked photo and its attachment row; returns the attachment id. */
export async function storePhoto(
  tx: Executor,
  files: FileStorage,
  stored: string[],
  input: { upload: Upload; mimeType: string; userId: number; actorId: number | null; now: Date },
): Promise<number> {
  const storageKey = randomUUID();
  await files.put(storageKey, input.upload.bytes);
  stored.push(storageKey);
  const [row] = await tx
    .insert(attachment)
    .values({
      targetType: PHOTO_TARGET,
      targetId: input.userId,
      originalName: input.upload.filename.slice(0, 255) || 'profile',
      storageKey,
      mimeType: input.mimeType,
      sizeBytes: input.upload.bytes.length,
      sha256: createHash('sha256').update(input.upload.bytes).digest('hex'),
      createdAt: input.now,
      createdBy: input.actorId,
    })
    .returning({ id: attachment.id });
  return row.id;
}

/** Marks a replaced or removed photo deleted (the bytes stay until housekeeping). */
export async function retirePhoto(tx: Executor, attachmentId: number | null): Promise<void> {
  if (attachmentId === null) return;
  await tx.update(attachment).set({ deletedYn: 'Y' }).where(eq(attachment.id, attachmentId));
}

/** The user's current photo bytes and type, or null. */
export async function loadPhoto(db: Executor, files: FileStorage, userId: number): Promise<{ mimeType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ storageKey: attachment.storageKey, mimeType: attachment.mimeType })
    .from(appUser)
    .innerJoin(attachment, and(eq(attachment.id, appUser.profileImageId), eq(attachment.deletedYn, 'N')))
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N')));
  if (!row) return null;
  const bytes = await files.get(row.storageKey);
  return bytes ? { mimeType: row.mimeType, bytes } : null;
}
