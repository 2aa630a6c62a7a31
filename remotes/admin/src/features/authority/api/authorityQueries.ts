import { queryOptions } from '@tanstack/react-query';
import { authorityApi } from './authorityApi';

/** Every role code with its holders (권한 코드). */
export const authorityCodesQuery = queryOptions({ queryKey: ['authority', 'codes'], queryFn: () => authorityApi.codes() });

/** Every page with the roles that open it (메뉴 권한). */
export const menuAuthoritiesQuery = queryOptions({ queryKey: ['authority', 'menus'], queryFn: () => authorityApi.menus() });

/** The role consistency findings, checked afresh on every visit (역할 정합성 점검). */
export const roleConsistencyQuery = queryOptions({ queryKey: ['authority', 'consistency'], queryFn: () => authorityApi.consistency(), staleTime: 0 });
