import type { CustomerDetail, DuplicateMatch } from '../api/customerApi';

export function customer(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    id: 7,
    customerNo: 'C-000007',
    name: '(주)한빛정밀',
    customerType: 'CORPORATION',
    bizRegNo: '2208162517',
    corpRegNo: null,
    ceoName: '김대표',
    bizType: '제조업',
    bizItem: '정밀기계',
    industryCode: 'MANUFACTURING',
    segmentId: null,
    segmentName: null,
    segmentParentName: null,
    grade: 'B',
    status: 'ACTIVE',
    phone: '0212345678',
    website: 'hanbit.co.kr',
    zipCode: '06236',
    address1: '서울특별시 강남구 테헤란로 1',
    address2: null,
    emailDomain: 'hanbit.co.kr',
    taxEmail: null,
    paymentTermDays: 30,
    creditLimit: null,
    parentCustomerId: null,
    parentCustomerName: null,
    mergedIntoId: null,
    ownerUserId: 3,
    ownerUserName: '박영업',
    ownerDeptId: 5,
    ownerDeptName: '영업1팀',
    lastActivityAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    version: 2,
    contacts: [],
    figures: { pipelineAmount: 0, weightedPipelineAmount: 0, openLeadCount: 0, contractTotal: 0, contractCount: 0, lastActivityAt: null },
    ...overrides,
  };
}

export function match(overrides: Partial<DuplicateMatch> = {}): DuplicateMatch {
  return { id: 7, customerNo: 'C-000007', name: '(주)한빛정밀', bizRegNo: '2208162517', status: 'ACTIVE', ownerDeptName: '영업1팀', reasons: ['SIMILAR_NAME'], similarity: 0.86, ...overrides };
}
