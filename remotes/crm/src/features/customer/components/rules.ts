import { isValidBusinessNumber } from '@dure/shared/format';

/** Digits typed so far shown as `XXX-XX-XXXXX` (partial input formats as far as it goes). */
export function formatBizRegNoInput(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** The live message under the business number: null while nothing is typed. */
export function bizRegNoStatus(text: string): { ok: boolean; message: string } | null {
  const d = text.replace(/\D/g, '');
  if (!d) return null;
  if (d.length < 10) return { ok: false, message: `숫자 10자리를 입력해 주세요 (${d.length}/10).` };
  return isValidBusinessNumber(d) ? { ok: true, message: '유효한 사업자등록번호입니다.' } : { ok: false, message: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.' };
}

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
