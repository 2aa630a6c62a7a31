import { type FileExtension, IMAGE_MIME_TYPES as IMAGE_MIME_TYPE_LIST } from '@dure/shared/contracts/cross/file';

/** Image types accepted for profile photos, recognised by their leading bytes (never by name or client type). */
const SIGNATURES: { mimeType: string; bytes: number[] }[] = [
  { mimeType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export const PHOTO_MIME_TYPES = SIGNATURES.map((s) => s.mimeType);

const startsWith = (bytes: Buffer, signature: number[]) => bytes.length > signature.length && signature.every((b, i) => bytes[i] === b);

export function sniffImage(bytes: Buffer): string | null {
  return SIGNATURES.find((s) => startsWith(bytes, s.bytes))?.mimeType ?? null;
}

/* ── Attachments (DOMAIN §9): the extension must agree with what the bytes are ── */

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = SIGNATURES[0].bytes;
const JPEG = SIGNATURES[1].bytes;
const GIF87 = [0x47, 0x49, 0x46, 0x38, 0x37, 0x61];
const GIF89 = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/** Entry names of a zip archive from its central directory; null when it is not a readable zip. */
export function zipEntryNames(bytes: Buffer, max = 5000): string[] | null {
  // End of central directory: 22 bytes + comment (≤ 65535), searched from the end.
  const from = Math.max(0, bytes.length - 22 - 65_535);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes[i] === 0x50 && bytes[i + 1] === 0x4b && bytes[i + 2] === 0x05 && bytes[i + 3] === 0x06) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < Math.min(entries, max); n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return names.length > 0 ? names : null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    names.push(bytes.toString('utf8', offset + 46, Math.min(bytes.length, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Whether an OLE2 compound file names the stream somewhere in its directory (names are UTF-16LE). */
const oleHasStream = (bytes: Buffer, name: string) => bytes.includes(Buffer.from(name, 'utf16le'));

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  for (const encoding of ['utf-8', 'euc-kr']) {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes);
      return true;
    } catch {
      // try the next encoding
    }
  }
  return false;
}

type Rule = { mimeType: string; matches(bytes: Buffer): boolean };

const ooxml = (folder: string) => (bytes: Buffer) => {
  if (!startsWith(bytes, ZIP)) return false;
  const names = zipEntryNames(bytes);
  return !!names && names.includes('[Content_Types].xml') && names.some((n) => n.startsWith(folder));
};

/** Allowed extensions (DOMAIN §9) and the content each must have. */
const RULES: Record<FileExtension, Rule> = {
  pdf: { mimeType: 'application/pdf', matches: (b) => startsWith(b, PDF) },
  hwp: { mimeType: 'application/x-hwp', matches: (b) => startsWith(b, OLE) && oleHasStream(b, 'FileHeader') },
  doc: { mimeType: 'application/msword', matches: (b) => startsWith(b, OLE) && oleHasStream(b, 'WordDocument') },
  xls: { mimeType: 'application/vnd.ms-excel', matches: (b) => startsWith(b, OLE) && (oleHasStream(b, 'Workbook') || oleHasStream(b, 'Book')) },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', matches: (b) => startsWith(b, OLE) && oleHasStream(b, 'PowerPoint Document') },
  hwpx: {
    mimeType: 'application/hwp+zip',
    matches: (b) => startsWith(b, ZIP) && !!zipEntryNames(b)?.some((n) => n.startsWith('Contents/')),
  },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: ooxml('word/') },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: ooxml('xl/') },
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: ooxml('ppt/') },
  zip: { mimeType: 'application/zip', matches: (b) => (startsWith(b, ZIP) || startsWith(b, ZIP_EMPTY)) && zipEntryNames(b) !== null },
  txt: { mimeType: 'text/plain', matches: isText },
  csv: { mimeType: 'text/csv', matches: isText },
  jpg: { mimeType: 'image/jpeg', matches: (b) => startsWith(b, JPEG) },
  jpeg: { mimeType: 'image/jpeg', matches: (b) => startsWith(b, JPEG) },
  png: { mimeType: 'image/png', matches: (b) => startsWith(b, PNG) },
  gif: { mimeType: 'image/gif', matches: (b) => startsWith(b, GIF87) || startsWith(b, GIF89) },
};

export const IMAGE_MIME_TYPES: ReadonlySet<string> = new Set(IMAGE_MIME_TYPE_LIST);

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 || (dot === 0 && name.length > 1) ? name.slice(dot + 1).toLowerCase() : '';
};

export type SniffResult = { ok: true; mimeType: string } | { ok: false; reason: 'TYPE' | 'MISMATCH' };

/**
 * The sniffed type of an attachment, or why it is refused: TYPE = the extension is not allowed,
 * MISMATCH = the bytes are not what the extension says (a renamed executable, a PNG called .pdf …).
 */
export function sniffAttachment(name: string, bytes: Buffer): SniffResult {
  const rule = Object.hasOwn(RULES, extensionOf(name)) ? RULES[extensionOf(name) as FileExtension] : undefined;
  if (!rule) return { ok: false, reason: 'TYPE' };
  return rule.matches(bytes) ? { ok: true, mimeType: rule.mimeType } : { ok: false, reason: 'MISMATCH' };
}
