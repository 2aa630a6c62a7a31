import { FILE_LIMITS, FILE_PURPOSE, type FilePurpose, type StoredFile } from '@dure/shared/contracts/cross/file';
import { createHash, randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../../db/database';
import { appUser, attachment } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { ApiError, badRequest, forbidden, notFound, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { BASE_PATH } from '../../../config';
import { PHOTO_TARGET, withStoredFiles } from '../../admin/user/photo';
import { recordActivity } from '../activity/service';
import { normaliseType } from '../record/common';
import { type Viewer, recordTypeOf, requireRecord, resolveRecord } from '../record/registry';
import { IMAGE_MIME_TYPES, sniffAttachment } from './sniff';
import type { FileStorage } from './storage';

const { fileBytes: FILE_MAX_BYTES, editorImageBytes: EDITOR_IMAGE_MAX_BYTES, recordBytes: RECORD_MAX_BYTES, filesPerUpload: FILES_PER_UPLOAD, nameChars: NAME_MAX_CHARS } =
  FILE_LIMITS;
/** targetType of a temporary upload made without a record type. */
export const TEMP_TARGET = 'TEMP';


const say = (message: string, name: string) => message.replace('{name}', name);

/**
 * The kept original name: NFC, without path parts, control or bidi-override characters,
 * at most 200 characters (the extension is kept when shortening).
 */
/**
 * The name the user chose: browsers write `"`, CR and LF of a file name as `%22`, `%0D` and `%0A` into the
 * multipart header (HTML form-data encoding) and escape nothing else, so exactly these are undone.
 */
export const unescapeFormDataName = (raw: string) => raw.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export function cleanFileName(raw: string): string {
  let name = unescapeFormDataName(raw).normalize('NFC');
  name = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  name = name.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '').trim();
  const chars = [...name];
  if (chars.length > NAME_MAX_CHARS) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? [...name.slice(dot)] : [];
    name = ext.length > 0 && ext.length <= 20 ? chars.slice(0, NAME_MAX_CHARS - ext.length).join('') + ext.join('') : chars.slice(0, NAME_MAX_CHARS).join('');
  }
  return name;
}

export type IncomingFile = { name: string; bytes: Buffer };
export type UploadForm = { files: IncomingFile[]; fields: Record<string, string> };

const FORM_FIELDS = new Set(['targetType', 'targetId', 'purpose']);

/**
 * Reads the upload form. Sizes are enforced while streaming (a part over 20 MB is cut off, never buffered whole);
 * more than ten files, unknown fields and file parts other than `files` are 400.
 */
export async function readUploadForm(request: FastifyRequest, beforeFiles?: (fields: Record<string, string>) => Promise<void>): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(API_MESSAGES.multipartRequired);
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  let current = '';
  try {
    const parts = request.parts({
      limits: { fileSize: FILE_MAX_BYTES, files: FILES_PER_UPLOAD, fields: 10, fieldSize: 1000, parts: FILES_PER_UPLOAD + 10 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        current = cleanFileName(part.filename ?? '');
        // Fields sent before the files (as the web app does) are checked before any file is read.
        if (files.length === 0 && beforeFiles) {
          const check = beforeFiles;
          beforeFiles = undefined;
          try {
            await check(fields);
          } catch (error) {
            part.file.resume();
            throw error;
          }
        }
        if (part.fieldname !== 'files') {
          part.file.resume();
          throw validationError({ [part.fieldname]: say(API_MESSAGES.fileFieldNotAllowed, part.fieldname) });
        }
        const bytes = await part.toBuffer();
        // Browsers send an empty part without a name when nothing was chosen.
        if (bytes.length === 0 && !current) continue;
        files.push({ name: current, bytes });
      } else {
        if (!FORM_FIELDS.has(part.fieldname) || part.fieldnameTruncated || part.valueTruncated) {
          throw validationError({ [part.fieldname]: say(API_MESSAGES.fileFieldNotAllowed, part.fieldname.slice(0, 40)) });
        }
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ files: say(API_MESSAGES.fileTooLarge, current) });
    if (code === 'FST_FILES_LIMIT') throw validationError({ files: API_MESSAGES.fileTooMany });
    // Everything else thrown while reading the form is a malformed body (truncated, bad boundary, limits).
    throw badRequest();
  }
  return { files, fields };
}

type Row = typeof attachment.$inferSelect;

export const downloadUrl = (id: number) => `${BASE_PATH}/api/file/${id}/download`;
export const inlineUrl = (storageKey: string) => `${BASE_PATH}/api/file/inline/${storageKey}`;

const urlOf = (row: Pick<Row, 'id' | 'purpose' | 'storageKey' | 'mimeType'>) =>
  row.purpose === 'EDITOR_IMAGE' && IMAGE_MIME_TYPES.has(row.mimeType) ? inlineUrl(row.storageKey) : downloadUrl(row.id);

const toView = (row: Row, createdByName: string | null): StoredFile => ({
  id: row.id,
  originalName: row.originalName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  createdAt: toKst(row.createdAt),
  createdByName,
  url: urlOf(row),
});

type Target = { type: string; id: number } | { type: string; id: null };

/** targetType/targetId/purpose of the form; a targetId needs its type. */
function parseFields(fields: Record<string, string>): { target: Target; purpose: FilePurpose } {
  const purposeRaw = (fields.purpose ?? '').trim().toUpperCase() || 'ATTACHMENT';
  const purpose = FILE_PURPOSE.codes.find((code) => code === purposeRaw);
  if (!purpose) throw validationError({ purpose: API_MESSAGES.filePurpose });
  const typeRaw = (fields.targetType ?? '').trim();
  const idRaw = (fields.targetId ?? '').trim();
  if (idRaw && !typeRaw) throw validationError({ targetType: API_MESSAGES.fileTarget });
  if (typeRaw.length > 40) throw validationError({ targetType: API_MESSAGES.fileTarget });
  if (!idRaw) {
    const type = typeRaw ? normaliseType(typeRaw) : TEMP_TARGET;
    // A temp upload may name the record type it is meant for, when that type exists.
    return { target: { type: recordTypeOf(type) ? type : TEMP_TARGET, id: null }, purpose };
  }
  if (!/^[1-9]\d{0,15}$/.test(idRaw) || !Number.isSafeInteger(Number(idRaw))) throw validationError({ targetId: API_MESSAGES.fileTarget });
  return { target: { type: normaliseType(typeRaw), id: Number(idRaw) }, purpose };
}

type Checked = IncomingFile & { mimeType: string };

/** Every file of the request checked before anything is written (all-or-nothing). */
function checkFiles(files: IncomingFile[], purpose: FilePurpose): Checked[] {
  if (files.length === 0) throw validationError({ files: API_MESSAGES.fileRequired });
  if (files.length > FILES_PER_UPLOAD) throw validationError({ files: API_MESSAGES.fileTooMany });
  return files.map((file) => {
    const name = file.name;
    if (file.bytes.length > FILE_MAX_BYTES) throw validationError({ files: say(API_MESSAGES.fileTooLarge, name) });
    const sniffed = sniffAttachment(name, file.bytes);
    if (!sniffed.ok && sniffed.reason === 'TYPE') throw validationError({ files: say(API_MESSAGES.fileTypeNotAllowed, name) });
    if (file.bytes.length === 0) throw validationError({ files: say(API_MESSAGES.fileEmpty, name) });
    if (!sniffed.ok) throw validationError({ files: say(API_MESSAGES.fileContentMismatch, name) });
    if (purpose === 'EDITOR_IMAGE') {
      if (!IMAGE_MIME_TYPES.has(sniffed.mimeType)) throw validationError({ files: say(API_MESSAGES.fileEditorImageType, name) });
      if (file.bytes.length > EDITOR_IMAGE_MAX_BYTES) throw validationError({ files: say(API_MESSAGES.fileEditorImageTooLarge, name) });
    }
    return { ...file, mimeType: sniffed.mimeType };
  });
}

async function recordTotalBytes(db: Executor, type: string, id: number): Promise<number> {
  const [{ total }] = await db
    .select({ total: sql<string>`coalesce(sum(${attachment.sizeBytes}), 0)` })
    .from(attachment)
    .where(and(eq(attachment.targetType, type), eq(attachment.targetId, id), eq(attachment.deletedYn, 'N')));
  return Number(total);
}

/** Serialises attachment writes to one record (the 200 MB total), until the transaction ends. */
const lockRecordFiles = (tx: Executor, type: string, id: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`attachment:${type}:${id}`}, 0))`);

async function nameOf(db: Executor, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [user] = await db.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, userId));
  return user?.name ?? null;
}

/** Audit (entityType = record type, UPDATE, field `attachments`) and the ATTACHED activity, in the caller's transaction. */
async function noteAttached(tx: Executor, actor: Actor, type: string, id: number, names: string[]): Promise<void> {
  for (const name of names) {
    await writeAudit(tx, actor, { entityType: type, entityId: id, action: 'UPDATE', changes: [{ field: 'attachments', old: null, new: name }] });
    await recordActivity(tx, actor, { targetType: type, targetId: id, verb: 'ATTACHED', summary: `파일 첨부: ${name}` });
  }
}

/** POST /api/file: checks everything, writes the bytes, then the rows in one transaction (bytes removed if it fails). */
/** The form's fields and WRITE on its target (if any): refused uploads need not be read at all. */
export async function checkUploadTarget(db: Executor, viewer: Viewer, fields: Record<string, string>): Promise<{ target: Target; purpose: FilePurpose }> {
  const parsed = parseFields(fields);
  if (parsed.target.id !== null) await requireRecord(db, viewer, parsed.target.type, parsed.target.id, 'WRITE');
  return parsed;
}

export async function uploadFiles(db: Database, storage: FileStorage, viewer: Viewer, actor: Actor, form: UploadForm): Promise<StoredFile[]> {
  const { target, purpose } = await checkUploadTarget(db, viewer, form.fields);
  const checked = checkFiles(form.files, purpose);
  const incoming = checked.reduce((sum, f) => sum + f.bytes.length, 0);
  if (target.id !== null && (await recordTotalBytes(db, target.type, target.id)) + incoming > RECORD_MAX_BYTES) {
    throw validationError({ files: API_MESSAGES.fileRecordTotal });
  }
  const rows = await withStoredFiles(storage, async (stored) => {
    const keys: string[] = [];
    for (const file of checked) {
      const key = randomUUID();
      // Noted before the write: a write failing half-way is removed too (delete of a missing key is a no-op).
      stored.push(key);
      keys.push(key);
      await storage.put(key, file.bytes);
    }
    return db.transaction(async (tx) => {
      if (target.id !== null) {
        // Serialise uploads to one record so the 200 MB total holds under concurrency.
        await lockRecordFiles(tx, target.type, target.id);
        if ((await recordTotalBytes(tx, target.type, target.id)) + incoming > RECORD_MAX_BYTES) throw validationError({ files: API_MESSAGES.fileRecordTotal });
      }
      const inserted = await tx
        .insert(attachment)
        .values(
          checked.map((file, i) => ({
            targetType: target.type,
            targetId: target.id,
            originalName: file.name,
            storageKey: keys[i],
            mimeType: file.mimeType,
            sizeBytes: file.bytes.length,
            sha256: createHash('sha256').update(file.bytes).digest('hex'),
            createdAt: actor.now,
            createdBy: actor.actorId,
            purpose,
          })),
        )
        .returning();
      if (target.id !== null) await noteAttached(tx, actor, target.type, target.id, checked.map((f) => f.name));
      return inserted;
    });
  });
  const uploader = await nameOf(db, actor.actorId);
  return rows.map((row) => toView(row, uploader));
}

/** The record's attachments (not editor images), newest first; READ is checked by the caller. */
export async function listFiles(db: Executor, type: string, id: number): Promise<StoredFile[]> {
  const rows = await db
    .select({ row: attachment, createdByName: appUser.name })
    .from(attachment)
    .leftJoin(appUser, eq(appUser.id, attachment.createdBy))
    .where(and(eq(attachment.targetType, type), eq(attachment.targetId, id), eq(attachment.deletedYn, 'N'), eq(attachment.purpose, 'ATTACHMENT')))
    .orderBy(desc(attachment.createdAt), desc(attachment.id));
  return rows.map((r) => toView(r.row, r.createdByName ?? null));
}

/** A live attachment of the file module (profile photos belong to the user module and are never served here). */
async function loadFile(db: Executor, fileId: number): Promise<Row | null> {
  if (!Number.isSafeInteger(fileId) || fileId < 1) return null;
  const [row] = await db
    .select()
    .from(attachment)
    .where(and(eq(attachment.id, fileId), eq(attachment.deletedYn, 'N'), ne(attachment.targetType, PHOTO_TARGET)));
  return row ?? null;
}

/** The file if the viewer may read it: READ on its record, or its uploader for a temporary upload; else 404. */
export async function readableFile(db: Executor, viewer: Viewer, fileId: number): Promise<Row> {
  const row = await loadFile(db, fileId);
  if (!row) throw notFound(API_MESSAGES.fileNotFound);
  if (row.targetId === null) {
    if (row.createdBy !== viewer.userId) throw notFound(API_MESSAGES.fileNotFound);
    return row;
  }
  const found = await resolveRecord(db, viewer, row.targetType, row.targetId);
  if (found.level === 'NONE') throw notFound(API_MESSAGES.fileNotFound);
  return row;
}

export async function fileBytes(storage: FileStorage, row: Row): Promise<Buffer> {
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw notFound(API_MESSAGES.fileNotFound);
  return bytes;
}

/** An image for the inline (capability) url: live, not a profile photo, png/jpeg/gif only. */
export async function inlineImage(db: Executor, storageKey: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(attachment)
    .where(and(eq(attachment.storageKey, storageKey), eq(attachment.deletedYn, 'N'), ne(attachment.targetType, PHOTO_TARGET)));
  return row && IMAGE_MIME_TYPES.has(row.mimeType) ? row : null;
}

/** Soft delete by the uploader or a writer of the record; the bytes go at the next housekeeping run. */
export async function deleteFile(db: Database, viewer: Viewer, actor: Actor, fileId: number): Promise<void> {
  const row = await readableFile(db, viewer, fileId);
  if (row.createdBy !== viewer.userId) {
    const found = row.targetId === null ? null : await resolveRecord(db, viewer, row.targetType, row.targetId);
    if (found?.level !== 'WRITE') throw forbidden(API_MESSAGES.fileDeleteForbidden);
  }
  await db.transaction(async (tx) => {
    const done = await tx
      .update(attachment)
      .set({ deletedYn: 'Y', deletedAt: actor.now })
      .where(and(eq(attachment.id, row.id), eq(attachment.deletedYn, 'N')))
      .returning({ id: attachment.id });
    if (done.length === 0) throw notFound(API_MESSAGES.fileNotFound);
    if (row.targetId !== null) {
      await writeAudit(tx, actor, {
        entityType: row.targetType,
        entityId: row.targetId,
        action: 'UPDATE',
        changes: [{ field: 'attachments', old: row.originalName, new: null }],
      });
    }
  });
}

/** Links the caller's own temporary uploads to a record they can write. */
export async function attachFiles(db: Database, viewer: Viewer, actor: Actor, input: { fileIds: number[]; targetType: string; targetId: number }): Promise<StoredFile[]> {
  const type = normaliseType(input.targetType);
  await requireRecord(db, viewer, type, input.targetId, 'WRITE');
  const ids = [...new Set(input.fileIds)];
  return db.transaction(async (tx) => {
    await lockRecordFiles(tx, type, input.targetId);
    const rows = await tx
      .select()
      .from(attachment)
      .where(and(inArray(attachment.id, ids), isNull(attachment.targetId), eq(attachment.deletedYn, 'N'), eq(attachment.createdBy, viewer.userId)));
    if (rows.length !== ids.length) throw validationError({ fileIds: API_MESSAGES.fileNotTemporary });
    const incoming = rows.reduce((sum, r) => sum + r.sizeBytes, 0);
    if ((await recordTotalBytes(tx, type, input.targetId)) + incoming > RECORD_MAX_BYTES) throw validationError({ files: API_MESSAGES.fileRecordTotal });
    const updated = await tx
      .update(attachment)
      .set({ targetType: type, targetId: input.targetId })
      .where(and(inArray(attachment.id, ids), isNull(attachment.targetId), eq(attachment.deletedYn, 'N')))
      .returning();
    if (updated.length !== ids.length) throw validationError({ fileIds: API_MESSAGES.fileNotTemporary });
    await noteAttached(tx, actor, type, input.targetId, updated.map((r) => r.originalName));
    const uploader = await nameOf(tx, viewer.userId);
    return updated.sort((a, b) => b.id - a.id).map((r) => toView(r, uploader));
  });
}
