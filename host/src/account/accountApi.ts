import { http, result } from '@dure/shared';
import type { PasswordCheck, SessionsRevoked } from '@dure/shared/contracts/admin/user';

export type { PasswordCheck } from '@dure/shared/contracts/admin/user';

/** The signed-in user's own account calls (SPEC §7 user/info password routes). */
export const accountApi = {
  changePassword: (currentPassword: string, newPassword: string) =>
    http.put('api/user/info/password', { json: { currentPassword, newPassword } }).json<{ result: true }>(),
  checkPassword: (password: string) => result<PasswordCheck>(http.post('api/user/info/password/check', { json: { password } })),
  revokeOtherSessions: () => result<SessionsRevoked>(http.post('api/user/info/sessions/revoke-others')).then((r) => r.revoked),
};
