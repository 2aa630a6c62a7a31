// @pglite: reads only the route table, which is the same on both databases
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, buildTestApp } from './helpers/testApp';

/**
 * The OpenAPI document is generated from the route schemas, which are the contracts the screens
 * import (`@dure/shared/contracts`). A route without a response schema answers a shape no contract
 * states, so the document would be incomplete and the screens would have to restate it.
 */
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

let t: TestApp;
before(async () => {
  t = await buildTestApp({ seed: false, crm: false });
});
after(() => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operations(): { route: string; operation: Operation }[] {
  const doc = t.app.swagger() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ route: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [])),
  );
}

test('every route documents the schema of its successful answer', () => {
  const all = operations();
  assert.ok(all.length > 100, `only ${all.length} routes in the document`);
  const missing = all
    .filter(({ operation }) =>
      !Object.entries(operation.responses ?? {}).some(
        ([status, response]) => /^[23]/.test(status) && Object.values(response.content ?? {}).some((media) => media.schema !== undefined),
      ),
    )
    .map(({ route }) => route);
  assert.deepEqual(missing, [], `${missing.length} routes have no response schema:\n${missing.join('\n')}`);
});
