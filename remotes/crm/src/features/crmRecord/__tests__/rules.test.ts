import { API_MESSAGES } from '@dure/shared/messages';
import { dayjs } from '@dure/shared/format';
import { formErrors, richTextIsEmpty } from '../components/rules';

const now = dayjs('2026-03-10T15:00:00+09:00');
const base = {
  activityType: 'CALL',
  subject: '견적 문의 통화',
  customerId: 7,
  status: 'DONE' as const,
  activityAt: dayjs('2026-03-10T10:00:00+09:00'),
  content: '<p>단가 협의</p>',
};

describe('CRM record form rules (DOMAIN §4 CrmRecord)', () => {
  it('accepts a complete DONE call', () => {
    expect(formErrors(base, now)).toEqual({});
  });

  it('requires a location for a visit or a meeting, not for a call or an e-mail', () => {
    expect(formErrors({ ...base, activityType: 'VISIT', location: '  ' }, now).location).toBe(API_MESSAGES.crmRecordLocationRequired);
    expect(formErrors({ ...base, activityType: 'MEETING' }, now).location).toBe(API_MESSAGES.crmRecordLocationRequired);
    expect(formErrors({ ...base, activityType: 'VISIT', location: '판교 본사' }, now).location).toBeUndefined();
    expect(formErrors({ ...base, activityType: 'EMAIL' }, now).location).toBeUndefined();
  });

  it('a DONE activity needs content and a time not in the future; PLANNED needs neither', () => {
    expect(formErrors({ ...base, content: '<p><br></p>' }, now).content).toBe(API_MESSAGES.crmRecordContentRequired);
    expect(formErrors({ ...base, content: '' }, now).content).toBe(API_MESSAGES.crmRecordContentRequired);
    expect(formErrors({ ...base, activityAt: now.add(1, 'hour') }, now).activityAt).toBe(API_MESSAGES.crmRecordDoneInFuture);
    expect(formErrors({ ...base, status: 'PLANNED', content: '', activityAt: now.add(1, 'day') }, now)).toEqual({});
  });

  it('the next action must come after the activity and needs a time when described', () => {
    expect(formErrors({ ...base, nextActionAt: base.activityAt }, now).nextActionAt).toBe(API_MESSAGES.crmRecordNextActionAfter);
    expect(formErrors({ ...base, nextActionAt: base.activityAt.subtract(1, 'day') }, now).nextActionAt).toBe(API_MESSAGES.crmRecordNextActionAfter);
    expect(formErrors({ ...base, nextActionNote: '회신 확인' }, now).nextActionAt).toBe(API_MESSAGES.crmRecordNextActionAtRequired);
    expect(formErrors({ ...base, nextActionAt: base.activityAt.add(2, 'day'), nextActionNote: '회신 확인' }, now)).toEqual({});
  });

  it('names the missing basics', () => {
    const errors = formErrors({ status: 'PLANNED' }, now);
    expect(errors.activityType).toBe(API_MESSAGES.crmRecordTypeRequired);
    expect(errors.subject).toBe(API_MESSAGES.crmRecordSubjectRequired);
    expect(errors.customerId).toBe(API_MESSAGES.crmRecordCustomerRequired);
    expect(errors.activityAt).toBe(API_MESSAGES.crmRecordActivityAtInvalid);
  });

  it('treats an image as content and empty paragraphs as none', () => {
    expect(richTextIsEmpty('<p><img src="/dure.crm/api/file/1"></p>')).toBe(false);
    expect(richTextIsEmpty('<p>&nbsp;</p>')).toBe(true);
  });
});
