import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { type TestApp, buildTestApp } from './helpers/testApp';

/**
 * The OpenAPI document is generated from the route schemas, which are the contracts the screens
 * import (`@dure/shared/contracts`). A route without a response schema answers a shape no contract
 * states, so the document would be incomplete and the screens would have to restate it.
 */
type Schema = { properties?: Record<string, Schema> } & Record<string, unknown>;
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };

let t: TestApp;
before(async () => {
  // Eager, as the server builds it: a schema that does not compile fails here, not on some route's first request.
  t = await buildTestApp({ seed: false, crm: false, eagerSchemas: true });
});
after(() => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

// Keywords that say nothing about a value's shape: a schema made of these alone accepts anything.
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'example', 'default', 'deprecated', 'readOnly', 'writeOnly', '$comment', '$id', 'nullable']);
const unconstrained = (schema: Schema | undefined) => schema === undefined || Object.keys(schema).every((key) => ANNOTATIONS.has(key));

/** A schema that states the answer: not empty, and not `{ result: <anything> }` (Type.Unknown, Type.Any, `{}`). */
function statesTheAnswer(schema: Schema | undefined): boolean {
  if (unconstrained(schema)) return false;
  const result = schema!.properties?.result;
  return !(schema!.properties && 'result' in schema!.properties && unconstrained(result));
}

function operations(): { route: string; operation: Operation }[] {
  const doc = t.app.swagger() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ route: `${method.toUpperCase()} ${path}`, operation: item[method] }] : [])),
  );
}

test('every route documents the schema of its successful answer, and a payload is never left unconstrained', () => {
  const all = operations();
  assert.ok(all.length > 100, `only ${all.length} routes in the document`);
  const missing = all
    .filter(({ operation }) =>
      !Object.entries(operation.responses ?? {}).some(
        ([status, response]) => /^[23]/.test(status) && Object.values(response.content ?? {}).some((media) => statesTheAnswer(media.schema)),
      ),
    )
    .map(({ route }) => route);
  assert.deepEqual(missing, [], `${missing.length} routes have no response schema:\n${missing.join('\n')}`);
});
