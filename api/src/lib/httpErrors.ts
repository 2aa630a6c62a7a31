import { API_MESSAGES } from '@dure/shared/messages';
import { fill } from './messages';

/**
 * An expected failure with its JSON answer. Handlers throw these; the error
 * plugin turns them into `{ error, message, fields? }` with the status.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  body(): Record<string, unknown> {
    return this.fields ? { error: this.code, message: this.message, fields: this.fields } : { error: this.code, message: this.message };
  }
}

export const badRequest = (message: string = API_MESSAGES.badRequest) => new ApiError(400, 'bad_request', message);

/** 400 with per-field Korean messages; the top message is the first field's unless given. */
export const validationError = (fields: Record<string, string>, message?: string) =>
  new ApiError(400, 'validation', message ?? Object.values(fields)[0] ?? API_MESSAGES.validation, fields);

export const notFound = (message: string = API_MESSAGES.notFound) => new ApiError(404, 'not_found', message);

export const staleVersion = () => new ApiError(409, 'conflict', API_MESSAGES.conflict);

/** 409 for a request the current state of the record does not allow (e.g. deleting a department in use). */
export const stateConflict = (message: string) => new ApiError(409, 'state_conflict', message);

export const forbidden = (message: string = API_MESSAGES.forbidden) => new ApiError(403, 'forbidden', message);

export type RowError = { key: string; fields: Record<string, string> };

/** 400 for a batch (spreadsheet save, import): nothing was written; each bad row lists its Korean field messages. */
export class RowsError extends ApiError {
  constructor(readonly rows: RowError[]) {
    super(400, 'validation', fill(API_MESSAGES.rowsInvalid, { rows: rows.length }));
  }

  override body() {
    return { error: this.code, message: this.message, rows: this.rows };
  }
}
