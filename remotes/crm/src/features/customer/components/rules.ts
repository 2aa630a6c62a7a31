import { isValidBusinessNumber } from '@dure/shared/format';

/** Digits typed so far shown as `XXX-XX-XXXXX` (partial input formats as far as it goes). */
export function formatBizRegNoInput(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/**
 * What is wrong with a business number as typed, or null when nothing is: the one message the form shows for it
 * (the field's live note only confirms a valid number, so a wrong one is not said twice).
 */
export function bizRegNoProblem(text: string | null | undefined, required: boolean): string | null {
  const d = (text ?? '').replace(/\D/g, '');
  if (!d) return required ? '사업자등록번호를 입력해 주세요.' : null;
  if (d.length !== 10) return `사업자등록번호는 숫자 10자리(XXX-XX-XXXXX)로 입력해 주세요 (${d.length}/10).`;
  return isValidBusinessNumber(d) ? null : '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.';
}

/** The form rule of a business number field. */
export const bizRegNoRule = (required: boolean) => ({
  validator: async (_: unknown, value?: string | null) => {
    const problem = bizRegNoProblem(value, required);
    if (problem) throw new Error(problem);
  },
});

/** A complete, valid number: the field confirms it under the input. */
export const isCompleteBizRegNo = (text: string) => {
  const d = text.replace(/\D/g, '');
  return d.length === 10 && isValidBusinessNumber(d);
};

/** DOMAIN §1.2 phone numbers by their digits. */
export const PHONE_DIGITS = /^(01\d{8,9}|02\d{7,8}|0[3-9]\d{8,9}|1[5-9]\d{6})$/;
export const MOBILE_DIGITS = /^01[016789]\d{7,8}$/;
export const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
export const digitsOf = (text: string) => text.replace(/[-\s.()]/g, '');

/** `0212345678` → `02-1234-5678`, `01012345678` → `010-1234-5678`, `15881234` → `1588-1234`. */
export function formatPhone(digits: string | null | undefined): string {
  const d = (digits ?? '').replace(/\D/g, '');
  if (!d) return '';
  if (/^1\d{7}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  if (d.startsWith('02')) return d.length === 9 ? `02-${d.slice(2, 5)}-${d.slice(5)}` : `02-${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  return d;
}
