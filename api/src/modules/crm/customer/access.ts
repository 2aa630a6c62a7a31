import { type Role, admin, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import type { Executor } from '../../../db/database';
import { type DataScope, type ScopeCaller, inScope, scopeOf } from '../../../lib/dataScope';
import { and, eq } from 'drizzle-orm';
import { customer } from '../../../db/schema';
import { forbidden, notFound, staleVersion } from '../../../lib/httpErrors';

export const AREA = 'CUSTOMER' as const;
export type Caller = ScopeCaller;

export const isCustomerAdmin = (caller: Caller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(AREA) as Role);
const canWrite = (caller: Caller) => isCustomerAdmin(caller) || caller.authorities.has(write(AREA) as Role);

/** DOMAIN §1.3 canRead on a customer row: org/dept scope or the owner. */
export function readable(scope: DataScope, caller: Caller, row: { ownerDeptId: number | null; ownerUserId: number | null }): boolean {
  return inScope(scope, row.ownerDeptId, row.ownerUserId === caller.userId);
}

/** Loads the scope and refuses a row the caller may not read (404, no existence leak) or write (403). */
export async function requireCustomerAccess(
  db: Executor,
  caller: Caller,
  row: { ownerDeptId: number | null; ownerUserId: number | null } | undefined,
  needed: 'READ' | 'WRITE',
): Promise<DataScope> {
  const scope = await scopeOf(db, caller, AREA);
  if (!row || !readable(scope, caller, row)) throw notFound(API_MESSAGES.customerNotFound);
  if (needed === 'WRITE' && !canWrite(caller) && row.ownerUserId !== caller.userId) throw forbidden(API_MESSAGES.recordWriteForbidden);
  return scope;
}

/** Locks a live customer in scope with the caller's write access; checks the version when given. */
export async function lockCustomer(tx: Executor, caller: Caller, id: number, version: number | undefined): Promise<typeof customer.$inferSelect> {
  const [row] = await tx.select().from(customer).where(and(eq(customer.id, id), eq(customer.deletedYn, 'N'))).for('update');
  await requireCustomerAccess(tx, caller, row, 'WRITE');
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

/** Refuses (404) a customer the caller may not read; no lock, for reads outside a transaction. */
export async function requireReadable(db: Executor, caller: Caller, id: number): Promise<void> {
  const [row] = await db.select({ ownerDeptId: customer.ownerDeptId, ownerUserId: customer.ownerUserId }).from(customer).where(and(eq(customer.id, id), eq(customer.deletedYn, 'N')));
  await requireCustomerAccess(db, caller, row, 'READ');
}

/**
 * Whether a form may link the customer (a lead, a CRM record): live and in the caller's customer read
 * scope, or any live one for an administrator of the linking area (`areaAdmin`: they read every record
 * of it anyway). Writes follow the reads: an unknown customer and one out of scope answer alike.
 */
export async function isLinkableCustomer(db: Executor, caller: Caller, id: number, areaAdmin: boolean): Promise<boolean> {
  const [row] = await db.select({ ownerDeptId: customer.ownerDeptId, ownerUserId: customer.ownerUserId }).from(customer).where(and(eq(customer.id, id), eq(customer.deletedYn, 'N')));
  return Boolean(row) && (areaAdmin || readable(await scopeOf(db, caller, AREA), caller, row));
}

/** 404 (as for an unknown customer) unless the form may link the customer: the pickers of lead and CRM record forms. */
export async function requireLinkableCustomer(db: Executor, caller: Caller, id: number, areaAdmin: boolean): Promise<void> {
  if (!(await isLinkableCustomer(db, caller, id, areaAdmin))) throw notFound(API_MESSAGES.customerNotFound);
}
