/** Korean labels of market segment fields: history dialog. */
export const SEGMENT_FIELD_LABELS: Record<string, string> = {
  code: '코드',
  name: '이름',
  parentId: '상위 시장',
  description: '설명',
  tam: 'TAM',
  sam: 'SAM',
  som: 'SOM',
  growthRatePct: '성장률(%)',
  priority: '우선순위',
  activeYn: '사용여부',
  ownerUserId: '담당자',
  ownerDeptId: '소유부서',
  deletedYn: '삭제여부',
};
