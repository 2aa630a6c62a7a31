import { FILE_EXTENSIONS, FILE_LIMITS } from '../../contracts/cross/file';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.file;
export const FILE_MAX_BYTES = FILE_LIMITS.fileBytes;
export const FILES_PER_UPLOAD = FILE_LIMITS.filesPerUpload;
export { FILE_EXTENSIONS };

/** The Korean reason a file cannot be attached, or null (the server checks again). */
export function fileProblem(file: { name: string; size: number }): string | null {
  const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(FILE_EXTENSIONS as readonly string[]).includes(ext)) return M.badType(file.name);
  if (file.size > FILE_MAX_BYTES) return M.tooLarge(file.name);
  return null;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
