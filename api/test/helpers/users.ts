import { eq } from 'drizzle-orm';
import { appUser, userAuthority } from '../../src/db/schema';
import { invalidateOwners } from '../../src/modules/auth/token/invalidation';
import { type TestApp, login } from './testApp';

export type TestUser = { id: number; username: string; token: string };

/** A signed-in demo user: id and access token. */
export async function signIn(t: TestApp, username: string): Promise<TestUser> {
  const [user] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username));
  if (!user) throw new Error(`no user ${username}`);
  return { id: user.id, username, token: (await login(t.app, username)).access_token };
}

/** Grants by a bare write, telling the token-owner caches as the grant service does. */
export async function grant(t: TestApp, userId: number, ...codes: string[]): Promise<void> {
  await t.app.db.insert(userAuthority).values(codes.map((authorityCode) => ({ userId, authorityCode }))).onConflictDoNothing();
  await invalidateOwners(t.app.db, userId);
}

/** Several demo users signed in at once, in the order named. */
export function signInAll<const Names extends readonly string[]>(t: TestApp, usernames: Names): Promise<{ [K in keyof Names]: TestUser }> {
  return Promise.all(usernames.map((username) => signIn(t, username))) as Promise<{ [K in keyof Names]: TestUser }>;
}
