import { API_MESSAGES } from '@dure/shared/messages';
import type { Dayjs } from 'dayjs';

/** Types whose record needs a location (DOMAIN §4 CrmRecord), as the api checks. */
export const LOCATION_TYPES: readonly string[] = ['VISIT', 'MEETING'];

export type CrmFormValues = {
  activityType?: string;
  subject?: string;
  customerId?: number | null;
  contactIds?: number[];
  leadId?: number | null;
  contractId?: number | null;
  status?: 'PLANNED' | 'DONE' | 'CANCELED';
  activityAt?: Dayjs | null;
  durationMin?: number | null;
  location?: string | null;
  participantIds?: number[];
  content?: string | null;
  outcome?: 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE' | null;
  nextActionType?: string | null;
  nextActionAt?: Dayjs | null;
  nextActionNote?: string | null;
};

/** Visible text of editor HTML: empty means the body says nothing. */
export function richTextIsEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<img\s/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim().length === 0
  );
}

/** The form's rules, the same the api enforces, so the user learns them before saving. Field → Korean message. */
export function formErrors(values: CrmFormValues, now: Dayjs): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.activityType) errors.activityType = API_MESSAGES.crmRecordTypeRequired;
  const subject = values.subject?.trim() ?? '';
  if (!subject) errors.subject = API_MESSAGES.crmRecordSubjectRequired;
  else if (subject.length > 200) errors.subject = API_MESSAGES.crmRecordSubjectTooLong;
  if (!values.customerId) errors.customerId = API_MESSAGES.crmRecordCustomerRequired;
  if (!values.activityAt) errors.activityAt = API_MESSAGES.crmRecordActivityAtInvalid;
  else if (values.status === 'DONE' && values.activityAt.isAfter(now)) errors.activityAt = API_MESSAGES.crmRecordDoneInFuture;
  if (values.activityType && LOCATION_TYPES.includes(values.activityType) && !values.location?.trim()) errors.location = API_MESSAGES.crmRecordLocationRequired;
  if (values.status === 'DONE' && richTextIsEmpty(values.content)) errors.content = API_MESSAGES.crmRecordContentRequired;
  if (values.durationMin != null && (values.durationMin < 0 || values.durationMin > 1440)) errors.durationMin = API_MESSAGES.crmRecordDurationInvalid;
  const describesNext = Boolean(values.nextActionType || values.nextActionNote?.trim());
  if (!values.nextActionAt && describesNext) errors.nextActionAt = API_MESSAGES.crmRecordNextActionAtRequired;
  else if (values.nextActionAt && values.activityAt && !values.nextActionAt.isAfter(values.activityAt)) errors.nextActionAt = API_MESSAGES.crmRecordNextActionAfter;
  return errors;
}
