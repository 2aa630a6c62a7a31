import type { FastifyInstance } from 'fastify';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** Routes that end the caller's own session or can lock the account: a probe that must stay signed in leaves them out. */
export const SESSION_ENDING = /\/oauth\/|\/api\/user\/revoke\/|\/sessions\/revoke-others$|\/api\/user\/info\/password$|\/stream$/;

/** One documented operation: its Fastify-style url, query parameters and JSON body schema. */
export type DocumentedRoute = { method: string; url: string; query: Record<string, JsonSchema>; body: JsonSchema | null };

type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's OpenAPI document, with `{id}` turned back into `:id`. */
export function documentedRoutes(app: FastifyInstance): DocumentedRoute[] {
  const doc = app.swagger() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const query = Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]));
      const body = operation.requestBody?.content?.['application/json']?.schema ?? null;
      return [{ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1'), query, body }];
    }),
  );
}
