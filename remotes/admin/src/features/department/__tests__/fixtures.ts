import type { Department } from '../api/departmentApi';

const base = { leaderUserId: null, leaderName: null, costCenterCode: null, validFrom: '2024-01-01', validTo: null, version: 1, updatedAt: '2025-03-14T09:00:00+09:00' };

export const departments: Department[] = [
  { ...base, id: 1, code: 'DURE', name: '(주)두레솔루션', parentId: null, level: 'COMPANY', sortOrder: 0, directMemberCount: 1, memberCount: 6, subtreeMemberCount: 6, childCount: 2, hasChildren: true, path: '/1/' },
  { ...base, id: 2, code: 'SALES', name: '영업본부', parentId: 1, level: 'DIVISION', sortOrder: 1, directMemberCount: 1, memberCount: 4, subtreeMemberCount: 4, childCount: 2, hasChildren: true, path: '/1/2/' },
  { ...base, id: 3, code: 'SALES1', name: '영업1팀', parentId: 2, level: 'TEAM', sortOrder: 1, directMemberCount: 2, memberCount: 2, subtreeMemberCount: 2, childCount: 0, hasChildren: false, path: '/1/2/3/' },
  { ...base, id: 4, code: 'SALES2', name: '영업2팀', parentId: 2, level: 'TEAM', sortOrder: 2, directMemberCount: 1, memberCount: 1, subtreeMemberCount: 1, childCount: 0, hasChildren: false, path: '/1/2/4/' },
  { ...base, id: 5, code: 'HR', name: '인사팀', parentId: 1, level: 'TEAM', sortOrder: 0, directMemberCount: 1, memberCount: 1, subtreeMemberCount: 1, childCount: 0, hasChildren: false, path: '/1/5/' },
];
