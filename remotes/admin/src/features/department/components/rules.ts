import { DEPARTMENT_LIMITS as LIMITS } from '@dure/shared/contracts/admin/department';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

/** Client-side checks mirror the api's; the api decides and its Korean message is shown on failure. */
export const departmentRules: Record<'name' | 'code' | 'costCenterCode' | 'sortOrder' | 'validTo', FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: '부서명을 입력해 주세요.' },
    { max: LIMITS.name, message: `부서명은 ${LIMITS.name}자 이내로 입력해 주세요.` },
  ],
  code: [
    { required: true, whitespace: true, message: '부서코드를 입력해 주세요.' },
    { max: LIMITS.code, message: `부서코드는 ${LIMITS.code}자 이내로 입력해 주세요.` },
    { pattern: /^[A-Za-z0-9_-]+$/, message: '부서코드는 영문, 숫자, -, _ 만 사용할 수 있습니다.' },
  ],
  costCenterCode: [{ max: LIMITS.costCenterCode, message: `코스트센터 코드는 ${LIMITS.costCenterCode}자 이내로 입력해 주세요.` }],
  sortOrder: [{ type: 'integer', min: 0, max: LIMITS.sortOrder, message: `정렬순서는 0~${LIMITS.sortOrder.toLocaleString('ko-KR')} 사이의 정수입니다.` }],
  validTo: [
    ({ getFieldValue }) => ({
      validator: (_, value: Dayjs | null) => {
        const from = getFieldValue('validFrom') as Dayjs | null;
        return !value || !from || !value.isBefore(from, 'day') ? Promise.resolve() : Promise.reject(new Error('유효기간 종료일은 시작일 이후여야 합니다.'));
      },
    }),
  ],
};
