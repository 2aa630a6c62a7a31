import { errorMessage } from '../../http/errors';
import { UploadError } from '../api/upload';

/** Korean text for any failure of the toolkit's calls. */
export function errorText(error: unknown): string {
  if (error instanceof UploadError) return error.message;
  return errorMessage(error);
}
