import type { Customer } from '@dure/shared/contracts/crm/customer';
import { eq, sql } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database';
import { appUser, customer, department } from '../../../db/schema';
import { anyOfIds, idsParam, preparedPer } from '../../../lib/prepared';
import { segmentParentName } from '../../okr/segment/view';

const parent = sql`(select p.name from customer p where p.id = ${customer.parentCustomerId})`;
const segment = sql`(select s.name from market_segment s where s.id = ${customer.segmentId})`;

/** Columns of a customer as lists and details answer it, with owner, department and parent names. */
export const customerColumns = {
  id: customer.id,
  customerNo: customer.customerNo,
  name: customer.name,
  customerType: customer.customerType,
  bizRegNo: customer.bizRegNo,
  corpRegNo: customer.corpRegNo,
  ceoName: customer.ceoName,
  bizType: customer.bizType,
  bizItem: customer.bizItem,
  industryCode: customer.industryCode,
  segmentId: customer.segmentId,
  segmentName: sql<string | null>`${segment}`,
  segmentParentName: segmentParentName(sql`${customer.segmentId}`),
  grade: customer.grade,
  status: customer.status,
  phone: customer.phone,
  website: customer.website,
  zipCode: customer.zipCode,
  address1: customer.address1,
  address2: customer.address2,
  emailDomain: customer.emailDomain,
  taxEmail: customer.taxEmail,
  paymentTermDays: customer.paymentTermDays,
  creditLimit: customer.creditLimit,
  parentCustomerId: customer.parentCustomerId,
  parentCustomerName: sql<string | null>`${parent}`,
  mergedIntoId: customer.mergedIntoId,
  ownerUserId: customer.ownerUserId,
  ownerUserName: appUser.name,
  ownerDeptId: customer.ownerDeptId,
  ownerDeptName: department.name,
  lastActivityAt: customer.lastActivityAt,
  createdAt: customer.createdAt,
  updatedAt: customer.updatedAt,
  version: customer.version,
};

/** Customer rows as drizzle types them once joined to the owner (app_user) and owner department, which may be absent. */
type CustomerSelect<F extends SelectedFields> = PgSelectBase<'customer', F, 'partial', { customer: 'not-null'; app_user: 'nullable'; department: 'nullable' }>;

/**
 * Customers joined to their owner and owner department, the names lists show and sort by. `fields` narrows the
 * columns (the keyword page sorts its matching ids selecting only `id`).
 */
export function selectCustomers(db: Executor): CustomerSelect<typeof customerColumns>;
export function selectCustomers<F extends SelectedFields>(db: Executor, fields: F): CustomerSelect<F>;
// drizzle cannot follow joins on a generic selection: the overloads give the type it gives any concrete one.
export function selectCustomers(db: Executor, fields: SelectedFields = customerColumns): unknown {
  return db
    .select(fields)
    .from(customer)
    .leftJoin(appUser, eq(appUser.id, customer.ownerUserId))
    .leftJoin(department, eq(department.id, customer.ownerDeptId));
}

type CustomerRow = Awaited<CustomerSelect<typeof customerColumns>>[number];

/** A selected row as the contract answers it (instants as ISO text). */
export const customerOf = (row: CustomerRow): Customer => ({
  ...row,
  lastActivityAt: row.lastActivityAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const customersByIds = preparedPer((db) => selectCustomers(db).where(anyOfIds(customer.id)).prepare('customer_rows_by_ids'));

export async function loadCustomers(db: Executor, ids: number[]): Promise<Customer[]> {
  if (ids.length === 0) return [];
  return (await customersByIds(db).execute({ ids: idsParam(ids) })).map(customerOf);
}
