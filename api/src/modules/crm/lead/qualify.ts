import type { LeadQualifyBody } from '@dure/shared/contracts/crm/lead';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { contact, customer, lead } from '../../../db/schema';
import { type Actor, diff, writeAudit } from '../../../lib/audit';
import { notFound, staleVersion, stateConflict, validationError } from '../../../lib/httpErrors';
import { type Viewer, resolveRecord } from '../../cross/record/registry';
import { insertContact, parseContact } from '../customer/contacts';
import { type DuplicateMatch, findDuplicates, guardDuplicates } from '../customer/duplicates';
import { MOBILE, checkCustomer, parseCustomer } from '../customer/fields';
import { guarded, insertCustomer } from '../customer/service';
import { loadStages, needsCustomer } from './lookup';
import { moveTo } from './stage';
import { ENTITY, type LeadRow, lockLead } from './write';

type Errors = Record<string, string>;
const prefixed = (prefix: string, errors: Errors): Errors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));

/** Customers that may already be the lead's prospect company (same checks as 고객사 등록), for the qualify dialog. */
export async function prospectDuplicates(db: Executor, viewer: Viewer, id: number): Promise<DuplicateMatch[]> {
  const access = await resolveRecord(db, viewer, ENTITY, id);
  if (access.level === 'NONE') throw notFound(API_MESSAGES.leadNotFound);
  const [row] = await db.select({ company: lead.prospectCompany, email: lead.prospectEmail }).from(lead).where(eq(lead.id, id));
  if (!row?.company) return [];
  return findDuplicates(db, { name: row.company, email: row.email });
}

/** The new customer's primary contact: as sent, else from the prospect name, e-mail and phone (none without a name). */
function contactInput(current: LeadRow, sent: LeadQualifyBody['contact']): Record<string, unknown> | null {
  if (sent !== undefined) return sent && Object.values(sent).some((v) => v?.trim()) ? sent : null;
  if (!current.prospectName) return null;
  const phone = current.prospectPhone;
  return { name: current.prospectName, email: current.prospectEmail, ...(phone && MOBILE.test(phone) ? { mobile: phone } : { phone }) };
}

/** A PROSPECT customer (and primary contact) from the lead's prospect fields, owned where the lead is. */
async function createFromProspect(tx: Executor, actor: Actor, viewer: Viewer, current: LeadRow, input: LeadQualifyBody): Promise<{ customerId: number; contactId: number | null }> {
  const sent = input.customer ?? {};
  const { values, errors } = parseCustomer({ customerType: undefined, ...sent, name: sent.name ?? current.prospectCompany ?? undefined });
  checkCustomer(values, errors);
  const contactRaw = contactInput(current, input.contact);
  const parsedContact = contactRaw ? parseContact({ name: undefined, ...contactRaw }) : null;
  const contactErrors: Errors = { ...parsedContact?.errors };
  if (parsedContact) {
    if (parsedContact.values.name === undefined && !contactErrors.name) contactErrors.name = API_MESSAGES.contactNameRequired;
    if (!parsedContact.values.email && !parsedContact.values.mobile && !contactErrors.email && !contactErrors.mobile) contactErrors.email = API_MESSAGES.contactEmailOrMobile;
  }
  const all = { ...prefixed('customer', errors), ...prefixed('contact', contactErrors) };
  if (Object.keys(all).length > 0) throw validationError(all);
  const acked = await guardDuplicates(
    tx,
    { name: values.name, bizRegNo: values.bizRegNo, website: values.website, email: parsedContact?.values.email ?? current.prospectEmail },
    input.duplicateAckYn === 'Y',
  );
  const owner = { ownerUserId: current.ownerUserId ?? undefined, ownerDeptId: current.ownerDeptId ?? undefined };
  const customerId = await insertCustomer(tx, actor, viewer, { ...values, ...owner }, 'PROSPECT', acked);
  const made = parsedContact ? await insertContact(tx, actor, customerId, { ...parsedContact.values, name: parsedContact.values.name!, primaryYn: 'Y' }) : null;
  return { customerId, contactId: made?.id ?? null };
}

/** An existing live, not closed customer; its contact with the prospect's e-mail becomes the lead's contact. */
async function pickExisting(tx: Executor, current: LeadRow, customerId: number): Promise<{ customerId: number; contactId: number | null }> {
  const [found] = await tx.select({ status: customer.status }).from(customer).where(and(eq(customer.id, customerId), eq(customer.deletedYn, 'N')));
  if (!found || found.status === 'MERGED') throw validationError({ customerId: API_MESSAGES.leadCustomerNotFound });
  if (found.status === 'CLOSED') throw validationError({ customerId: API_MESSAGES.leadQualifyCustomerClosed });
  if (!current.prospectEmail) return { customerId, contactId: null };
  const [same] = await tx
    .select({ id: contact.id })
    .from(contact)
    .where(and(eq(contact.customerId, customerId), eq(contact.deletedYn, 'N'), eq(contact.status, 'ACTIVE'), sql`lower(${contact.email}) = ${current.prospectEmail.toLowerCase()}`))
    .limit(1);
  return { customerId, contactId: same?.id ?? null };
}

/**
 * 고객사 지정 (DOMAIN §4 Lead: "→ Customer on qualify, dup check"): links an open prospect-only
 * lead to an existing customer or to a new PROSPECT customer built from its prospect fields
 * (customer create's checks and duplicate rule: a possible duplicate needs `duplicateAckYn=Y`),
 * and optionally moves it on to a stage that needs a customer. One transaction: customer,
 * contact, lead link, stage move and their audit rows all commit or none does.
 */
export function qualifyLead(db: Database, actor: Actor, viewer: Viewer, id: number, input: LeadQualifyBody): Promise<void> {
  const picking = input.customerId !== undefined && input.customerId !== null;
  if (picking === (input.customer !== undefined && input.customer !== null)) throw validationError({ customerId: API_MESSAGES.leadQualifyChoose });
  const bizRegNo = input.customer?.bizRegNo?.replace(/[-\s]/g, '') || null;
  return guarded(db, bizRegNo, () =>
    db.transaction(async (tx) => {
      const current = await lockLead(tx, viewer, id, input.version);
      const stages = await loadStages(tx);
      const stage = stages.find((s) => s.id === current.stageId)!;
      if (stage.category !== 'OPEN') throw stateConflict(API_MESSAGES.leadClosedEdit);
      if (current.customerId !== null) throw stateConflict(API_MESSAGES.leadQualifyHasCustomer);
      const to = input.stageId ? stages.find((s) => s.id === input.stageId) : undefined;
      if (input.stageId && !to) throw validationError({ stageId: API_MESSAGES.leadStageNotFound });
      if (to && !needsCustomer(stages, to)) throw validationError({ stageId: API_MESSAGES.leadQualifyStageInvalid });
      if (!picking && !current.prospectCompany && !input.customer?.name?.trim()) throw validationError({ customerId: API_MESSAGES.leadQualifyNoProspect });

      const link = picking ? await pickExisting(tx, current, input.customerId!) : await createFromProspect(tx, actor, viewer, current, input);
      const [linked] = await tx
        .update(lead)
        .set({ ...link, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(and(eq(lead.id, id), eq(lead.version, current.version)))
        .returning();
      if (!linked) throw staleVersion();
      await writeAudit(tx, actor, { entityType: ENTITY, entityId: id, action: 'UPDATE', changes: diff(current, link, ['customerId', 'contactId']) });
      if (to) await moveTo(tx, actor, viewer, linked, stages, to, { probability: input.probability });
    }),
  );
}
