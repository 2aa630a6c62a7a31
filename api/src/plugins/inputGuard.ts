import { API_MESSAGES } from '@dure/shared/messages';
import type { FastifyInstance } from 'fastify';
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

/**
 * Every route refuses text that no column can store before its schema or handler sees it:
 * a 400 naming the field, instead of a database error.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const field = badTextPath(request.params, '') ?? badTextPath(request.query, '') ?? badTextPath(request.body, '');
    if (field !== null) throw new ApiError(400, 'validation', API_MESSAGES.validation, { [field || 'body']: API_MESSAGES.fieldBadCharacter });
  });
});
