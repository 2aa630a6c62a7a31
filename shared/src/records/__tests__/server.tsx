import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { configure } from '../../config';
import { accessTokenAtom, sessionStore } from '../../session/atoms';

export type Call = { method: string; path: string; search: URLSearchParams; body: unknown };
type Handler = ((call: Call) => Response | Promise<Response> | unknown) | object | null;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (result: unknown) => json(200, { result });
export const fail = (status: number, message: string) => json(status, { error: 'error', message });
export const page = <T,>(content: T[], p = 0, size = 20, total = content.length) => ({ content, totalElements: total, totalPages: Math.ceil(total / size), page: p, size });

const PREFIX = '/dure.crm/';

/**
 * A fake api at the fetch boundary: routes are `'GET api/history/DEAL/1'`;
 * a plain value (or a handler returning one) answers `{ result: value }`.
 */
export function installServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  configure({ apiHost: 'http://api.test' });
  sessionStore.set(accessTokenAtom, 'token');
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.slice(url.pathname.indexOf(PREFIX) + PREFIX.length);
    const text = await request.text();
    const call: Call = { method: request.method, path, search: url.searchParams, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    const key = `${request.method} ${path}`;
    if (!(key in routes)) return json(404, { error: 'not_found', message: `no route ${request.method} ${path}` });
    const handler = routes[key];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    return answer instanceof Response ? answer : ok(answer ?? null);
  }) as typeof fetch;
  return calls;
}

export const renderWithApp = (ui: ReactElement) => render(<App>{ui}</App>);
