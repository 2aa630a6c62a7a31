import { API_MESSAGES } from '@dure/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '../config';
import { ApiError, forbidden } from '../lib/httpErrors';
import { type AccessTokenOwner, findLiveAccessToken } from '../modules/auth/token/store';
import { type AccessConfig, allows } from './rbac';

export type AuthContext = Omit<AccessTokenOwner, 'authorities'> & {
  authorities: ReadonlySet<string>;
  /** Initialised password or one older than the maximum age (DOMAIN §3): only the exempt routes answer. */
  mustChangePassword: boolean;
};

/** Routes a user who must change the password can still call (the rest answer 403 password_change_required). */
const PASSWORD_CHANGE_EXEMPT = [/^\/api\/user\/me$/, /^\/api\/user\/info\/password(\/|$)/, /^\/api\/user\/revoke\/token$/, /^\/oauth\//];

export function mustChangePassword(owner: Pick<AccessTokenOwner, 'mustChangeYn' | 'passwordChangedAt'>, now: Date, maxAgeDays: number): boolean {
  if (owner.mustChangeYn === 'Y') return true;
  if (maxAgeDays <= 0 || !owner.passwordChangedAt) return false;
  return now.getTime() - owner.passwordChangedAt.getTime() > maxAgeDays * 24 * 60 * 60 * 1000;
}

declare module 'fastify' {
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
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const rule = request.routeOptions.config as AccessConfig;
    const declared = Boolean(rule.access || rule.roles);
    if (rule.access === 'public' || (!declared && !request.routeOptions.url?.startsWith(BASE_PATH))) return;

    const token = bearerToken(request) ?? (rule.queryToken ? queryToken(request) : null);
    if (token === null) throw new BearerError(API_MESSAGES.unauthorized);
    const now = app.clock();
    const owner = token ? await findLiveAccessToken(app.db, token, now) : null;
    if (!owner) throw new BearerError(API_MESSAGES.invalidToken);
    const authorities = new Set<string>(owner.authorities);
    const mustChange = mustChangePassword(owner, now, app.config.passwordMaxAgeDays);
    request.auth = { ...owner, authorities, mustChangePassword: mustChange };
    if (mustChange && !PASSWORD_CHANGE_EXEMPT.some((re) => re.test(request.routeOptions.url!.slice(BASE_PATH.length)))) {
      throw new ApiError(403, 'password_change_required', API_MESSAGES.passwordChangeRequired);
    }
    if (!allows(rule, authorities)) throw forbidden();
  });
});
