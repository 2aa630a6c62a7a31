import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE, type TestApp, bearer, buildTestApp, login } from '../../helpers/testApp';

/** Bad input to the sales order and sales plan routes never gives a 500 and always a Korean message. */
let t: TestApp;
const tokens: string[] = [];

before(async () => {
  t = await buildTestApp();
  for (const u of ['admin', 'sales.lead']) tokens.push((await login(t.app, u)).access_token);
});
after(() => t.close());

const PREFIXES = ['sales-order', 'sales-plan', 'customer/picker'];
const PARAMS = ['1', '0', '-1', 'abc', '9'.repeat(30), '1.5', '%27%20or%201%3D1'];
const line = { itemName: 'x', qty: 1, unitPrice: 1 };
const BODIES: unknown[] = [
  undefined,
  {},
  [],
  { version: 0, customerId: 1, orderDate: '2026-02-30', requestedDate: 'x', lines: [{ ...line, qty: 1e300, unitPrice: 1e13, discountPct: -1 }] },
  { version: 0, customerId: 1, orderDate: '2026-01-01', requestedDate: '2026-01-02', lines: Array(100).fill({ ...line, qty: 999_999_999_999, unitPrice: 1e13 }) },
  { version: 0, customerId: 9e15, orderDate: '2026-01-01', requestedDate: '2026-01-02', currencyCode: 'usd', exchangeRate: 0, lines: [{ ...line, deliveryDate: '20260101', id: 9e15 }] },
  { version: 0, deliveryDate: '2026-01-01', lines: [{ lineId: 1, qty: -1 }, { lineId: 9e15, qty: 1e300 }] },
  { year: 2026, dimension: 'DEPT', rows: [{ keyId: 1, cells: [{ month: 13, orderTarget: -1, salesTarget: 1e300, version: null }] }] },
  { year: 1e9, dimension: 'SEGMENT', rows: [] },
  { version: '0', reason: '\u0000', customerId: '1; drop table sales_order', lines: 'all' },
];
const QUERIES = ['', '?page=-1&size=abc', '?size=1000000&page=1e9', '?version=1e309&sort=;drop', '?keyword=%25%5F%5C&statusList=,,,&fromDate=2026-13-01', '?year=abc&dimension=USER', '?sort=orderDate,sideways&deptId=abc'];

test('no 500s, JSON errors with a Korean message', async () => {
  const routes = t.app.accessTable.filter((r) => PREFIXES.some((p) => r.url.startsWith(`${BASE}/api/${p}`)));
  assert.ok(routes.length >= 10, `routes: ${routes.length}`);
  let requests = 0;
  for (const route of routes) {
    for (const param of route.url.includes(':') ? PARAMS : ['']) {
      const url = route.url.replace(/:\w+/g, param);
      for (const [i, body] of (route.method === 'GET' ? [undefined] : BODIES).entries()) {
        for (const query of i === 0 ? QUERIES : ['']) {
          for (const token of tokens) {
            const res = await t.app.inject({ method: route.method as 'GET', url: `${url}${query}`, headers: bearer(token), payload: body as object });
            requests++;
            const label = `${route.method} ${url}${query} ${JSON.stringify(body)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
            assert.ok(res.statusCode < 500, label);
            if (res.statusCode >= 400) assert.equal(typeof res.json().message, 'string', label);
          }
        }
      }
    }
  }
  assert.ok(requests > 500, `requests: ${requests}`);
});
