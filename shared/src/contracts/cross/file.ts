import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable, labelled } from '../common';
import { RecordType } from './record';

/** Attachments and editor images (DESIGN §3 Files; DOMAIN §9 Attachment). */

export const FILE_PURPOSE = labelled({ ATTACHMENT: '첨부파일', EDITOR_IMAGE: '편집기 이미지' }, '용도');
export type FilePurpose = (typeof FILE_PURPOSE.codes)[number];

const MB = 1024 * 1024;
/** Limits of DOMAIN §9: bytes per file, per editor image and per record; files per upload or attach; the kept name's length. */
export const FILE_LIMITS = {
  fileBytes: 20 * MB,
  editorImageBytes: 5 * MB,
  recordBytes: 200 * MB,
  filesPerUpload: 10,
  attachFiles: 50,
  nameChars: 200,
  storageKey: 64,
} as const;

/** The extensions an attachment may have (DOMAIN §9); the api checks that the bytes are what the extension says. */
export const FILE_EXTENSIONS = ['pdf', 'hwp', 'hwpx', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'jpg', 'jpeg', 'png', 'gif', 'zip'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];
/** The image types an editor image may be (shown inline). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const StoredFile = Type.Object({
  id: Id,
  originalName: Type.String(),
  mimeType: Type.String({ description: '내용으로 판별한 형식' }),
  sizeBytes: Type.Integer({ minimum: 0 }),
  createdAt: DateTime,
  createdByName: Nullable(Type.String()),
  url: Type.String({ description: '첨부: /dure.crm/api/file/{id}/download · 편집기 이미지: /dure.crm/api/file/inline/{storageKey}' }),
});
export type StoredFile = Static<typeof StoredFile>;

/** The multipart upload's fields beside its `files` (1–10). Without a record the files wait as the uploader's temporary files. */
export const FileUploadFields = Type.Object({
  targetType: Type.Optional(RecordType),
  targetId: Type.Optional(Id),
  purpose: FILE_PURPOSE.schema,
});
export type FileUploadFields = Static<typeof FileUploadFields>;

export const FileAttachBody = Type.Object(
  { fileIds: Type.Array(Id, { minItems: 1, maxItems: FILE_LIMITS.attachFiles }), targetType: RecordType, targetId: Id },
  { additionalProperties: false },
);
export type FileAttachBody = Static<typeof FileAttachBody>;

export const FileParams = Type.Object({ fileId: Id });
export const InlineImageParams = Type.Object({ storageKey: Type.String({ maxLength: FILE_LIMITS.storageKey }) });
