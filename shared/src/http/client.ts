import ky, { type KyInstance } from 'ky';
import { apiBaseUrl } from '../config';
import { accessTokenAtom, sessionStore } from '../session/atoms';
import { refreshAccessToken } from './refresh';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/**
 * The bearer and XSRF headers of an authenticated call; exported for the few calls
 * that cannot go through ky (upload progress needs XMLHttpRequest).
 */
export function authHeaders(token: string | null = sessionStore.get(accessTokenAtom)): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}

function authorize(request: Request, token: string | null): Request {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(authHeaders(token))) headers.set(name, value);
  return new Request(request, { headers });
}

/**
 * fetch with the refresh rule of SPEC §4: a 401 waits for the one shared refresh,
 * then the request is sent once more with the new token. A 401 for a token that
 * another request already replaced needs no refresh of its own. When the refresh
 * fails the original 401 response is returned, so the caller sees the original error.
 */
async function fetchWithRefresh(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const spare = request.clone();
  const sent = sessionStore.get(accessTokenAtom);
  const response = await fetch(authorize(request, sent));
  if (response.status !== 401 || !sent) return response;
  let token = sessionStore.get(accessTokenAtom);
  if (token === sent) {
    try {
      token = await refreshAccessToken();
    } catch {
      return response;
    }
  }
  return fetch(authorize(spare, token));
}

/** The authenticated client every module uses: base URL {apiHost}/dure.crm, no timeout, no automatic retries. */
export const http: KyInstance = ky.create({
  timeout: false,
  retry: 0,
  fetch: fetchWithRefresh,
  hooks: {
    // The api host is known only once the host has read /config.json.
    init: [
      (options) => {
        options.prefix ??= apiBaseUrl();
      },
    ],
  },
});
