import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure as configureTestingLibrary, render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { configure } from '../../config';
import { accessTokenAtom, sessionStore } from '../../session/atoms';

// Role queries check every ancestor's computed style for visibility, which is very slow
// on antd trees in jsdom: skip that check and give async queries room.
configureTestingLibrary({ asyncUtilTimeout: 5000, defaultHidden: true });

// jsdom's getComputedStyle matches every rule antd's css-in-js injected against the
// element (seconds per dialog); these tests need no cascade, only inline styles.
const blankStyle = document.createElement('div').style;
window.getComputedStyle = ((el: Element) => (el as HTMLElement).style ?? blankStyle) as typeof window.getComputedStyle;

// jsdom has no layout; quill scrolls its selection into view through Range geometry.
Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) });
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

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
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: Call = { method: request.method, path, search: url.searchParams, body };
    calls.push(call);
    const key = `${request.method} ${path}`;
    if (!(key in routes)) return json(404, { error: 'not_found', message: `no route ${request.method} ${path}` });
    const handler = routes[key];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    return answer instanceof Response ? answer : ok(answer ?? null);
  }) as typeof fetch;
  return calls;
}

/**
 * Renders inside antd's App and a query client of its own (no answer carries over between tests); a rerender
 * keeps both, so it updates the component instead of mounting it afresh.
 */
export function renderWithApp(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), client };
}

export type Upload = { url: string; headers: Record<string, string>; form: FormData };

/** A fake XMLHttpRequest for uploads: reports 50% and 100% progress, then answers. */
export function installXhr(answer: (upload: Upload) => { status: number; body: unknown }) {
  const uploads: Upload[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      const upload = { url: this.url, headers: this.headers, form };
      uploads.push(upload);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
        const { status, body } = answer(upload);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return uploads;
}
