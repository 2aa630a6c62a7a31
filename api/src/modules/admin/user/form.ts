import { API_MESSAGES } from '@dure/shared/messages';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest, validationError } from '../../../lib/httpErrors';
import type { Upload } from './photo';

export type UserForm = { fields: Record<string, string>; photo: Upload | null };

const PHOTO_FIELD = 'profileImage';

/** A JSON body's values as form strings (arrays comma-joined), so both encodings share one validation. */
function fromJson(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(API_MESSAGES.multipartRequired);
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null) fields[key] = '';
    else if (Array.isArray(value)) fields[key] = value.map(String).join(',');
    else if (typeof value === 'object') fields[key] = '\u0000invalid';
    else fields[key] = String(value);
  }
  return fields;
}

/**
 * Reads the user form: multipart/form-data with the optional `profileImage`
 * file (DOMAIN §3), or a JSON object of the same fields without a photo.
 */
export async function readUserForm(request: FastifyRequest): Promise<UserForm> {
  if (!request.isMultipart()) return { fields: fromJson(request.body), photo: null };
  const fields: Record<string, string> = {};
  let photo: Upload | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FIELD) {
          part.file.resume();
          throw validationError({ [part.fieldname]: API_MESSAGES.fieldNotAllowed });
        }
        const bytes = await part.toBuffer();
        // Browsers send an empty file part when nothing was chosen.
        if (bytes.length > 0 || part.filename) photo = { filename: part.filename, bytes };
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw validationError({ profileImage: API_MESSAGES.photoTooLarge });
    if (code === 'FST_FILES_LIMIT') throw validationError({ profileImage: API_MESSAGES.fieldNotAllowed });
    throw badRequest(API_MESSAGES.malformedBody);
  }
  return { fields, photo };
}
