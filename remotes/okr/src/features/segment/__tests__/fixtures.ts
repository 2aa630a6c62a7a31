import { recordFixture } from '@dure/shared/testing';
import type { Segment, SegmentDetail } from '../api/segmentApi';

export const segment = recordFixture<Segment>({
  id: 11,
  code: 'MFG-PREC',
  name: '정밀가공',
  parentId: 1,
  parentCode: 'MFG',
  parentName: '제조',
  tam: 500_000_000_000,
  sam: 120_000_000_000,
  som: 8_000_000_000,
  growthRatePct: 6.5,
  priority: 'CORE',
  activeYn: 'Y',
  ownerUserId: 3,
  ownerUserName: '박영업',
  ownerDeptId: 5,
  ownerDeptName: '영업1팀',
  childCount: 0,
  customerCount: 4,
  openPipeline: 350_000_000,
  openLeadCount: 3,
  salesYtd: 1_200_000_000,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-02-01T00:00:00Z',
  version: 2,
  level: 'SEGMENT',
  sharePct: 1,
});

export const market = (overrides: Partial<Segment> = {}) =>
  segment({ id: 1, code: 'MFG', name: '제조', parentId: null, parentCode: null, parentName: null, level: 'MARKET', childCount: 1, ...overrides });

export const detail = (overrides: Partial<SegmentDetail> = {}): SegmentDetail => ({ ...segment(), description: '<p>정밀가공 업체</p>', year: 2026, children: [], ...overrides });
