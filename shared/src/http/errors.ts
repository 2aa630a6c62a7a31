import { HTTPError } from 'ky';
import type { ApiErrorBody as ApiErrorContract } from '../contracts/common';
import { HTTP_MESSAGES } from '../messages.http';

/** An error answer as read off the wire: the contract's body, any part of which a proxy in between may leave out. */
export type ApiErrorBody = Partial<ApiErrorContract>;

/**
 * ky's HTTPError, recognised by its name as well: the lazily loaded shared entries (records, form) bundle
 * their own copy of ky, so an error thrown by the main entry's client is not an instance of theirs.
 */
function isHttpError(error: unknown): error is HTTPError {
  return error instanceof HTTPError || (error instanceof Error && error.name === 'HTTPError' && 'response' in error);
}

function bodyOf(error: unknown): ApiErrorBody | null {
  return isHttpError(error) && typeof error.data === 'object' ? (error.data as ApiErrorBody | null) : null;
}

/** The Korean message to show for a failed call: the api's own message when it sent one. */
export function errorMessage(error: unknown): string {
  if (isHttpError(error)) {
    const body = bodyOf(error);
    if (body?.message) return body.message;
    if (error.response.status === 403) return HTTP_MESSAGES.forbidden;
    if (error.response.status === 404) return HTTP_MESSAGES.notFound;
    if (error.response.status === 409) return HTTP_MESSAGES.conflict;
    return HTTP_MESSAGES.internal;
  }
  if (error instanceof Error && error.name === 'OAuthError') return error.message;
  return HTTP_MESSAGES.network;
}

export function httpStatus(error: unknown): number | null {
  return isHttpError(error) ? error.response.status : null;
}

/** The api's machine-readable error code (`error`), e.g. `password_change_required`. */
export function errorCode(error: unknown): string | null {
  return bodyOf(error)?.error ?? null;
}

/** Itemised Korean reasons the api sent beside its message (e.g. each password rule not met). */
export function errorDetails(error: unknown): string[] {
  const list = bodyOf(error)?.errors;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

/** Per-field Korean messages of a validation error, keyed by field name. */
export function errorFields(error: unknown): Record<string, string> {
  const fields = bodyOf(error)?.fields;
  return fields && typeof fields === 'object' ? fields : {};
}

export type ApiRowError = NonNullable<ApiErrorContract['rows']>[number];

/** The bad rows of a batch save or import (`rows` of a 400), each with its Korean field messages. */
export function errorRows(error: unknown): ApiRowError[] {
  const rows = bodyOf(error)?.rows;
  return Array.isArray(rows) ? rows : [];
}

/**
 * A failed batch save's per-row errors, on the rows that were sent (matched by key): what a spreadsheet
 * shows in their cells. Null when the failure is not about rows.
 */
export function sheetRowErrors<T extends { key: string }>(error: unknown, sent: readonly T[], cells: (fields: Record<string, string>) => Record<string, string> = (f) => f): Map<T, Record<string, string>> | null {
  const bad = errorRows(error);
  if (bad.length === 0) return null;
  const byKey = new Map(sent.map((r) => [r.key, r]));
  return new Map(bad.flatMap((b) => (byKey.has(b.key) ? [[byKey.get(b.key)!, cells(b.fields)] as const] : [])));
}
