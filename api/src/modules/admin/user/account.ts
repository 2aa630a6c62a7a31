import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { type UserStatus, appUser, pushToken } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { inScope, scopeOf } from '../../../lib/dataScope';
import { ApiError, badRequest, notFound, staleVersion } from '../../../lib/httpErrors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { countFailure } from '../../auth/oauth/accountLock';
import { type LoginLimits, loginKey, loginWaitSeconds, recordLoginAttempt, resetAccountLimit } from '../../auth/oauth/loginLimiter';
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
    if (unlock) await resetAccountLimit(tx, { username: user.username, ip: actor.ip, at: actor.now });
    else {
      await revokeAllOfUser(tx, id, actor.now, input.status === 'LOCKED' ? 'LOCKED' : 'RETIRED');
      await tx.delete(pushToken).where(eq(pushToken.userId, id));
    }
    await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: id, action: 'STATE', changes: [{ field: 'status', old: user.status, new: input.status }] });
  });
}

/** What a change of the own password needs besides the input: the login limits it shares (DOMAIN §3). */
export type PasswordGuessRules = { limits: LoginLimits; lockFailures: number };

/**
 * The current password proves the owner, so a wrong one counts like a failed login: the per-account
 * limiter applies before the check, and the lock-th consecutive failure locks the account.
 */
async function verifyCurrentPassword(db: Database, actor: Actor, user: { id: number; username: string; passwordHash: string }, password: string, rules: PasswordGuessRules) {
  const username = loginKey(user.username);
  const ip = actor.ip ?? 'unknown';
  const wait = await loginWaitSeconds(db, { username, ip, now: actor.now, limits: rules.limits });
  if (wait > 0) throw new ApiError(429, 'too_many_requests', API_MESSAGES.tooManyAttempts, undefined, { 'Retry-After': String(wait) });
  if (await verifyPassword(user.passwordHash, password)) return;
  await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, { username, ip, success: false, at: actor.now });
    await countFailure(tx, user.id, actor, rules.lockFailures);
  });
  throw badRequest(API_MESSAGES.currentPasswordWrong);
}

/**
 * PUT /api/user/info/password: the signed-in user's own change. Every other session of the user
 * ends with it (a changed password is how a user shuts out whoever else holds a session); the
 * login (`keepFamilyId`) that made the change stays.
 */
export async function changeOwnPassword(
  db: Database,
  actor: Actor,
  session: { userId: number; familyId: string },
  input: { currentPassword: string; newPassword: string },
  rules: PasswordGuessRules,
): Promise<void> {
  const { userId } = session;
  const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
  if (!user) throw notFound(API_MESSAGES.userNotFound);
  await verifyCurrentPassword(db, actor, user, input.currentPassword, rules);
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
        failedLoginCount: 0,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(eq(appUser.id, userId));
    await recordLoginAttempt(tx, { username: loginKey(user.username), ip: actor.ip ?? 'unknown', success: true, at: actor.now });
    await revokeOtherSessions(tx, userId, session.familyId, actor.now, 'PASSWORD');
    const changes = [{ field: 'password', old: REDACTED, new: REDACTED }];
    if (locked.mustChangeYn === 'Y') changes.push({ field: 'mustChangeYn', old: 'Y', new: 'N' });
    await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: userId, action: 'UPDATE', changes });
  });
}

/**
 * POST /api/user/info/password/check: the policy rules that need no secret. Whether the candidate is
 * the current or a recent password is only told by the change, after the current password is proven;
 * answering it here would let a session guess the password without limit.
 */
export async function checkPassword(db: Database, userId: number, password: string): Promise<{ valid: boolean; errors: string[] }> {
  const [user] = await db.select({ username: appUser.username }).from(appUser).where(eq(appUser.id, userId));
  if (!user) throw notFound(API_MESSAGES.userNotFound);
  const errors = await passwordProblems(password, { username: user.username });
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
