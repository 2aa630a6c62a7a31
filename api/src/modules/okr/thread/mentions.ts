import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser } from '../../../db/schema';
import { mentionedUserIds } from '../../../lib/richText';

// `@kim.minjun` typed as text: an @ not preceded by a name character (so not an e-mail address).
const TYPED_MENTION = /(^|[^A-Za-z0-9._%+-])@([A-Za-z][A-Za-z0-9._-]{0,49})/g;

/** Usernames typed as `@username` in the visible text of sanitised HTML. */
export function typedUsernames(html: string): string[] {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;|&#160;/g, ' ');
  const names = [...text.matchAll(TYPED_MENTION)].map((m) => m[2].replace(/[._-]+$/, '').toLowerCase());
  return [...new Set(names)];
}

/** Active users mentioned in the body: the editor's mention chips (user ids) and typed `@username`s. */
export async function mentionedUsers(db: Executor, html: string): Promise<number[]> {
  const ids = mentionedUserIds(html);
  const names = typedUsernames(html);
  if (ids.length === 0 && names.length === 0) return [];
  const live = and(eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE'));
  const byId = ids.length > 0 ? await db.select({ id: appUser.id }).from(appUser).where(and(live, inArray(appUser.id, ids))) : [];
  const byName = names.length > 0 ? await db.select({ id: appUser.id }).from(appUser).where(and(live, inArray(appUser.username, names))) : [];
  return [...new Set([...byId, ...byName].map((r) => r.id))];
}
