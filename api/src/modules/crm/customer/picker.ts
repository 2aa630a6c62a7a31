import type { PickedContact, PickedCustomer } from '@dure/shared/contracts/crm/customer';
import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { contact, customer } from '../../../db/schema';
import { containsPattern } from '../../../lib/like';
import { customerKeyword } from './search';

/**
 * Customers any signed-in user may pick (DOMAIN §4: pickers give any user id, number, name):
 * live, not merged, matching the customer keyword rule (./search).
 */
export async function pickCustomers(db: Executor, keyword: string | undefined, size: number, id?: number): Promise<PickedCustomer[]> {
  const text = keyword?.trim() ?? '';
  const match = id === undefined ? customerKeyword(text) : eq(customer.id, id);
  return db
    .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
    .from(customer)
    .where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'), match))
    .orderBy(sql`${customer.name} = ${text} desc`, asc(customer.name), asc(customer.id))
    .limit(size);
}

/**
 * A customer's active contacts for a picker (lead, contract, order forms): name, department,
 * title and the primary flag only, never e-mail or phone (PIPA); primary first.
 */
export async function pickContacts(db: Executor, customerId: number, keyword?: string): Promise<PickedContact[]> {
  const text = keyword?.trim();
  return db
    .select({ id: contact.id, name: contact.name, deptName: contact.deptName, title: contact.title, primaryYn: contact.primaryYn })
    .from(contact)
    .where(and(eq(contact.customerId, customerId), eq(contact.deletedYn, 'N'), eq(contact.status, 'ACTIVE'), text ? ilike(contact.name, containsPattern(text)) : undefined))
    .orderBy(desc(contact.primaryYn), asc(contact.name), asc(contact.id))
    .limit(200);
}
