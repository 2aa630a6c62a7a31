import { HTTPError } from 'ky';
import { API_MESSAGES } from '../messages';

export type ApiErrorBody = { error?: string; message?: string; fields?: Record<string, string> };

/** The Korean message to show for a failed call: the api's own message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof HTTPError) {
    const body = (typeof error.data === 'object' ? error.data : null) as ApiErrorBody | null;
    if (body?.message) return body.message;
    if (error.response.status === 403) return API_MESSAGES.forbidden;
    if (error.response.status === 404) return API_MESSAGES.notFound;
    if (error.response.status === 409) return API_MESSAGES.conflict;
    return API_MESSAGES.internal;
  }
  if (error instanceof Error && error.name === 'OAuthError') return error.message;
  return '서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.';
}

export function httpStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}
