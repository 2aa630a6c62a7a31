import { API_MESSAGES } from '@dure/shared/messages';
import { ApiError } from '../../../lib/httpErrors';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** An error of the OAuth endpoints, in Spring Security OAuth2's `{ error, error_description }` shape. */
export class OAuthError extends ApiError {
  constructor(statusCode: number, code: string, description: string, headers: Record<string, string> = {}) {
    super(statusCode, code, description, undefined, { ...NO_STORE, ...headers });
  }

  override body() {
    return { error: this.code, error_description: this.message };
  }
}

export const invalidClient = () => new OAuthError(401, 'invalid_client', API_MESSAGES.invalidClient, { 'WWW-Authenticate': 'Basic realm="oauth"' });
export const invalidRequest = (description: string = API_MESSAGES.invalidRequest) => new OAuthError(400, 'invalid_request', description);
export const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);
export const invalidScope = () => new OAuthError(400, 'invalid_scope', API_MESSAGES.invalidScope);
export const unsupportedGrantType = () => new OAuthError(400, 'unsupported_grant_type', API_MESSAGES.unsupportedGrant);
export const invalidToken = () => new OAuthError(400, 'invalid_token', API_MESSAGES.invalidToken);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new OAuthError(429, 'too_many_requests', API_MESSAGES.tooManyAttempts, { 'Retry-After': String(retryAfterSeconds) });
