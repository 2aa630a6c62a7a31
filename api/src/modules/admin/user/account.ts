import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { type UserStatus, appUser, pushToken } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { inScope, scopeOf } from '../../../lib/dataScope';
import { ApiError, badRequest, notFound, staleVersion } from '../../../lib/httpErrors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { revokeAllOfUser, revokeOtherSessions } from '../../auth/token/store';
import { notify } from '../../cross/notification/notify';
import { nextHistory, passwordProblems, temporaryPassword } from './passwordPolicy';
import { type Caller, USER_ENTITY } from './service';

const REDACTED = '[REDACTED]';

/** A user the caller may manage (USER_HR scope), locked for update; 404 otherwise. */
async function lockManaged(tx: Executor, caller: Caller, id: number) {
  const scope = await scopeOf(tx, caller, 'USER_HR');
  const [user] = await tx.select().from(appUser).where(and(eq(appUser.id, id), eq(appUser.deletedYn, 'N'))).for('update');
  if (!user || !inScope(scope, user.deptId, user.id === caller.userId)) throw notFound(API_MESSAGES.userNotFound);
  return user;
}

/** 400 with the Korean rule texts the password breaks (shown as a list by the UI). */
function policyError(problems: string[]): ApiError {
  const error = new ApiError(400, 'password_policy', API_MESSAGES.passwordPolicy);
  error.body = () => ({ error: 'password_policy', message: API_MESSAGES.passwordPolicy, errors: problems });
  return error;
}

/**
 * PUT /api/user/info/{id}/status: LOCKED and RETIRED end every session and push
 * registration at once; ACTIVE unlocks and clears the failure count.
 */
export async function changeStatus(db: Database, actor: Actor, caller: Caller, id: number, input: { status: UserStatus; version: number }): Promise<void> {
  if (id === caller.userId) throw badRequest(API_MESSAGES.ownStatusChange);
  await db.transaction(async (tx) => {
    const user = await lockManaged(tx, caller, id);
    if (user.version !== input.version) throw staleVersion();
    if (user.status === input.status) return;
    const unlock = input.status === 'ACTIVE';
    await tx
      .update(appUser)
      .set({
        status: input.status,
        ...(unlock ? { failedLoginCount: 0, lockedAt: null } : input.status === 'LOCKED' ? { lockedAt: actor.now } : {}),
        version: user.version + 1,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(eq(appUser.id, id));
    if (!unlock) {
      await revokeAllOfUser(tx, id, actor.now, input.status === 'LOCKED' ? 'LOCKED' : 'RETIRED');
      await tx.delete(pushToken).where(eq(pushToken.userId, id));
    }
    await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: id, action: 'STATE', changes: [{ field: 'status', old: user.status, new: input.status }] });
  });
}

/** PUT /api/user/info/password: the signed-in user's own change. */
export async function changeOwnPassword(db: Database, actor: Actor, userId: number, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
  if (!user) throw notFound(API_MESSAGES.userNotFound);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw badRequest(API_MESSAGES.currentPasswordWrong);
  const problems = await passwordProblems(input.newPassword, { username: user.username, currentHash: user.passwordHash, history: user.passwordHistory });
  if (problems.length > 0) throw policyError(problems);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(appUser).where(eq(appUser.id, userId)).for('update');
    await tx
      .update(appUser)
      .set({
        passwordHash,
        passwordHistory: nextHistory(locked.passwordHash, locked.passwordHistory),
        passwordChangedAt: actor.now,
        mustChangeYn: 'N',
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(eq(appUser.id, userId));
    const changes = [{ field: 'password', old: REDACTED, new: REDACTED }];
    if (locked.mustChangeYn === 'Y') changes.push({ field: 'mustChangeYn', old: 'Y', new: 'N' });
    await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: userId, action: 'UPDATE', changes });
  });
}

/** GET /api/user/info/password/check: the policy for the signed-in user, reuse included. */
export async function checkPassword(db: Database, userId: number, password: string): Promise<{ valid: boolean; errors: string[] }> {
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
  if (!user) throw notFound(API_MESSAGES.userNotFound);
  const errors = await passwordProblems(password, { username: user.username, currentHash: user.passwordHash, history: user.passwordHistory });
  return { valid: errors.length === 0, errors };
}

/** PUT /api/user/info/password/initialize: one-time password, sessions ended, the user told (DOMAIN §3). */
export async function initializePassword(db: Database, actor: Actor, caller: Caller, userId: number): Promise<string> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const user = await lockManaged(tx, caller, userId);
    await tx
      .update(appUser)
      .set({
        passwordHash,
        passwordHistory: nextHistory(user.passwordHash, user.passwordHistory),
        passwordChangedAt: actor.now,
        mustChangeYn: 'Y',
        version: user.version + 1,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(eq(appUser.id, userId));
    await revokeAllOfUser(tx, userId, actor.now, 'RESET');
    await writeAudit(tx, actor, {
      entityType: USER_ENTITY,
      entityId: userId,
      action: 'UPDATE',
      changes: [
        { field: 'password', old: REDACTED, new: REDACTED },
        { field: 'mustChangeYn', old: user.mustChangeYn, new: 'Y' },
      ],
    });
    await notify(tx, {
      userIds: [userId],
      category: 'SYSTEM',
      type: 'PASSWORD_RESET',
      title: '비밀번호 초기화',
      body: '관리자가 비밀번호를 초기화했습니다. 임시 비밀번호로 로그인한 뒤 비밀번호를 변경해 주세요.',
      targetType: USER_ENTITY,
      targetId: userId,
      actorId: actor.actorId,
      now: actor.now,
    });
  });
  return password;
}

/** POST /api/user/info/sessions/revoke-others: every other login of the caller ends. */
export async function revokeOthers(db: Database, actor: Actor, userId: number, familyId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await revokeOtherSessions(tx, userId, familyId, actor.now);
    if (revoked > 0) {
      await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: userId, action: 'STATE', changes: [{ field: 'sessions', old: revoked, new: 0 }] });
    }
    return revoked;
  });
}
