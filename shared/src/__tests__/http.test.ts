/** @jest-environment node */
// The client runs on fetch, Request and Headers; Node provides them, jsdom does not.
import { memory } from './support/memoryStorage';
import { HTTPError } from 'ky';
import { accessTokenAtom, configure, errorCode, errorFields, errorMessage, http, httpStatus, refreshTokenAtom, sessionStore, logout, userInfoAtom, authoritiesAtom } from '../index';
import { LOGOUT_REVOKE_WAIT_MS } from '../session/session';

type Call = { url: string; auth: string | null; body: string | null };

function installServer(handler: (url: string, auth: string | null, body: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = await request.text();
    calls.push({ url: request.url, auth: request.headers.get('authorization'), body });
    return handler(request.url, request.headers.get('authorization'), body);
  }) as typeof fetch;
  return calls;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  configure({ apiHost: 'http://api.test' });
  sessionStore.set(accessTokenAtom, 'old-access');
  sessionStore.set(refreshTokenAtom, 'old-refresh');
});

describe('refresh rule (SPEC §4)', () => {
  it('runs one refresh for several concurrent 401s and retries each request once with the new token', async () => {
    const calls = installServer(async (url, auth) => {
      if (url.endsWith('/oauth/token')) {
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer', expires_in: 60, scope: 'read_profile' });
      }
      return auth === 'Bearer new-access' ? json(200, { result: url }) : json(401, { error: 'invalid_token' });
    });

    const results = await Promise.all(['a', 'b', 'c'].map((p) => http.get(`api/${p}`).json<{ result: string }>()));

    expect(results.map((r) => r.result)).toEqual(['http://api.test/dure.crm/api/a', 'http://api.test/dure.crm/api/b', 'http://api.test/dure.crm/api/c']);
    const refreshes = calls.filter((c) => c.url.endsWith('/oauth/token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].auth).toBe(`Basic ${btoa('dure-web:dure-web-secret')}`);
    expect(new URLSearchParams(refreshes[0].body ?? '')).toEqual(
      new URLSearchParams({ refresh_token: 'old-refresh', grant_type: 'refresh_token', scope: 'read_profile' }),
    );
    expect(calls.filter((c) => !c.url.endsWith('/oauth/token'))).toHaveLength(6);
    expect(sessionStore.get(accessTokenAtom)).toBe('new-access');
    expect(sessionStore.get(refreshTokenAtom)).toBe('new-refresh');
  });

  it('does not refresh again for a 401 that arrives after another request already refreshed', async () => {
    let release: () => void = () => undefined;
    const late = new Promise<void>((resolve) => (release = resolve));
    const calls = installServer(async (url, auth) => {
      if (url.endsWith('/oauth/token')) return json(200, { access_token: 'fresh', refresh_token: 'r2', token_type: 'bearer', expires_in: 60, scope: 'read_profile' });
      if (auth === 'Bearer fresh') return json(200, { ok: url });
      if (url.endsWith('/slow')) await late; // answers 401 only after the refresh is over
      return json(401, {});
    });
    const fast = http.get('api/fast').json();
    const slow = http.get('api/slow').json();
    await fast;
    release();
    await slow;
    expect(calls.filter((c) => c.url.endsWith('/oauth/token'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/api/slow')).map((c) => c.auth)).toEqual(['Bearer old-access', 'Bearer fresh']);
  });

  it('resends a request body on the retry', async () => {
    const calls = installServer((url, auth, body) => {
      if (url.endsWith('/oauth/token')) return json(200, { access_token: 'n', refresh_token: 'r', token_type: 'bearer', expires_in: 1, scope: 'read_profile' });
      return auth === 'Bearer n' ? json(200, { echoed: JSON.parse(body) }) : json(401, {});
    });
    const answer = await http.post('api/things', { json: { name: '영업1팀' } }).json();
    expect(answer).toEqual({ echoed: { name: '영업1팀' } });
    expect(calls.filter((c) => c.url.endsWith('/api/things')).map((c) => c.body)).toEqual(['{"name":"영업1팀"}', '{"name":"영업1팀"}']);
  });

  it('passes the original 401 to the caller when the refresh fails', async () => {
    installServer((url) => (url.endsWith('/oauth/token') ? json(400, { error: 'invalid_grant' }) : json(401, { error: 'invalid_token', message: 'original' })));
    const error = await http.get('api/x').json().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(401);
    expect((error as HTTPError).data).toEqual({ error: 'invalid_token', message: 'original' });
    expect(sessionStore.get(accessTokenAtom)).toBe('old-access');
  });

  it('passes other errors straight through without refresh or retry', async () => {
    const calls = installServer(() => json(403, { message: '권한 없음' }));
    await expect(http.get('api/x').json()).rejects.toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(1);
  });
});

describe('headers', () => {
  it('sends the bearer token and the XSRF header when the cookie is present', async () => {
    Object.assign(globalThis, { document: { cookie: 'a=1; XSRF-TOKEN=abc%3D' } });
    const seen: Headers[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers);
      return json(200, {});
    }) as typeof fetch;
    await http.get('api/y').json();
    expect(seen[0].get('authorization')).toBe('Bearer old-access');
    expect(seen[0].get('x-xsrf-token')).toBe('abc=');
    delete (globalThis as { document?: unknown }).document;
  });
});

describe('logout (SPEC §4)', () => {
  it('revokes the token and clears token, user and authorities even when revoke fails', async () => {
    sessionStore.set(userInfoAtom, { id: 1, username: 'u', name: '사용자' });
    sessionStore.set(authoritiesAtom, ['ROLE_USER']);
    const calls = installServer(() => json(500, {}));
    await logout();
    expect(calls[0].url).toBe('http://api.test/dure.crm/api/user/revoke/token');
    expect(sessionStore.get(accessTokenAtom)).toBeNull();
    expect(sessionStore.get(userInfoAtom)).toBeNull();
    expect(sessionStore.get(authoritiesAtom)).toBeNull();
    expect(memory.has('access_token')).toBe(false);
  });

  it('clears the session after a bounded wait when the server does not answer the revoke', async () => {
    jest.useFakeTimers();
    try {
      installServer(() => new Promise<Response>(() => undefined));
      let done = false;
      const pending = logout().then(() => (done = true));
      await jest.advanceTimersByTimeAsync(LOGOUT_REVOKE_WAIT_MS - 1);
      expect(done).toBe(false);
      expect(sessionStore.get(accessTokenAtom)).toBe('old-access');
      await jest.advanceTimersByTimeAsync(1);
      await pending;
      expect(sessionStore.get(accessTokenAtom)).toBeNull();
      expect(memory.has('access_token')).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('api errors thrown by another copy of ky', () => {
  it('are read like the own ones (a lazily loaded shared entry bundles its own ky)', () => {
    const foreign = Object.assign(new Error('Request failed with status code 409'), {
      name: 'HTTPError',
      response: { status: 409 },
      data: { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.', fields: { version: '버전이 다릅니다.' } },
    });
    expect(foreign).not.toBeInstanceOf(HTTPError);
    expect(httpStatus(foreign)).toBe(409);
    expect(errorCode(foreign)).toBe('conflict');
    expect(errorMessage(foreign)).toBe('다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    expect(errorFields(foreign)).toEqual({ version: '버전이 다릅니다.' });
  });
});
