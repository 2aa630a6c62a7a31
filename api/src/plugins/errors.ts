import { API_MESSAGES } from '@dure/shared/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/httpErrors';
import { fill } from '../lib/messages';

type AjvIssue = { instancePath?: string; keyword: string; params?: Record<string, unknown> };

function fieldOf(issue: AjvIssue, context: string | undefined): string {
  const required = issue.params?.requiredProperties;
  const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty ?? (Array.isArray(required) ? required[0] : undefined);
  const base = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (typeof missing === 'string') return base ? `${base}.${missing}` : missing;
  return base || context || 'body';
}

function messageOf(issue: AjvIssue): string {
  const limit = Number(issue.params?.limit);
  switch (issue.keyword) {
    case 'required':
      return API_MESSAGES.fieldRequired;
    case 'minLength':
      return fill(API_MESSAGES.fieldTooShort, { limit });
    case 'maxLength':
      return fill(API_MESSAGES.fieldTooLong, { limit });
    case 'minimum':
    case 'exclusiveMinimum':
      return fill(API_MESSAGES.fieldTooSmall, { limit });
    case 'maximum':
    case 'exclusiveMaximum':
      return fill(API_MESSAGES.fieldTooLarge, { limit });
    case 'enum':
    case 'const':
      return API_MESSAGES.fieldChoice;
    case 'additionalProperties':
      return API_MESSAGES.fieldNotAllowed;
    default:
      return API_MESSAGES.fieldInvalid;
  }
}

const MALFORMED_BODY_CODES = new Set([
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
]);

/**
 * PostgreSQL data exceptions a value from the request can cause when a schema lets it through
 * (a number beyond its column, text the encoding cannot hold): the client's error, not the server's.
 */
const OUT_OF_RANGE_CODES = new Set(['22003', '22008', '2201W', '2201X', '22P02', '22001']);
const BAD_TEXT_CODES = new Set(['22021', '22P05']);

function databaseInputError(error: unknown): ApiError | null {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code !== 'string') continue;
    if (OUT_OF_RANGE_CODES.has(e.code)) return new ApiError(400, 'bad_request', API_MESSAGES.valueOutOfRange);
    if (BAD_TEXT_CODES.has(e.code)) return new ApiError(400, 'bad_request', API_MESSAGES.fieldBadCharacter);
  }
  return null;
}

/** Maps a client-side Fastify error to the `{ error, message }` shape; null for anything else. */
function clientError(error: FastifyError): ApiError | null {
  const fromDatabase = databaseInputError(error);
  if (fromDatabase) return fromDatabase;
  if (error.validation) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation as AjvIssue[]) fields[fieldOf(issue, error.validationContext)] ??= messageOf(issue);
    return new ApiError(400, 'validation', API_MESSAGES.validation, fields);
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new ApiError(413, 'payload_too_large', API_MESSAGES.payloadTooLarge);
  if (status === 415) return new ApiError(415, 'unsupported_media_type', API_MESSAGES.unsupportedMediaType);
  if (MALFORMED_BODY_CODES.has(error.code) || (status === 400 && error instanceof SyntaxError)) {
    return new ApiError(400, 'bad_request', API_MESSAGES.malformedBody);
  }
  if (status >= 400 && status < 500) return new ApiError(status, 'bad_request', API_MESSAGES.badRequest);
  return null;
}

/**
 * One error handler: expected errors get their Korean answer, anything else a
 * generic 500 that never shows stack traces or SQL (the log has the detail).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : clientError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(known.statusCode).headers(known.headers ?? {}).send(known.body());
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'internal', message: API_MESSAGES.internal });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not_found', message: API_MESSAGES.notFound }));
});
