import { OAUTH_SCOPE } from '@dure/shared/constants';
import { invalidRequest, invalidScope } from './oauthErrors';

/**
 * Reads a single-valued string parameter of a form or JSON body. A repeated or
 * non-string value is a malformed request (RFC 6749 §3.2); absent or blank is null.
 */
export function param(body: unknown, name: string): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body !== 'object' || Array.isArray(body)) throw invalidRequest();
  const value = (body as Record<string, unknown>)[name];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidRequest();
  return value.trim() === '' ? null : value;
}

export function requiredParam(body: unknown, name: string): string {
  const value = param(body, name);
  if (value === null) throw invalidRequest();
  return value;
}

/** The granted scope: the only scope is read_profile, which is also the default. */
export function grantedScope(requested: string | null, allowed = OAUTH_SCOPE): string {
  if (requested === null) return allowed;
  const scopes = requested.split(/\s+/).filter(Boolean);
  const allowedSet = new Set(allowed.split(' '));
  if (scopes.length === 0 || scopes.some((s) => !allowedSet.has(s))) throw invalidScope();
  return [...new Set(scopes)].join(' ');
}
