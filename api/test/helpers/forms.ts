import { randomBytes } from 'node:crypto';
import { UserBody } from '@dure/shared/contracts/admin/user';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appUser, department, userAuthority } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { BASE, DEMO_PASSWORD, bearer } from './testApp';

export type FilePart = { field?: string; filename: string; contentType: string; bytes: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string | number>, file?: FilePart): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dure${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'profileImage'}"; filename="${browserQuoted(file.filename)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function sendForm(app: FastifyInstance, method: 'POST' | 'PUT', path: string, token: string, fields: Record<string, string | number>, file?: FilePart) {
  const body = multipart(fields, file);
  return app.inject({ method, url: `${BASE}${path}`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** Smallest valid PNG (1×1) and a JPEG header followed by filler. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(200, 1)]);

let demoHash: Promise<string> | null = null;

/** The id of the (seeded) department with this code. */
export async function deptIdOf(app: FastifyInstance, code: string): Promise<number> {
  const [dept] = await app.db.select({ id: department.id }).from(department).where(eq(department.code, code));
  return dept.id;
}

/** A user with exactly these grants (plus nothing else), in the department with the given code. */
export async function makeUser(app: FastifyInstance, username: string, deptCode: string, grants: string[]): Promise<number> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const deptId = await deptIdOf(app, deptCode);
  const [user] = await app.db
    .insert(appUser)
    .values({ username, passwordHash: await demoHash, name: username, email: `${username}@test.example`, deptId, passwordChangedAt: app.clock() })
    .returning({ id: appUser.id });
  if (grants.length > 0) await app.db.insert(userAuthority).values(grants.map((authorityCode) => ({ userId: user.id, authorityCode })));
  return user.id;
}

/** A file name as browsers write it into a multipart header (HTML's form-data encoding): `"`, CR and LF percent-escaped, nothing else. */
export const browserQuoted = (name: string) => name.replace(/["\r\n]/g, (c) => ({ '"': '%22', '\r': '%0D', '\n': '%0A' })[c]!);

/** A multipart/form-data body with several file parts (default field `files`); names are sent as UTF-8 like browsers do. */
export function multipartFiles(
  fields: Record<string, string | number>,
  files: FilePart[],
  options: { fieldsLast?: boolean } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dure${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const fieldChunks = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (!options.fieldsLast) chunks.push(...fieldChunks);
  for (const file of files) {
    const filename = browserQuoted(file.filename);
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  if (options.fieldsLast) chunks.push(...fieldChunks);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An uncompressed zip archive of the given entries (enough for content sniffing of docx/xlsx/pptx/hwpx/zip). */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const XLSX = zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });
export const DOCX = zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' });
export const HWPX = zipOf({ mimetype: 'application/hwp+zip', 'Contents/section0.xml': '<sec/>' });
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);
export const GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
/** An OLE2 compound file header followed by a directory naming the stream (UTF-16LE). */
export const oleWith = (stream: string) => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]);

/** One part of a hand-built form: a text field, or a file when `filename` is given. */
export type RawPart = { name: string; value?: string; filename?: string; contentType?: string; bytes?: Buffer };

const LONE_SURROGATE = /[\ud800-\udfff]/;
const pct = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

/**
 * A multipart/form-data body carrying any text a client can put on the wire: UTF-8 text as browsers send it, and text
 * with surrogates (which UTF-8 cannot carry) as UTF-16LE — a `charset` on the field, RFC 5987 `filename*` for file names.
 */
export function rawForm(parts: RawPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----dure${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = LONE_SURROGATE.test(part.name) ? `name*=utf-16le''${pct(Buffer.from(part.name, 'utf16le'))}` : `name="${part.name}"`;
    if (part.filename === undefined) {
      const wide = LONE_SURROGATE.test(part.value ?? '');
      const type = wide ? 'Content-Type: text/plain; charset=utf-16le\r\n' : '';
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${name}\r\n${type}\r\n`), Buffer.from(part.value ?? '', wide ? 'utf16le' : 'utf8'), Buffer.from('\r\n'));
    } else {
      const filename = LONE_SURROGATE.test(part.filename) ? `filename*=utf-16le''${pct(Buffer.from(part.filename, 'utf16le'))}` : `filename="${browserQuoted(part.filename)}"`;
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${name}; ${filename}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`),
        part.bytes ?? Buffer.alloc(0),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The routes that read multipart forms: their text fields and the field of their file. */
export const MULTIPART_ROUTES: { method: 'POST' | 'PUT'; path: string; fields: string[]; file: { field: string; filename: string; contentType: string; bytes: Buffer } }[] = [
  { method: 'POST', path: '/api/file', fields: ['targetType', 'targetId', 'purpose'], file: { field: 'files', filename: '견적서.pdf', contentType: 'application/pdf', bytes: PDF } },
  { method: 'POST', path: '/api/user/info', fields: Object.keys(UserBody.properties), file: { field: 'profileImage', filename: '사진.png', contentType: 'image/png', bytes: PNG } },
  { method: 'PUT', path: '/api/user/info', fields: Object.keys(UserBody.properties), file: { field: 'profileImage', filename: '사진.png', contentType: 'image/png', bytes: PNG } },
  { method: 'POST', path: '/api/customer/import/preview', fields: ['duplicateAckYn'], file: { field: 'file', filename: '고객사.xlsx', contentType: 'application/octet-stream', bytes: XLSX } },
  { method: 'POST', path: '/api/customer/import', fields: ['duplicateAckYn'], file: { field: 'file', filename: '고객사.xlsx', contentType: 'application/octet-stream', bytes: XLSX } },
  { method: 'POST', path: '/api/salary/upload/preview', fields: [], file: { field: 'file', filename: '급여.xlsx', contentType: 'application/octet-stream', bytes: XLSX } },
  { method: 'POST', path: '/api/salary/upload', fields: [], file: { field: 'file', filename: '급여.xlsx', contentType: 'application/octet-stream', bytes: XLSX } },
];
