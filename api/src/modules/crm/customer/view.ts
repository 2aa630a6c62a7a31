import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, customer, department } from '../../../db/schema';
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

export function selectCustomers(db: Executor) {
  return db
    .select(customerColumns)
    .from(customer)
    .leftJoin(appUser, eq(appUser.id, customer.ownerUserId))
    .leftJoin(department, eq(department.id, customer.ownerDeptId));
}

export async function loadCustomers(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return selectCustomers(db).where(inArray(customer.id, ids));
}

export type CustomerView = Awaited<ReturnType<typeof loadCustomers>>[number];
