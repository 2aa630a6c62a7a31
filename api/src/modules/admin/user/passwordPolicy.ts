import { randomInt } from 'node:crypto';
import { API_MESSAGES } from '@dure/shared/messages';
import { verifyPassword } from '../../../lib/passwords';

/** What the reuse rule compares against: the current hash and the ones before it (DOMAIN §3: last 3). */
export type PasswordContext = { username: string; currentHash?: string | null; history?: readonly string[] };

export const PASSWORD_HISTORY_KEPT = 2;

/** Korean texts of every rule the password breaks (DOMAIN §3); empty when it is acceptable. */
export async function passwordProblems(password: string, context: PasswordContext): Promise<string[]> {
  const problems: string[] = [];
  if (password.length < 9) problems.push(API_MESSAGES.passwordRuleLength);
  if (password.length > 200) problems.push(API_MESSAGES.passwordRuleTooLong);
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3) problems.push(API_MESSAGES.passwordRuleClasses);
  if (context.username && password.toLowerCase() === context.username.toLowerCase()) problems.push(API_MESSAGES.passwordRuleUsername);
  if (problems.length === 0) {
    const previous = [context.currentHash, ...(context.history ?? [])].filter((h): h is string => Boolean(h));
    for (const hash of previous) {
      if (await verifyPassword(hash, password)) {
        problems.push(API_MESSAGES.passwordRuleReuse);
        break;
      }
    }
  }
  return problems;
}

/** The history after a change: the replaced hash first, at most PASSWORD_HISTORY_KEPT kept. */
export const nextHistory = (currentHash: string, history: readonly string[]) => [currentHash, ...history].slice(0, PASSWORD_HISTORY_KEPT);

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];

/** A one-time password meeting the policy: 12 characters with every class, no look-alike letters. */
export function temporaryPassword(): string {
  const all = SETS.join('');
  const chars = [...SETS.map((set) => set[randomInt(set.length)]), ...Array.from({ length: 8 }, () => all[randomInt(all.length)])];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
