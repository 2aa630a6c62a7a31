import { type Role, holdsAnyRole, isRole } from '@dure/shared/access';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../config';

/**
 * Access every route under the base path must declare in its `config`:
 * `{ access: 'public' }`, `{ access: 'authenticated' }` or `{ roles: [...] }`
 * (any one role suffices; ROLE_SUPER passes everything).
 */
export type AccessConfig = {
  access?: 'public' | 'authenticated';
  roles?: readonly Role[];
  /** Also accept the access token as `?access_token=` (EventSource cannot send headers); the live notification stream only. */
  queryToken?: boolean;
};

export type AccessRule =
  | { method: string; url: string; access: 'public' | 'authenticated'; roles: readonly Role[] }
  | { method: string; url: string; access: 'roles'; roles: readonly Role[] };

declare module 'fastify' {
  interface FastifyContextConfig extends AccessConfig {}
  interface FastifyInstance {
    /** Every route under the base path with its declared access (for the RBAC matrix test). */
    accessTable: AccessRule[];
  }
}

function ruleOf(route: RouteOptions, method: string): AccessRule {
  const config = (route.config ?? {}) as AccessConfig;
  const where = `${method} ${route.url}`;
  if (config.access && config.roles) throw new Error(`${where}: declare either access or roles, not both`);
  if (config.access === 'public' || config.access === 'authenticated') return { method, url: route.url, access: config.access, roles: [] };
  if (config.access) throw new Error(`${where}: unknown access "${String(config.access)}"`);
  if (Array.isArray(config.roles) && config.roles.length > 0) {
    const unknown = config.roles.filter((r) => !isRole(r));
    if (unknown.length > 0) throw new Error(`${where}: unknown roles ${unknown.join(', ')}`);
    return { method, url: route.url, access: 'roles', roles: config.roles };
  }
  throw new Error(`${where}: route has no access declaration (config.access or config.roles)`);
}

/** Refuses to start when a route under the base path was added without an access rule. */
export const rbacPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('accessTable', [] as AccessRule[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(BASE_PATH)) return;
    for (const method of [route.method].flat()) {
      const rule = ruleOf(route, method);
      if (method !== 'HEAD') app.accessTable.push(rule);
    }
  });
});

/** Whether the authorities satisfy a route's rule (the screens' `useCan` applies the same `holdsAnyRole`). */
export function allows(rule: AccessConfig, authorities: ReadonlySet<string>): boolean {
  return !rule.roles || holdsAnyRole(authorities, rule.roles);
}
