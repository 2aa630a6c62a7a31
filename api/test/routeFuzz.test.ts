import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { API_MESSAGES } from '@dure/shared/messages';
import { MULTIPART_ROUTES, type RawPart, rawForm } from './helpers/forms';
import { BASE, type TestApp, bearer, buildTestApp } from './helpers/testApp';
import { type DocumentedRoute, type JsonSchema, SESSION_ENDING, documentedRoutes } from './helpers/routeSchemas';
import { appUser } from '../src/db/schema';
import { invalidateOwners } from '../src/modules/auth/token/invalidation';
import { type TestUser, signIn } from './helpers/users';

/**
 * Property: whatever a signed-in super admin sends to any route — query strings and JSON bodies drawn
 * from the route's own schema, mixed with hostile values — the answer is never a 5xx (issue 14).
 */
let t: TestApp;
let admin: TestUser;

before(async () => {
  t = await buildTestApp({ crm: false });
  admin = await signIn(t, 'admin');
});
after(() => t.close());

const RUNS_PER_ROUTE = 20;

const HOSTILE_TEXT = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '1e308', '-1', '99999999999999999999', '__proto__', 'constructor', "' or 1=1 --", '%_\\', ' ', '');
const HOSTILE_NUMBER = fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53, 2 ** 63, 2 ** 64, 1e308, -1e308, Number.MAX_SAFE_INTEGER);

/** Values for one schema: mostly ones it accepts (so routes are reached past validation), sometimes hostile ones. */
function valueOf(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  const members = schema.anyOf ?? schema.oneOf;
  if (members) return fc.oneof(...members.map((m) => valueOf(m, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: HOSTILE_TEXT });
  // A type list (`['string', 'null']`, a nullable field): each of its types, with the schema's other keywords.
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => valueOf({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'string':
      return fc.oneof({ weight: 3, arbitrary: stringOf(schema) }, { weight: 1, arbitrary: HOSTILE_TEXT });
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? -1_000_000;
      const max = Math.min(schema.maximum ?? 1_000_000, 1e12);
      return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.max(Math.min(max, 2 ** 31), min) }) }, { weight: 1, arbitrary: HOSTILE_NUMBER });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      // At most 4 items, unless the schema asks for more (a week's seven days).
      return fc.array(valueOf(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(Math.min(schema.maxItems ?? 4, 4), schema.minItems ?? 0) });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      return fc.record(Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueOf(s, depth + 1)])), {
        requiredKeys: required.filter((k) => k in properties),
      });
    }
    default:
      return fc.oneof(HOSTILE_TEXT, HOSTILE_NUMBER, fc.constant(null));
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // fast-check cannot draw from every pattern (lookaheads): plain text then, mostly refused by the schema.
    }
  }
  return fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
}

/** A query string from the route's parameters: every value as text, arrays joined by commas. */
function queryOf(query: Record<string, JsonSchema>): fc.Arbitrary<string> {
  const names = Object.keys(query);
  return fc
    .record(Object.fromEntries(names.map((n) => [n, valueOf(query[n])])), { requiredKeys: [] })
    .map((values) => new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, Array.isArray(v) ? v.join(',') : String(v)])).toString());
}

const ID = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('1', '2', '3', '10') }, { weight: 1, arbitrary: fc.constantFrom('0', '99999999999999999999', '1e308', 'abc') });

function requestOf(route: DocumentedRoute) {
  const params = (route.url.match(/:\w+/g) ?? []).length;
  return fc.record({
    ids: fc.array(ID, { minLength: params, maxLength: params }),
    query: queryOf(route.query),
    body: route.body ? valueOf(route.body) : fc.constant(undefined),
  });
}

/** A NUL or a surrogate without its pair: what the input guard refuses. */
const BAD_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORM_TEXT = fc.oneof({ weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) }, { weight: 1, arbitrary: HOSTILE_TEXT }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) });

// Runs before the walk below, whose writes may change the admin's own account (a status or grant drawn by id).
test('a multipart form with a NUL or lone surrogate in any text field or file name is a 400 naming that field, never a 5xx', async () => {
  const failures: string[] = [];
  for (const route of MULTIPART_ROUTES) {
    const { field: fileField, ...file } = route.file;
    const form = fc.record({
      // A form of a file alone (the payroll upload) draws only its file name.
      fields:
        route.fields.length === 0
          ? fc.constant<RawPart[]>([])
          : fc.subarray(route.fields, { minLength: 1 }).chain((names) => fc.tuple(...names.map((name) => FORM_TEXT.map((value): RawPart => ({ name, value }))))),
      // Line breaks are left out of file names: the form parser drops some such parts whole, so no name reaches the api.
      filename: fc.oneof(fc.constant(file.filename), FORM_TEXT.map((text) => `${text.replace(/[\r\n]/g, '')}.pdf`)),
    });
    await fc.assert(
      fc.asyncProperty(form, async ({ fields, filename }) => {
        const parts: RawPart[] = [...fields, { name: fileField, ...file, filename }];
        const body = rawForm(parts);
        const res = await t.app.inject({ method: route.method, url: `${BASE}${route.path}`, headers: { ...bearer(admin.token), ...body.headers }, payload: body.payload });
        const bad = parts.find((part) => BAD_CHARACTER.test(part.filename ?? part.value ?? ''));
        const ok = bad ? res.statusCode === 400 && res.json().fields?.[bad.name] === API_MESSAGES.fieldBadCharacter : res.statusCode < 500;
        if (!ok) failures.push(`${route.method} ${route.path} ${JSON.stringify(parts.map(({ bytes: _, ...p }) => p))} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        return ok;
      }),
      { numRuns: 60, endOnFailure: true },
    ).catch(() => {});
  }
  assert.deepEqual(failures, []);
});

test('no route answers 5xx to query strings and bodies drawn from its schema', async (ctx) => {
  const routes = documentedRoutes(t.app).filter((r) => r.url.startsWith(BASE) && !SESSION_ENDING.test(r.url));
  assert.ok(routes.length > 150, `routes: ${routes.length}`);
  const adminId = String(admin.id);
  // The admin's sign-in as seeded: a drawn write may reset, lock or deactivate the account, not only end the session.
  const [account] = await t.app.db
    .select({ passwordHash: appUser.passwordHash, status: appUser.status, mustChangeYn: appUser.mustChangeYn, failedLoginCount: appUser.failedLoginCount, lockedAt: appUser.lockedAt })
    .from(appUser)
    .where(eq(appUser.id, admin.id));
  const failures: string[] = [];
  for (const route of routes) {
    await fc.assert(
      fc.asyncProperty(requestOf(route), async ({ ids, query, body }) => {
        let i = 0;
        const url = route.url.replace(/:\w+/g, () => {
          const id = ids[i++] ?? '1';
          return id === adminId ? '2' : id;
        });
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: query ? `${url}?${query}` : url,
          headers: bearer(admin.token),
          ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { ...bearer(admin.token), 'content-type': 'application/json' } }),
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url}?${query} ${JSON.stringify(body)?.slice(0, 200)} → ${res.statusCode}`);
        return res.statusCode < 500;
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    ).catch(() => {});
    // A drawn write can end the admin's own session (ids in a body are not steered away from the admin's), even reset
    // its password: the account is put back as seeded and the next route starts signed in again, so every route is
    // reached past authentication.
    if ((await t.app.inject({ method: 'GET', url: `${BASE}/api/user/me`, headers: bearer(admin.token) })).statusCode === 401) {
      ctx.diagnostic(`${route.method} ${route.url} ended the admin's session`);
      await t.app.db.update(appUser).set(account!).where(eq(appUser.id, admin.id));
      await invalidateOwners(t.app.db, admin.id);
      admin = await signIn(t, 'admin');
    }
  }
  assert.deepEqual(failures, []);
});
