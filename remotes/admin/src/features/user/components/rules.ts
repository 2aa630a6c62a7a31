import type { FormRule } from 'antd';

export const emailRule: FormRule = { type: 'email', message: '이메일 형식이 올바르지 않습니다.' };

/** DOMAIN §1.2 phone rule: 9–11 digits starting with 0 (or a 1588-style number). */
export const mobileRule: FormRule = {
  validator: (_, value?: string) =>
    !value || /^(0\d{8,10}|1\d{7})$/.test(value) ? Promise.resolve() : Promise.reject(new Error('전화번호 형식이 올바르지 않습니다.')),
};
