import { http } from '@dure/shared';

export type PasswordCheck = { valid: boolean; errors: string[] };

/** The signed-in user's own account calls (SPEC §7 user/info password routes). */
export const accountApi = {
  changePassword: (currentPassword: string, newPassword: string) =>
    http.put('api/user/info/password', { json: { currentPassword, newPassword } }).json<{ result: boolean }>(),
  checkPassword: (password: string) =>
    http.get('api/user/info/password/check', { searchParams: { password } }).json<{ result: PasswordCheck }>().then((r) => r.result),
  revokeOtherSessions: () =>
    http.post('api/user/info/sessions/revoke-others').json<{ result: { revoked: number } }>().then((r) => r.result.revoked),
};
