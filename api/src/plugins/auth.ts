import { API_MESSAGES } from '@dure/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../config';
import { ApiError, forbidden } from '../lib/httpErrors';
import { heard, invalidationsSent, originOf, parseInvalidation, registerOwnerCache } from '../modules/auth/token/invalidation';
import { type CachedOwner, OwnerCache } from '../modules/auth/token/ownerCache';
import { type AccessTokenOwner, resolveAccessToken } from '../modules/auth/token/store';
import { sha256Hex } from '../lib/tokens';
import { type AccessConfig, allows } from './rbac';

export type AuthContext = CachedOwner & {
  /** Initialised password or one older than the maximum age (DOMAIN §3): only the exempt routes answer. */
  mustChangePassword: boolean;
};

/** Routes a user who must change the password can still call (the rest answer 403 password_change_required). */
const PASSWORD_CHANGE_EXEMPT = [/^\/api\/user\/me$/, /^\/api\/user\/info\/password(\/|$)/, /^\/api\/user\/revoke\/token$/, /^\/oauth\//];

/** Whether a route (its url pattern) is exempt, decided once per route. */
const exemptRoutes = new Map<string, boolean>();
function exemptFromPasswordChange(url: string): boolean {
  let exempt = exemptRoutes.get(url);
  if (exempt === undefined) exemptRoutes.set(url, (exempt = PASSWORD_CHANGE_EXEMPT.some((re) => re.test(url.slice(BASE_PATH.length)))));
  return exempt;
}

/** Token owners kept at most; each entry is a few hundred bytes. */
const OWNER_CACHE_ENTRIES = 10_000;
/** Safety net only: every change that matters invalidates at once (see invalidation.ts). */
const OWNER_CACHE_TTL_MS = 30_000;

export function mustChangePassword(owner: Pick<AccessTokenOwner, 'mustChangeYn' | 'passwordChangedAt'>, now: Date, maxAgeDays: number): boolean {
  if (owner.mustChangeYn === 'Y') return true;
  if (maxAgeDays <= 0 || !owner.passwordChangedAt) return false;
  return now.getTime() - owner.passwordChangedAt.getTime() > maxAgeDays * 24 * 60 * 60 * 1000;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolved owners of recently used access tokens on this instance. */
    tokenOwners: OwnerCache;
  }
  interface FastifyRequest {
    /** The signed-in user of a non-public route; null on public routes. */
    auth: AuthContext | null;
  }
}

/** 401 in Spring's resource-server shape plus the Korean `message` the UI shows. */
export class BearerError extends ApiError {
  constructor(description: string) {
    super(401, 'invalid_token', description, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }

  override body() {
    return { error: 'invalid_token', error_description: this.message, message: this.message };
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/** `?access_token=` of a route that allows it: null when absent, '' when not token-shaped (→ 401 like a bad header). */
function queryToken(request: FastifyRequest): string | null {
  const value = (request.query as Record<string, unknown> | undefined)?.access_token;
  if (value === undefined) return null;
  return typeof value === 'string' && /^[A-Za-z0-9\-._~+/]+=*$/.test(value) ? value : '';
}

/**
 * Authenticates the bearer token of every non-public route and checks the
 * route's declared roles. Runs before the body is parsed, so an anonymous
 * caller learns nothing about validation.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const cache = new OwnerCache(OWNER_CACHE_ENTRIES, OWNER_CACHE_TTL_MS);
  app.decorate('tokenOwners', cache);
  app.decorateRequest('auth', null);
  const { database } = app.config;
  const listensOn = database.kind === 'postgres' ? database.url : null;
  const unregister = registerOwnerCache(app.db, cache, listensOn);
  let unsubscribe = () => {};
  // A response that ended sessions or changed rights goes out once every instance has been told.
  app.addHook('onSend', async () => invalidationsSent(app.db));
  app.addHook('onReady', async () => {
    const origin = originOf(app.db);
    unsubscribe = app.notificationBus.onOwnerChange((payload) => {
      if (listensOn) heard(payload, cache, listensOn);
      const target = parseInvalidation(payload, origin);
      if (target !== null) cache.drop(target);
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    unregister();
  });

  /** The token's owner from this instance's cache, else from the database (cached unless an invalidation came meanwhile). */
  async function ownerOf(token: string, now: Date): Promise<CachedOwner | null> {
    const hash = sha256Hex(token);
    const cached = cache.get(hash, now.getTime());
    if (cached) return cached;
    const generation = cache.begin();
    const resolved = await resolveAccessToken(app.db, hash, now);
    if (!resolved) return null;
    const owner = { ...resolved.owner, authorities: new Set<string>(resolved.owner.authorities) };
    cache.set(hash, owner, now.getTime(), generation, resolved.grantsChangeAt);
    return owner;
  }

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const rule = request.routeOptions.config as AccessConfig;
    const declared = Boolean(rule.access || rule.roles);
    if (rule.access === 'public' || (!declared && !request.routeOptions.url?.startsWith(BASE_PATH))) return;

    const token = bearerToken(request) ?? (rule.queryToken ? queryToken(request) : null);
    if (token === null) throw new BearerError(API_MESSAGES.unauthorized);
    const now = app.clock();
    const owner = token ? await ownerOf(token, now) : null;
    if (!owner) throw new BearerError(API_MESSAGES.invalidToken);
    const mustChange = mustChangePassword(owner, now, app.config.passwordMaxAgeDays);
    request.auth = { ...owner, mustChangePassword: mustChange };
    if (mustChange && !exemptFromPasswordChange(request.routeOptions.url!)) {
      throw new ApiError(403, 'password_change_required', API_MESSAGES.passwordChangeRequired);
    }
    if (!allows(rule, owner.authorities)) throw forbidden();
  });
});
