import type { CustomerDetail, MergeBody, MergeResult } from '@dure/shared/contracts/crm/customer';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../../db/database';
import { contact, customer } from '../../../db/schema';
import { type Actor, diff, writeAudit } from '../../../lib/audit';
import { notFound, stateConflict, validationError } from '../../../lib/httpErrors';
import { type Caller, lockCustomer } from './access';
import { emailDomainOf } from './emailDomain';
import { CUSTOMER_ENTITY } from './record';
import { AUDITED, getCustomer } from './service';
import { nameKeyOf } from './normalize';

type CustomerRow = typeof customer.$inferSelect;

/** Fields whose value the merge dialog lets the user take from any of the merged customers. */
export const MERGEABLE_FIELDS = [
  'name',
  'customerType',
  'bizRegNo',
  'corpRegNo',
  'ceoName',
  'bizType',
  'bizItem',
  'industryCode',
  'grade',
  'phone',
  'website',
  'zipCode',
  'address1',
  'address2',
  'taxEmail',
  'paymentTermDays',
  'creditLimit',
  'parentCustomerId',
  'segmentId',
  'ownerUserId',
  'ownerDeptId',
] as const satisfies readonly (typeof AUDITED)[number][];

/**
 * Toolkit rows keyed by record type and id (DOMAIN §9) that follow the survivor.
 * `unique`: columns of a unique key besides the target, whose duplicates the survivor's row wins.
 */
const RECORD_TABLES: { table: string; type: string; id: string; unique?: string[] }[] = [
  { table: 'comment', type: 'target_type', id: 'target_id' },
  { table: 'attachment', type: 'target_type', id: 'target_id' },
  { table: 'activity', type: 'target_type', id: 'target_id' },
  { table: 'action_item', type: 'target_type', id: 'target_id' },
  { table: 'notification', type: 'target_type', id: 'target_id' },
  { table: 'share', type: 'target_type', id: 'target_id', unique: ['grantee_type', 'grantee_id'] },
  { table: 'bookmark', type: 'target_type', id: 'target_id', unique: ['user_id'] },
  { table: 'audit_history', type: 'entity_type', id: 'entity_id' },
];

/**
 * Every other table that points at a customer: foreign keys to `customer` and columns
 * named `customer_id`, found in the catalog, so tables added later (orders, invoices,
 * receivables…) follow a merge without code here. `contact` and the customer's own
 * self-references are handled explicitly.
 */
async function customerReferences(tx: Executor): Promise<{ table: string; column: string }[]> {
  const rows = await rowsOf<{ table: string; column: string }>(
    tx,
    sql`${referencesQuery('customer')}
      union
      select table_name as "table", column_name as "column"
        from information_schema.columns
        where table_schema = current_schema() and column_name = 'customer_id'`,
  );
  return rows.filter((r) => r.table !== 'customer' && r.table !== 'contact').sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** Columns with a foreign key to a table. */
const referencesQuery = (target: 'customer' | 'contact') =>
  sql`select distinct cl.relname as "table", a.attname as "column"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = ${target}::regclass`;

const referencesTo = (tx: Executor, target: 'contact') => rowsOf<{ table: string; column: string }>(tx, referencesQuery(target));

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const affected = (result: unknown) => Number((result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0);


/**
 * POST /api/customer/{survivorId}/merge (CUSTOMER_ADMIN, DOMAIN §4): takes the chosen field
 * values, re-points contacts, every customer reference and toolkit rows to the survivor, and
 * turns the losers into MERGED + deleted. Irreversible; one transaction; audited with counts.
 */
export async function mergeCustomers(db: Database, actor: Actor, caller: Caller, survivorId: number, input: MergeBody): Promise<MergeResult> {
  const loserIds = [...new Set(input.loserIds)];
  if (loserIds.length === 0) throw validationError({ loserIds: API_MESSAGES.customerMergeLosersRequired });
  if (loserIds.includes(survivorId)) throw validationError({ loserIds: API_MESSAGES.customerMergeSelf });
  const choices = input.fieldChoices ?? {};
  const allowed = new Set([survivorId, ...loserIds]);
  for (const [field, from] of Object.entries(choices)) {
    if (!(MERGEABLE_FIELDS as readonly string[]).includes(field) || !allowed.has(from)) throw validationError({ fieldChoices: API_MESSAGES.customerMergeFieldInvalid });
  }

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const survivor = await lockCustomer(tx, caller, survivorId, input.version);
    const losers: CustomerRow[] = [];
    for (const id of [...loserIds].sort((a, b) => a - b)) {
      const [row] = await tx.select().from(customer).where(and(eq(customer.id, id), eq(customer.deletedYn, 'N'))).for('update');
      if (!row) throw notFound(API_MESSAGES.customerNotFound);
      losers.push(row);
    }
    if ([survivor, ...losers].some((c) => c.status === 'MERGED')) throw stateConflict(API_MESSAGES.customerMergedReadonly);
    const byId = new Map([survivor, ...losers].map((c) => [c.id, c]));
    const next: Partial<CustomerRow> = {};
    for (const [field, from] of Object.entries(choices) as [(typeof MERGEABLE_FIELDS)[number], number][]) {
      (next as Record<string, unknown>)[field] = byId.get(from)![field];
    }
    if (next.parentCustomerId !== undefined && next.parentCustomerId !== null && allowed.has(next.parentCustomerId)) next.parentCustomerId = null;

    // Losers leave first so their business numbers free up for the survivor.
    await tx
      .update(customer)
      .set({
        status: 'MERGED',
        mergedIntoId: survivorId,
        deletedYn: 'Y',
        deletedAt: actor.now,
        deletedBy: actor.actorId,
        version: sql`${customer.version} + 1`,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(inArray(customer.id, loserIds));

    // Contacts: the survivor's primary stays primary; a loser's contact with an e-mail the survivor already has is the same person.
    const survivorEmails = new Map(
      (await tx.select({ id: contact.id, email: contact.email }).from(contact).where(and(eq(contact.customerId, survivorId), eq(contact.deletedYn, 'N'))))
        .filter((r) => r.email)
        .map((r) => [r.email!, r.id]),
    );
    const contactRefs = await referencesTo(tx, 'contact');
    const loserContacts = await tx.select().from(contact).where(and(inArray(contact.customerId, loserIds), eq(contact.deletedYn, 'N')));
    const hasPrimary = (await tx.select({ id: contact.id }).from(contact).where(and(eq(contact.customerId, survivorId), eq(contact.deletedYn, 'N'), eq(contact.primaryYn, 'Y')))).length > 0;
    let primaryTaken = hasPrimary;
    counts.contact = 0;
    counts.contactDuplicate = 0;
    for (const c of loserContacts) {
      const same = c.email ? survivorEmails.get(c.email) : undefined;
      if (same) {
        // Leads, contracts and the like that name the duplicate now name the survivor's contact.
        for (const ref of contactRefs) await tx.execute(sql`update ${ident(ref.table)} set ${ident(ref.column)} = ${same} where ${ident(ref.column)} = ${c.id}`);
        await tx.update(contact).set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, primaryYn: 'N' }).where(eq(contact.id, c.id));
        counts.contactDuplicate++;
        continue;
      }
      if (c.email) survivorEmails.set(c.email, c.id);
      const primaryYn = c.primaryYn === 'Y' && !primaryTaken ? 'Y' : 'N';
      if (primaryYn === 'Y') primaryTaken = true;
      await tx.update(contact).set({ customerId: survivorId, primaryYn, version: c.version + 1, updatedAt: actor.now, updatedBy: actor.actorId }).where(eq(contact.id, c.id));
      counts.contact++;
    }
    // Contacts already deleted keep pointing at their old customer: only live records move.
    const losersSql = sql.join(loserIds.map((id) => sql`${id}`), sql`, `);
    for (const ref of await customerReferences(tx)) {
      const moved = affected(await tx.execute(sql`update ${ident(ref.table)} set ${ident(ref.column)} = ${survivorId} where ${ident(ref.column)} in (${losersSql})`));
      if (moved > 0) counts[ref.table] = (counts[ref.table] ?? 0) + moved;
    }
    const children = affected(
      await tx.update(customer).set({ parentCustomerId: survivorId }).where(and(inArray(customer.parentCustomerId, loserIds), eq(customer.deletedYn, 'N'))),
    );
    if (children > 0) counts.childCustomer = children;

    for (const t of RECORD_TABLES) {
      const table = ident(t.table);
      const type = ident(t.type);
      const id = ident(t.id);
      if (t.unique) {
        const same = sql.join(
          t.unique.map((col) => sql`s.${ident(col)} = l.${ident(col)}`),
          sql` and `,
        );
        await tx.execute(
          sql`delete from ${table} l where l.${type} = ${CUSTOMER_ENTITY} and l.${id} in (${losersSql})
              and exists (select 1 from ${table} s where s.${type} = ${CUSTOMER_ENTITY} and s.${id} = ${survivorId} and ${same})`,
        );
        // Two losers may share a key too: keep the lowest id of each group.
        const group = sql.join(t.unique.map((col) => sql`l.${ident(col)} = o.${ident(col)}`), sql` and `);
        await tx.execute(
          sql`delete from ${table} l where l.${type} = ${CUSTOMER_ENTITY} and l.${id} in (${losersSql})
              and exists (select 1 from ${table} o where o.${type} = ${CUSTOMER_ENTITY} and o.${id} in (${losersSql}) and ${group} and o.id < l.id)`,
        );
      }
      const moved = affected(await tx.execute(sql`update ${table} set ${id} = ${survivorId} where ${type} = ${CUSTOMER_ENTITY} and ${id} in (${losersSql})`));
      if (moved > 0 && t.table !== 'audit_history') counts[t.table] = moved;
    }

    const lastActivity = [survivor, ...losers].map((c) => c.lastActivityAt).filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
    if (next.name !== undefined) next.nameKey = nameKeyOf(next.name);
    const website = next.website === undefined ? survivor.website : next.website;
    const taxEmail = next.taxEmail === undefined ? survivor.taxEmail : next.taxEmail;
    const fieldChanges = diff(survivor, next, AUDITED);
    await tx
      .update(customer)
      .set({
        ...next,
        emailDomain: await emailDomainOf(tx, survivorId, website, taxEmail),
        lastActivityAt: lastActivity,
        version: survivor.version + 1,
        updatedAt: actor.now,
        updatedBy: actor.actorId,
      })
      .where(eq(customer.id, survivorId));
    const merged = losers.map((l) => `${l.customerNo} ${l.name}`);
    await writeAudit(tx, actor, {
      entityType: CUSTOMER_ENTITY,
      entityId: survivorId,
      action: 'MERGE',
      changes: [...fieldChanges, { field: 'mergedCustomers', old: null, new: merged }, { field: 'mergeCounts', old: null, new: counts }],
    });
    for (const loser of losers) {
      await writeAudit(tx, actor, {
        entityType: CUSTOMER_ENTITY,
        entityId: loser.id,
        action: 'MERGE',
        changes: [
          { field: 'status', old: loser.status, new: 'MERGED' },
          { field: 'mergedIntoId', old: null, new: survivorId },
        ],
      });
    }
  });
  return { survivor: (await getCustomer(db, caller, survivorId)) as CustomerDetail, counts };
}

