import { CUSTOMER_LIMITS } from '@dure/shared/contracts/crm/customer';
import { API_MESSAGES } from '@dure/shared/messages';
import { isValidBusinessNumber } from '@dure/shared/format';
import { CUSTOMER_GRADES, CUSTOMER_TYPES, type CustomerGrade, type CustomerType } from '../../../db/schema';
import { parseOptionalIds } from '../../../lib/fields';
import { fill } from '../../../lib/messages';

export type FieldErrors = Record<string, string>;

/** Customer values as stored; absent = not sent (unchanged on update), null = cleared. */
export type CustomerValues = {
  name?: string;
  customerType?: CustomerType;
  bizRegNo?: string | null;
  corpRegNo?: string | null;
  ceoName?: string | null;
  bizType?: string | null;
  bizItem?: string | null;
  industryCode?: string | null;
  grade?: CustomerGrade | null;
  phone?: string | null;
  website?: string | null;
  zipCode?: string | null;
  address1?: string | null;
  address2?: string | null;
  taxEmail?: string | null;
  paymentTermDays?: number;
  creditLimit?: number | null;
  parentCustomerId?: number | null;
  segmentId?: number | null;
  ownerUserId?: number | null;
  ownerDeptId?: number | null;
};

export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
/** DOMAIN §1.2 전화: mobile 01X, Seoul 02, regional 0XX (incl. 070), or a 15XX/16XX/18XX number. */
export const PHONE = /^(01\d{8,9}|02\d{7,8}|0[3-9]\d{8,9}|1[5-9]\d{6})$/;
export const MOBILE = /^01[016789]\d{7,8}$/;

/** Phone-like input as stored digits: hyphens, spaces, dots and parentheses dropped. */
export const digitsOf = (text: string) => text.replace(/[-\s.()]/g, '');

/** 법인등록번호 checksum (DOMAIN §1.2). */
export function isValidCorpNumber(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 2), 0);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

/** Why a business number is not acceptable, or null when it is (digits only after dropping hyphens and spaces). */
export function bizRegNoProblem(digits: string): string | null {
  if (!/^\d{10}$/.test(digits)) return API_MESSAGES.bizRegNoFormat;
  return isValidBusinessNumber(digits) ? null : API_MESSAGES.bizRegNoChecksum;
}

type Raw = Record<string, unknown>;

const TEXT_FIELDS = ['ceoName', 'bizType', 'bizItem', 'industryCode', 'address1', 'address2'] as const;

/**
 * Parses customer input (JSON body or an import row of strings) into stored values with
 * a Korean message per bad field. Only keys present in `raw` are parsed.
 */
export function parseCustomer(raw: Raw): { values: CustomerValues; errors: FieldErrors } {
  const values: CustomerValues = {};
  const errors: FieldErrors = {};
  const has = (key: string) => Object.hasOwn(raw, key) && raw[key] !== undefined;
  const text = (key: string): string | null => {
    const v = raw[key];
    if (v === null || v === undefined) return null;
    const s = String(v).trim().replace(/\s+/g, ' ');
    return s === '' ? null : s;
  };

  if (has('name')) {
    const name = text('name');
    if (!name) errors.name = API_MESSAGES.customerNameRequired;
    else if (name.length > CUSTOMER_LIMITS.name) errors.name = API_MESSAGES.customerNameTooLong;
    else values.name = name;
  }
  if (has('customerType')) {
    const type = text('customerType')?.toUpperCase();
    if (!type) errors.customerType = API_MESSAGES.customerTypeRequired;
    else if (!CUSTOMER_TYPES.includes(type as CustomerType)) errors.customerType = API_MESSAGES.fieldChoice;
    else values.customerType = type as CustomerType;
  }
  if (has('bizRegNo')) {
    const digits = text('bizRegNo')?.replace(/[-\s]/g, '') ?? null;
    const problem = digits ? bizRegNoProblem(digits) : null;
    if (problem) errors.bizRegNo = problem;
    else values.bizRegNo = digits;
  }
  if (has('corpRegNo')) {
    const digits = text('corpRegNo')?.replace(/[-\s]/g, '') ?? null;
    if (digits && !/^\d{13}$/.test(digits)) errors.corpRegNo = API_MESSAGES.corpRegNoFormat;
    else if (digits && !isValidCorpNumber(digits)) errors.corpRegNo = API_MESSAGES.corpRegNoChecksum;
    else values.corpRegNo = digits;
  }
  for (const key of TEXT_FIELDS) {
    if (!has(key)) continue;
    const limit = CUSTOMER_LIMITS[key];
    const value = text(key);
    if (value && value.length > limit) errors[key] = fill(API_MESSAGES.fieldTooLong, { limit });
    else values[key] = value;
  }
  if (has('grade')) {
    const grade = text('grade')?.toUpperCase() ?? null;
    if (grade && !CUSTOMER_GRADES.includes(grade as CustomerGrade)) errors.grade = API_MESSAGES.customerGradeInvalid;
    else values.grade = grade as CustomerGrade | null;
  }
  if (has('phone')) {
    const digits = text('phone') ? digitsOf(text('phone')!) : null;
    if (digits && !PHONE.test(digits)) errors.phone = API_MESSAGES.phoneFormat;
    else values.phone = digits;
  }
  if (has('website')) {
    const site = text('website');
    if (site && (site.length > CUSTOMER_LIMITS.website || !/^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#].*)?$/i.test(site))) errors.website = API_MESSAGES.websiteFormat;
    else values.website = site;
  }
  if (has('zipCode')) {
    const zip = text('zipCode');
    if (zip && !/^\d{5}$/.test(zip)) errors.zipCode = API_MESSAGES.zipCodeFormat;
    else values.zipCode = zip;
  }
  if (has('taxEmail')) {
    const email = text('taxEmail')?.toLowerCase() ?? null;
    if (email && (email.length > CUSTOMER_LIMITS.taxEmail || !EMAIL.test(email))) errors.taxEmail = API_MESSAGES.customerEmailFormat;
    else values.taxEmail = email;
  }
  if (has('paymentTermDays')) {
    const value = text('paymentTermDays');
    const days = value === null ? 30 : Number(value);
    if (!Number.isInteger(days) || days < 0 || days > CUSTOMER_LIMITS.paymentTermDays) errors.paymentTermDays = API_MESSAGES.paymentTermDaysRange;
    else values.paymentTermDays = days;
  }
  if (has('creditLimit')) {
    const value = text('creditLimit')?.replace(/[,원\s]/g, '') ?? null;
    const amount = value === null ? null : Number(value);
    if (amount !== null && (!Number.isSafeInteger(amount) || amount < 0)) errors.creditLimit = API_MESSAGES.creditLimitRange;
    else values.creditLimit = amount;
  }
  parseOptionalIds(raw, ['parentCustomerId', 'segmentId', 'ownerUserId', 'ownerDeptId'], values, errors);
  return { values, errors };
}

/** Rules across fields on the values as they will be stored (DOMAIN §4: bizRegNo unless OVERSEAS/INDIVIDUAL; CEO with it). */
export function checkCustomer(next: CustomerValues, errors: FieldErrors): void {
  if (!next.name && !errors.name) errors.name = API_MESSAGES.customerNameRequired;
  if (!next.customerType && !errors.customerType) errors.customerType = API_MESSAGES.customerTypeRequired;
  const exempt = next.customerType === 'OVERSEAS' || next.customerType === 'INDIVIDUAL';
  if (!exempt && next.customerType && !next.bizRegNo && !errors.bizRegNo) errors.bizRegNo = API_MESSAGES.bizRegNoRequired;
  if (next.bizRegNo && !next.ceoName && !errors.ceoName) errors.ceoName = API_MESSAGES.ceoNameRequired;
}
