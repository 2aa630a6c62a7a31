import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { customer } from '../../../db/schema';
import { customerKeyword } from './search';

export type PickedCustomer = { id: number; customerNo: string; name: string; bizRegNo: string | null; status: string };

/**
 * Customers any signed-in user may pick (DOMAIN §4: pickers give any user id, number, name):
 * live, not merged, matching the customer keyword rule (./search).
 */
export async function pickCustomers(db: Executor, keyword: string | undefined, size: number): Promise<PickedCustomer[]> {
  const text = keyword?.trim() ?? '';
  const match = customerKeyword(text);
  return db
    .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
    .from(customer)
    .where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'), match))
    .orderBy(sql`${customer.name} = ${text} desc`, asc(customer.name), asc(customer.id))
    .limit(size);
}
