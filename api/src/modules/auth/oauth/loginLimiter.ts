import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { loginAttempt } from '../../../db/schema';

export type LoginLimits = { windowSeconds: number; maxFailuresPerUser: number; maxFailuresPerIp: number };

/** Usernames are compared trimmed and lower-case, for real and unknown accounts alike. */
export const loginKey = (username: string) => username.trim().toLowerCase().slice(0, 100);

/**
 * When `max` failures inside the window match, the caller waits until the
 * max-th most recent of them leaves the window. Returns the seconds to wait, or 0.
 */
async function waitFor(db: Executor, where: ReturnType<typeof and>, max: number, windowSeconds: number, now: Date): Promise<number> {
  const [row] = await db.select({ at: loginAttempt.at }).from(loginAttempt).where(where).orderBy(desc(loginAttempt.at)).offset(max - 1).limit(1);
  if (!row) return 0;
  return Math.max(1, Math.ceil((row.at.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Seconds until a password login for this username from this IP is allowed
 * again, 0 when it is allowed now. A successful login resets the per-user
 * count; the per-IP count only ages out.
 */
export async function loginWaitSeconds(db: Executor, input: { username: string; ip: string; now: Date; limits: LoginLimits }): Promise<number> {
  const { username, ip, now, limits } = input;
  const windowStart = new Date(now.getTime() - limits.windowSeconds * 1000);
  const lastSuccess = sql`coalesce((select max(${loginAttempt.at}) from ${loginAttempt} where ${loginAttempt.username} = ${username} and ${loginAttempt.success}), '-infinity'::timestamptz)`;
  const userWait = await waitFor(
    db,
    and(eq(loginAttempt.username, username), eq(loginAttempt.success, false), gt(loginAttempt.at, windowStart), gt(loginAttempt.at, lastSuccess)),
    limits.maxFailuresPerUser,
    limits.windowSeconds,
    now,
  );
  const ipWait = await waitFor(
    db,
    and(eq(loginAttempt.ip, ip), eq(loginAttempt.success, false), gt(loginAttempt.at, windowStart)),
    limits.maxFailuresPerIp,
    limits.windowSeconds,
    now,
  );
  return Math.max(userWait, ipWait);
}

export async function recordLoginAttempt(db: Executor, attempt: { username: string; ip: string; success: boolean; at: Date }): Promise<void> {
  await db.insert(loginAttempt).values(attempt);
}

/**
 * Starts the per-account count afresh, as a successful login does: an administrator unlocking the
 * account. The row counts as a success for the account only; per-IP counts are left as they are.
 */
export async function resetAccountLimit(db: Executor, input: { username: string; ip: string | null; at: Date }): Promise<void> {
  await recordLoginAttempt(db, { username: loginKey(input.username), ip: input.ip ?? 'unknown', success: true, at: input.at });
}
