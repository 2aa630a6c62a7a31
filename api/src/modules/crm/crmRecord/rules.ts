import { CRM_RECORD_LIMITS, type CrmRecordCreateBody } from '@dure/shared/contracts/crm/crmRecord';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import type { ScopeCaller } from '../../../lib/dataScope';
import { isAreaAdmin } from '../../cross/record/registry';
import { isLinkableCustomer } from '../customer/access';
import { appUser, contact, contract, type CrmRecordOutcome, type CrmRecordStatus, customer, lead } from '../../../db/schema';
import { richTextIsEmpty, sanitizeRichText } from '../../../lib/richText';
import { activityTypes, LOCATION_TYPES } from './codes';

type Fields = Record<string, string>;

/** The stored values of a record form, checked against DOMAIN §4 CrmRecord. */
export type RecordValues = {
  activityType: string;
  subject: string;
  customerId: number;
  contactIds: number[];
  leadId: number | null;
  contractId: number | null;
  status: CrmRecordStatus;
  activityAt: Date;
  durationMin: number | null;
  location: string | null;
  participantIds: number[];
  content: string | null;
  outcome: CrmRecordOutcome | null;
  nextActionType: string | null;
  nextActionAt: Date | null;
  nextActionNote: string | null;
};

/** An ISO-8601 instant with an explicit offset (or Z); null when absent, undefined when malformed. */
export function parseInstant(raw: string | null | undefined): Date | null | undefined {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const clean = (raw: string | null | undefined) => raw?.trim().replace(/\s+/g, ' ') || null;
const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];

/**
 * Normalises and checks a create/update body; throws nothing, collects Korean
 * messages per field. `keepType` is the record's current type (allowed even if deactivated since).
 */
export async function checkValues(
  tx: Executor,
  writer: ScopeCaller,
  input: Omit<CrmRecordCreateBody, 'followUpOfId'>,
  status: CrmRecordStatus,
  now: Date,
  fields: Fields,
  keep: { activityType?: string; nextActionType?: string | null; customerId?: number } = {},
): Promise<RecordValues> {
  const types = await activityTypes(tx);
  const usable = (code: string, kept?: string | null) => types.get(code)?.active || (code === kept && types.has(code));

  const activityType = input.activityType.trim();
  if (!activityType) fields.activityType = API_MESSAGES.crmRecordTypeRequired;
  else if (!usable(activityType, keep.activityType)) fields.activityType = API_MESSAGES.crmRecordTypeInvalid;

  const subject = clean(input.subject) ?? '';
  if (!subject) fields.subject = API_MESSAGES.crmRecordSubjectRequired;
  else if (subject.length > CRM_RECORD_LIMITS.subject) fields.subject = API_MESSAGES.crmRecordSubjectTooLong;

  const customerId = input.customerId ?? null;
  if (customerId === null) fields.customerId = API_MESSAGES.crmRecordCustomerRequired;
  else {
    // A newly chosen customer must be one the writer may read: a record must not attach to one outside their scope.
    const [found] = await tx.select({ id: customer.id }).from(customer).where(and(eq(customer.id, customerId), eq(customer.deletedYn, 'N')));
    if (!found || (customerId !== keep.customerId && !(await isLinkableCustomer(tx, writer, customerId, isAreaAdmin(writer, 'CRM'))))) fields.customerId = API_MESSAGES.crmRecordCustomerNotFound;
  }

  const contactIds = unique(input.contactIds);
  const leadId = input.leadId ?? null;
  const contractId = input.contractId ?? null;
  if (customerId !== null && !fields.customerId) {
    if (contactIds.length > 0) {
      const rows = await tx
        .select({ id: contact.id })
        .from(contact)
        .where(and(inArray(contact.id, contactIds), eq(contact.customerId, customerId), eq(contact.deletedYn, 'N')));
      if (rows.length !== contactIds.length) fields.contactIds = API_MESSAGES.crmRecordContactMismatch;
    }
    if (leadId !== null) {
      const [row] = await tx.select({ id: lead.id }).from(lead).where(and(eq(lead.id, leadId), eq(lead.customerId, customerId), eq(lead.deletedYn, 'N')));
      if (!row) fields.leadId = API_MESSAGES.crmRecordLeadMismatch;
    }
    if (contractId !== null) {
      const [row] = await tx
        .select({ id: contract.id })
        .from(contract)
        .where(and(eq(contract.id, contractId), eq(contract.customerId, customerId), eq(contract.deletedYn, 'N')));
      if (!row) fields.contractId = API_MESSAGES.crmRecordContractMismatch;
    }
  }

  const activityAt = parseInstant(input.activityAt);
  if (!activityAt) fields.activityAt = API_MESSAGES.crmRecordActivityAtInvalid;
  else if (status === 'DONE' && activityAt > now) fields.activityAt = API_MESSAGES.crmRecordDoneInFuture;

  const durationMin = input.durationMin ?? null;
  if (durationMin !== null && (durationMin < 0 || durationMin > 1440)) fields.durationMin = API_MESSAGES.crmRecordDurationInvalid;

  const location = clean(input.location);
  if (location && location.length > CRM_RECORD_LIMITS.location) fields.location = API_MESSAGES.crmRecordLocationTooLong;
  else if (!location && LOCATION_TYPES.has(activityType)) fields.location = API_MESSAGES.crmRecordLocationRequired;

  const participantIds = unique(input.participantIds);
  if (participantIds.length > 0) {
    const rows = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(inArray(appUser.id, participantIds), eq(appUser.deletedYn, 'N')));
    if (rows.length !== participantIds.length) fields.participantIds = API_MESSAGES.crmRecordParticipantNotFound;
  }

  const sanitized = input.content ? sanitizeRichText(input.content) : '';
  const content = sanitized && !richTextIsEmpty(sanitized) ? sanitized : null;
  if (status === 'DONE' && content === null) fields.content = API_MESSAGES.crmRecordContentRequired;

  const nextActionType = input.nextActionType?.trim() || null;
  if (nextActionType !== null && !usable(nextActionType, keep.nextActionType)) fields.nextActionType = API_MESSAGES.crmRecordTypeInvalid;
  const nextActionNote = clean(input.nextActionNote);
  if (nextActionNote && nextActionNote.length > CRM_RECORD_LIMITS.nextActionNote) fields.nextActionNote = API_MESSAGES.crmRecordNextActionNoteTooLong;
  const nextActionAt = parseInstant(input.nextActionAt);
  if (nextActionAt === undefined) fields.nextActionAt = API_MESSAGES.crmRecordActivityAtInvalid;
  else if (nextActionAt === null && (nextActionType || nextActionNote)) fields.nextActionAt = API_MESSAGES.crmRecordNextActionAtRequired;
  else if (nextActionAt && activityAt && nextActionAt <= activityAt) fields.nextActionAt = API_MESSAGES.crmRecordNextActionAfter;

  return {
    activityType,
    subject,
    customerId: customerId ?? 0,
    contactIds,
    leadId,
    contractId,
    status,
    activityAt: activityAt ?? now,
    durationMin,
    location,
    participantIds,
    content,
    outcome: input.outcome ?? null,
    nextActionType,
    nextActionAt: nextActionAt ?? null,
    nextActionNote,
  };
}
