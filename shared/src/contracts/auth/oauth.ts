import { type Static, Type } from 'typebox';

/**
 * POST /oauth/token and /oauth/check_token in Spring Security OAuth2's shapes (DESIGN §3): snake_case fields,
 * no `result` envelope. Both take application/x-www-form-urlencoded (or JSON) with the client in HTTP Basic.
 */

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.String({ description: 'bearer' }),
  refresh_token: Type.String(),
  expires_in: Type.Integer({ minimum: 0, description: '초' }),
  scope: Type.String({ description: '공백으로 구분' }),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const CheckTokenResponse = Type.Object({
  active: Type.Boolean(),
  exp: Type.Integer({ description: '만료 시각 (epoch 초)' }),
  user_name: Type.String(),
  authorities: Type.Array(Type.String()),
  client_id: Type.String(),
  scope: Type.Array(Type.String()),
});
export type CheckTokenResponse = Static<typeof CheckTokenResponse>;

/** `{"error":"invalid_grant","error_description":"…"}` with the Korean description the login page shows. */
export const OAuthErrorBody = Type.Object({ error: Type.String(), error_description: Type.String() });
export type OAuthErrorBody = Static<typeof OAuthErrorBody>;
