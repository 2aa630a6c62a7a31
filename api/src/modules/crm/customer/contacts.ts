import { CONTACT_LIMITS, type Contact, type ContactBody, type ContactSaved } from '@dure/shared/contracts/crm/customer';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { CONTACT_STATUSES, type ContactStatus, contact, customer } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, stateConflict, staleVersion, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { type Caller, lockCustomer } from './access';
import { emailDomainOf } from './emailDomain';
import { EMAIL, type FieldErrors, MOBILE, PHONE, digitsOf } from './fields';
import { CUSTOMER_ENTITY } from './record';

type ContactRow = typeof contact.$inferSelect;

const CONTACT_COLUMNS = {
  id: contact.id,
  customerId: contact.customerId,
  name: contact.name,
  deptName: contact.deptName,
  title: contact.title,
  email: contact.email,
  mobile: contact.mobile,
  phone: contact.phone,
  primaryYn: contact.primaryYn,
  taxInvoiceYn: contact.taxInvoiceYn,
  marketingConsentYn: contact.marketingConsentYn,
  consentAt: contact.consentAt,
  status: contact.status,
  version: contact.version,
  updatedAt: contact.updatedAt,
};

const live = eq(contact.deletedYn, 'N');

const selectContacts = (db: Executor) => db.select(CONTACT_COLUMNS).from(contact);
type ContactView = Awaited<ReturnType<typeof selectContacts>>[number];

/** A selected contact as the contract answers it (instants as ISO text). */
const contactOf = (row: ContactView): Contact => ({ ...row, consentAt: row.consentAt?.toISOString() ?? null, updatedAt: row.updatedAt.toISOString() });

/** Contacts of a customer: primary first, then active before left, by name. */
export async function listContacts(db: Executor, customerId: number): Promise<Contact[]> {
  const rows = await selectContacts(db)
    .where(and(eq(contact.customerId, customerId), live))
    .orderBy(desc(contact.primaryYn), asc(contact.status), asc(contact.name), asc(contact.id));
  return rows.map(contactOf);
}

type ContactInput = Record<string, unknown>;
type ContactValues = Partial<Pick<ContactRow, 'name' | 'deptName' | 'title' | 'email' | 'mobile' | 'phone' | 'primaryYn' | 'taxInvoiceYn' | 'marketingConsentYn' | 'status'>>;

/** Parses contact input into stored values with Korean messages (DOMAIN §4 Contact). */
export function parseContact(raw: ContactInput): { values: ContactValues; errors: FieldErrors } {
  const values: ContactValues = {};
  const errors: FieldErrors = {};
  const text = (key: string): string | null | undefined => {
    if (!Object.hasOwn(raw, key) || raw[key] === undefined) return undefined;
    const s = raw[key] === null ? '' : String(raw[key]).trim().replace(/\s+/g, ' ');
    return s === '' ? null : s;
  };
  const name = text('name');
  if (name !== undefined) {
    if (!name) errors.name = API_MESSAGES.contactNameRequired;
    else if (name.length > CONTACT_LIMITS.name) errors.name = fill(API_MESSAGES.fieldTooLong, { limit: CONTACT_LIMITS.name });
    else values.name = name;
  }
  for (const key of ['deptName', 'title'] as const) {
    const value = text(key);
    const limit = CONTACT_LIMITS[key];
    if (value === undefined) continue;
    if (value && value.length > limit) errors[key] = fill(API_MESSAGES.fieldTooLong, { limit });
    else values[key] = value;
  }
  const email = text('email')?.toLowerCase();
  if (email !== undefined) {
    if (email && (email.length > CONTACT_LIMITS.email || !EMAIL.test(email))) errors.email = API_MESSAGES.customerEmailFormat;
    else values.email = email;
  }
  const mobile = text('mobile');
  if (mobile !== undefined) {
    const digits = mobile ? digitsOf(mobile) : null;
    if (digits && !MOBILE.test(digits)) errors.mobile = API_MESSAGES.contactMobileFormat;
    else values.mobile = digits;
  }
  const phone = text('phone');
  if (phone !== undefined) {
    const digits = phone ? digitsOf(phone) : null;
    if (digits && !PHONE.test(digits)) errors.phone = API_MESSAGES.phoneFormat;
    else values.phone = digits;
  }
  for (const key of ['primaryYn', 'taxInvoiceYn', 'marketingConsentYn'] as const) {
    const yn = text(key)?.toUpperCase();
    if (yn === undefined || yn === null) continue;
    if (yn !== 'Y' && yn !== 'N') errors[key] = API_MESSAGES.fieldChoice;
    else values[key] = yn;
  }
  const status = text('status')?.toUpperCase();
  if (status) {
    if (!CONTACT_STATUSES.includes(status as ContactStatus)) errors.status = API_MESSAGES.fieldChoice;
    else values.status = status as ContactStatus;
  }
  return { values, errors };
}

function failIf(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Warnings that do not stop the save: the same mobile at another customer (이직, DOMAIN §4 Contact). */
async function mobileElsewhere(tx: Executor, customerId: number, mobile: string | null | undefined): Promise<string[]> {
  if (!mobile) return [];
  const [other] = await tx
    .select({ name: customer.name })
    .from(contact)
    .innerJoin(customer, eq(customer.id, contact.customerId))
    .where(and(eq(contact.mobile, mobile), live, ne(contact.customerId, customerId), eq(customer.deletedYn, 'N')))
    .limit(1);
  return other ? [fill(API_MESSAGES.contactMobileElsewhere, { name: other.name })] : [];
}

async function checkEmail(tx: Executor, customerId: number, email: string | null | undefined, exceptId: number | null, errors: FieldErrors) {
  if (!email) return;
  const [same] = await tx
    .select({ id: contact.id })
    .from(contact)
    .where(and(eq(contact.customerId, customerId), eq(contact.email, email), live, exceptId ? ne(contact.id, exceptId) : undefined))
    .limit(1);
  if (same) errors.email = API_MESSAGES.contactEmailDuplicate;
}

/** One primary contact per customer: making one primary clears the others. */
async function clearPrimary(tx: Executor, customerId: number, exceptId: number | null): Promise<void> {
  await tx
    .update(contact)
    .set({ primaryYn: 'N' })
    .where(and(eq(contact.customerId, customerId), eq(contact.primaryYn, 'Y'), live, exceptId ? ne(contact.id, exceptId) : undefined));
}

/** A contact change touches its customer: the company mail domain follows its contacts, and the history shows it. */
async function touchCustomer(tx: Executor, actor: Actor, customerId: number, change: { old: unknown; new: unknown }) {
  const [row] = await tx.select({ website: customer.website, taxEmail: customer.taxEmail }).from(customer).where(eq(customer.id, customerId));
  await tx.update(customer).set({ emailDomain: await emailDomainOf(tx, customerId, row.website, row.taxEmail) }).where(eq(customer.id, customerId));
  await writeAudit(tx, actor, { entityType: CUSTOMER_ENTITY, entityId: customerId, action: 'UPDATE', changes: [{ field: 'contacts', ...change }] });
}

const summary = (c: Partial<ContactRow>) =>
  [c.name, c.title, c.email, c.mobile ? `${c.mobile.slice(0, 3)}-****-${c.mobile.slice(-4)}` : null, c.primaryYn === 'Y' ? '주담당' : null, c.status === 'LEFT' ? '퇴사' : null]
    .filter(Boolean)
    .join(' · ');

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'contact_customer_email_uq') throw validationError({ email: API_MESSAGES.contactEmailDuplicate });
    throw error;
  }
}

export type ContactValuesInput = ContactValues & { name: string };

/**
 * Inserts a checked contact in an open transaction (the customer is locked by the caller):
 * the first live contact becomes the primary unless said otherwise; the customer's mail
 * domain and history follow. Contact creation and lead qualification share it.
 */
export async function insertContact(tx: Executor, actor: Actor, customerId: number, values: ContactValuesInput): Promise<ContactRow> {
  const [{ primaries }] = await tx
    .select({ primaries: count() })
    .from(contact)
    .where(and(eq(contact.customerId, customerId), eq(contact.primaryYn, 'Y'), live));
  const primaryYn = values.primaryYn ?? (Number(primaries) === 0 ? 'Y' : 'N');
  if (primaryYn === 'Y') await clearPrimary(tx, customerId, null);
  const [row] = await tx
    .insert(contact)
    .values({
      ...values,
      customerId,
      primaryYn,
      consentAt: values.marketingConsentYn === 'Y' ? actor.now : null,
      createdAt: actor.now,
      createdBy: actor.actorId,
      updatedAt: actor.now,
      updatedBy: actor.actorId,
    })
    .returning();
  await touchCustomer(tx, actor, customerId, { old: null, new: summary(row) });
  return row;
}

export async function createContact(db: Database, actor: Actor, caller: Caller, customerId: number, input: ContactBody): Promise<ContactSaved> {
  const { values, errors } = parseContact(input);
  if (values.name === undefined && !errors.name) errors.name = API_MESSAGES.contactNameRequired;
  if (!values.email && !values.mobile && !errors.email && !errors.mobile) errors.email = API_MESSAGES.contactEmailOrMobile;
  failIf(errors);
  return guarded(() =>
    db.transaction(async (tx) => {
      const owner = await lockCustomer(tx, caller, customerId, undefined);
      if (owner.status === 'MERGED') throw stateConflict(API_MESSAGES.customerMergedReadonly);
      await checkEmail(tx, customerId, values.email, null, errors);
      failIf(errors);
      const row = await insertContact(tx, actor, customerId, { ...values, name: values.name! });
      const [saved] = await selectContacts(tx).where(eq(contact.id, row.id));
      return { contact: contactOf(saved), warnings: await mobileElsewhere(tx, customerId, row.mobile) };
    }),
  );
}

async function lockContact(tx: Executor, customerId: number, contactId: number, version: number | undefined): Promise<ContactRow> {
  const [row] = await tx.select().from(contact).where(and(eq(contact.id, contactId), eq(contact.customerId, customerId), live)).for('update');
  if (!row) throw notFound(API_MESSAGES.contactNotFound);
  if (version !== undefined && row.version !== version) throw staleVersion();
  return row;
}

export async function updateContact(db: Database, actor: Actor, caller: Caller, customerId: number, contactId: number, input: ContactBody): Promise<ContactSaved> {
  const { values, errors } = parseContact(input);
  if (input.version === undefined) errors.version = API_MESSAGES.fieldRequired;
  failIf(errors);
  return guarded(() =>
    db.transaction(async (tx) => {
      const owner = await lockCustomer(tx, caller, customerId, undefined);
      if (owner.status === 'MERGED') throw stateConflict(API_MESSAGES.customerMergedReadonly);
      const current = await lockContact(tx, customerId, contactId, input.version as number);
      const next = { ...current, ...values };
      if (!next.email && !next.mobile) errors.email = API_MESSAGES.contactEmailOrMobile;
      if (values.email && values.email !== current.email) await checkEmail(tx, customerId, values.email, contactId, errors);
      failIf(errors);
      if (values.primaryYn === 'Y' && current.primaryYn !== 'Y') await clearPrimary(tx, customerId, contactId);
      const consentAt =
        values.marketingConsentYn === undefined || values.marketingConsentYn === current.marketingConsentYn
          ? current.consentAt
          : values.marketingConsentYn === 'Y'
            ? actor.now
            : null;
      await tx
        .update(contact)
        .set({ ...values, consentAt, version: current.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
        .where(eq(contact.id, contactId));
      const before = summary(current);
      const after = summary(next);
      if (before !== after) await touchCustomer(tx, actor, customerId, { old: before, new: after });
      const [saved] = await selectContacts(tx).where(eq(contact.id, contactId));
      const warnings = values.mobile && values.mobile !== current.mobile ? await mobileElsewhere(tx, customerId, values.mobile) : [];
      return { contact: contactOf(saved), warnings };
    }),
  );
}

export async function deleteContact(db: Database, actor: Actor, caller: Caller, customerId: number, contactId: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, caller, customerId, undefined);
    const current = await lockContact(tx, customerId, contactId, version);
    await tx
      .update(contact)
      .set({ deletedYn: 'Y', deletedAt: actor.now, deletedBy: actor.actorId, primaryYn: 'N', version: current.version + 1 })
      .where(eq(contact.id, contactId));
    await touchCustomer(tx, actor, customerId, { old: summary(current), new: null });
  });
}
