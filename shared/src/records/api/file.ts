import type { FilePurpose, StoredFile } from '../../contracts/cross/file';
import { http } from '../../http/client';
import { type RecordRef, recordPath, result } from './result';
import { uploadWithProgress } from './upload';

export type { FilePurpose, StoredFile } from '../../contracts/cross/file';

export type UploadInput = { files: File[]; purpose: FilePurpose; targetType?: string; targetId?: string | number };

/** POST /api/file (multipart), with upload progress. */
export function uploadFiles(input: UploadInput, onProgress?: (percent: number) => void): Promise<StoredFile[]> {
  const form = new FormData();
  for (const file of input.files) form.append('files', file, file.name);
  if (input.targetType) form.append('targetType', input.targetType);
  if (input.targetId !== undefined) form.append('targetId', String(input.targetId));
  form.append('purpose', input.purpose);
  return uploadWithProgress<StoredFile[]>('api/file', form, onProgress);
}

/** GET /api/file/{type}/{id} */
export function fetchFiles(ref: RecordRef): Promise<StoredFile[]> {
  return result(http.get(`api/file/${recordPath(ref)}`));
}

/** GET /api/file/{fileId}/download: the bytes and the name the server gave them. */
export async function downloadFile(fileId: number): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await http.get(`api/file/${fileId}/download`);
  const fileName = parseContentDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), fileName };
}

/** DELETE /api/file/{fileId} */
export async function deleteFile(fileId: number): Promise<void> {
  await http.delete(`api/file/${fileId}`);
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 5987,
 * `charset'lang'percent-encoded`) wins over the plain `filename`, which old
 * browsers and proxies may have mangled for Korean names.
 */
export function parseContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const params = parseParams(header);
  const extended = params.get('filename*');
  if (extended) {
    const decoded = decodeExtValue(extended);
    if (decoded) return decoded;
  }
  return params.get('filename') ?? null;
}

function parseParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const name = match[1].toLowerCase();
    let value = match[2].trim();
    if (value.startsWith('"')) value = value.slice(1, -1).replace(/\\(.)/g, '$1');
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

function decodeExtValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = match[1].toLowerCase();
  const bytes = match[2].replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const array = Uint8Array.from(bytes, (c) => c.charCodeAt(0));
  try {
    return new TextDecoder(charset === 'iso-8859-1' ? 'latin1' : 'utf-8', { fatal: true }).decode(array);
  } catch {
    return null;
  }
}
