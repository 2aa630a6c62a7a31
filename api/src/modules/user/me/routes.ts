import { Result } from '@dure/shared/contracts';
import { CurrentUser } from '@dure/shared/contracts/user/me';
import type { FastifyInstance } from 'fastify';
import { toKst } from '../../../lib/time';

/** GET /api/user/me: the signed-in user, under `result` (SPEC §3, §7). */
export async function meRoutes(app: FastifyInstance) {
  app.get('/api/user/me', { config: { access: 'authenticated' }, schema: { tags: ['user'], summary: '현재 사용자', response: { 200: Result(CurrentUser) } } }, async (request): Promise<{ result: CurrentUser }> => {
    // Everything comes with the token's owner (cached per instance, invalidated on every change): no database read.
    const { userId, username, mustChangePassword, passwordChangedAt, authorities, allowedPages, profile } = request.auth!;
    const { lastLoginAt, profileImageId, ...rest } = profile;
    return {
      result: {
        id: userId,
        username,
        ...rest,
        status: 'ACTIVE',
        // Stored flag or a password past its maximum age: the UI sends the user to the change screen either way.
        mustChangeYn: mustChangePassword ? 'Y' : 'N',
        mustChangePassword,
        lastLoginAt: toKst(lastLoginAt),
        passwordChangedAt: toKst(passwordChangedAt),
        hasPhotoYn: profileImageId === null ? 'N' : 'Y',
        authorities: [...authorities].sort(),
        allowedPages,
      },
    };
  });
}
