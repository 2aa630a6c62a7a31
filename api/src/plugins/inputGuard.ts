import { API_MESSAGES } from '@dure/shared/messages';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/httpErrors';

/** A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (no valid UTF-8 exists for it). */
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dotted path of the first text in `value` holding a bad character (keys included), or null. */
export function badTextPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return BAD_CHARACTER.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (BAD_CHARACTER.test(key)) return at;
    const found = badTextPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

const refuse = (field: string) => new ApiError(400, 'validation', API_MESSAGES.validation, { [field || 'body']: API_MESSAGES.fieldBadCharacter });

/** The field of a multipart part whose name, text value or file name holds a bad character, or null. */
export function badPartField(part: Multipart): string | null {
  if (BAD_CHARACTER.test(part.fieldname)) return part.fieldname;
  const text = part.type === 'file' ? part.filename : part.value;
  return typeof text === 'string' && BAD_CHARACTER.test(text) ? part.fieldname : null;
}

/** The request's form parts, refusing the first one that carries a bad character (its file left unread). */
function guardParts(request: FastifyRequest) {
  const parts = request.parts.bind(request);
  request.parts = async function* guarded(options) {
    for await (const part of parts(options)) {
      const field = badPartField(part);
      if (field !== null) {
        if (part.type === 'file') part.file.resume();
        throw refuse(field);
      }
      yield part;
    }
  };
}

/**
 * Every route refuses text that no column can store before its schema or handler sees it:
 * a 400 naming the field, instead of a database error. Multipart forms are read by their
 * handlers (streamed, never held as a body), so each of their parts is checked as it is read.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = badTextPath(request.params, '') ?? badTextPath(request.query, '') ?? badTextPath(request.body, '');
    if (field !== null) throw refuse(field);
    if (request.isMultipart()) guardParts(request);
  });
});
