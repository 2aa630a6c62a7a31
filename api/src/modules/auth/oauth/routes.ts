import { OAUTH_SCOPE } from '@dure/shared/constants';
import { CheckTokenResponse, TokenResponse } from '@dure/shared/contracts/auth/oauth';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { type IssuedPair, findLiveAccessToken } from '../token/store';
import { authenticateClient } from './clientAuth';
import { invalidToken, unsupportedGrantType } from './oauthErrors';
import { grantedScope, param, requiredParam } from './params';
import { passwordGrant } from './passwordGrant';
import { refreshGrant } from './refreshGrant';

const tokenResponse = (pair: IssuedPair): TokenResponse => ({
  access_token: pair.accessToken,
  token_type: 'bearer',
  refresh_token: pair.refreshToken,
  expires_in: pair.expiresIn,
  scope: pair.scope,
});

const FORM_DOC = {
  tags: ['oauth'],
  security: [{ clientBasic: [] }],
} as const;

/** POST /oauth/token and POST /oauth/check_token in Spring Security OAuth2's shapes. */
export async function oauthRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  });

  app.post(
    '/oauth/token',
    {
      config: { access: 'public' },
      schema: {
        ...FORM_DOC,
        summary: '토큰 발급 (password, refresh_token)',
        description:
          'application/x-www-form-urlencoded (JSON도 허용). grant_type=password: username, password, scope=read_profile. ' +
          'grant_type=refresh_token: refresh_token, scope.',
        response: { 200: TokenResponse },
      },
    },
    async (request) => {
      const clientId = authenticateClient(request, app.config.oauth);
      const body = request.body;
      const grantType = requiredParam(body, 'grant_type');
      const actor = actorOf(request);
      if (grantType === 'password') {
        const username = requiredParam(body, 'username');
        const password = requiredParam(body, 'password');
        const scope = grantedScope(param(body, 'scope'));
        return tokenResponse(await passwordGrant(app, { username, password, clientId, scope, actor }));
      }
      if (grantType === 'refresh_token') {
        const refreshToken = requiredParam(body, 'refresh_token');
        const requestedScope = param(body, 'scope');
        if (requestedScope !== null) grantedScope(requestedScope);
        return tokenResponse(await refreshGrant(app, { refreshToken, clientId, requestedScope, actor }));
      }
      throw unsupportedGrantType();
    },
  );

  app.post(
    '/oauth/check_token',
    {
      config: { access: 'public' },
      schema: { ...FORM_DOC, summary: '토큰 확인 (권한 목록)', description: 'form: token', response: { 200: CheckTokenResponse } },
    },
    async (request): Promise<CheckTokenResponse> => {
      const clientId = authenticateClient(request, app.config.oauth);
      const token = requiredParam(request.body, 'token');
      const now = app.clock();
      const owner = await findLiveAccessToken(app.db, token, now);
      if (!owner || owner.clientId !== clientId) throw invalidToken();
      return {
        active: true,
        exp: Math.floor(owner.accessExpiresAt.getTime() / 1000),
        user_name: owner.username,
        authorities: owner.authorities,
        client_id: owner.clientId,
        scope: owner.scope ? owner.scope.split(' ') : [OAUTH_SCOPE],
      };
    },
  );
}
