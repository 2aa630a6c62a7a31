import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/database';
import { companyDomainOf } from './normalize';

/** Company mail domain of a customer: its website host, else the tax mail, else its contacts' most common company domain. */
export async function emailDomainOf(tx: Executor, customerId: number, website: string | null, taxEmail: string | null): Promise<string | null> {
  const own = companyDomainOf(website) ?? companyDomainOf(taxEmail);
  if (own) return own;
  const rows = await rowsOf<{ email: string }>(
    tx,
    sql`select email from contact where customer_id = ${customerId} and deleted_yn = 'N' and email is not null order by primary_yn desc, id`,
  );
  const counts = new Map<string, number>();
  for (const { email } of rows) {
    const domain = companyDomainOf(email);
    if (domain) counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
