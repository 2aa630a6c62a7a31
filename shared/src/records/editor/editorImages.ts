import { FILE_LIMITS, IMAGE_MIME_TYPES } from '../../contracts/cross/file';
import { uploadFiles } from '../api/file';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.editor;
export const EDITOR_IMAGE_MAX_BYTES = FILE_LIMITS.editorImageBytes;
export const EDITOR_IMAGE_TYPES: readonly string[] = IMAGE_MIME_TYPES;

/** The Korean reason an image cannot go into the editor, or null. */
export function editorImageProblem(file: File): string | null {
  if (!EDITOR_IMAGE_TYPES.includes(file.type)) return M.imageType;
  if (file.size > EDITOR_IMAGE_MAX_BYTES) return M.imageTooLarge;
  return null;
}

/** Uploads one editor image (purpose EDITOR_IMAGE) and returns its inline URL. */
export async function uploadEditorImage(file: File, target: { recordType?: string; recordId?: string | number }): Promise<string> {
  const [stored] = await uploadFiles({ files: [file], purpose: 'EDITOR_IMAGE', targetType: target.recordType, targetId: target.recordId });
  return stored.url;
}
