import { http } from '@dure/shared';

export type CodeLevel = 'BASE' | 'READ' | 'WRITE' | 'ADMIN' | 'COMPOSITE' | 'SYSTEM';

export type AuthorityCode = {
  code: string;
  name: string;
  area: string | null;
  level: CodeLevel;
  includes: string[];
  systemYn: 'Y' | 'N';
  userCount: number;
  version: number;
};

export type MenuAuthority = {
  pageId: string;
  path: string;
  title: string;
  menuGroup: string | null;
  remote: string;
  defaultRoles: string[];
  roles: string[];
  overriddenYn: 'Y' | 'N';
  version: number;
};

export type ConsistencyKind = 'EXPIRED_GRANT' | 'INACTIVE_USER' | 'CLOSED_DEPARTMENT' | 'REDUNDANT' | string;

export type ConsistencyFinding = {
  userId: number;
  username: string;
  userName: string;
  deptName: string | null;
  kind: ConsistencyKind;
  authorityCode: string | null;
  detail: string;
};

export const LEVEL_LABELS: Record<CodeLevel, string> = {
  BASE: '기본',
  READ: '조회',
  WRITE: '편집',
  ADMIN: '관리',
  COMPOSITE: '복합',
  SYSTEM: '시스템',
};

export const KIND_LABELS: Record<string, { label: string; color: string }> = {
  EXPIRED_GRANT: { label: '만료된 임시 권한', color: 'orange' },
  INACTIVE_USER: { label: '비활성 사용자의 권한', color: 'red' },
  CLOSED_DEPARTMENT: { label: '폐쇄된 부서 소속', color: 'volcano' },
  REDUNDANT: { label: '중복 권한', color: 'blue' },
};

const result = <T,>(p: Promise<{ result: T }>) => p.then((r) => r.result);

export const authorityApi = {
  codes: () => result(http.get('api/auth/code').json<{ result: AuthorityCode[] }>()),
  createCode: (input: { code: string; name: string; includes: string[] }) => result(http.post('api/auth/code', { json: input }).json<{ result: AuthorityCode }>()),
  updateCode: (code: string, input: { name: string; includes: string[]; version: number }) =>
    result(http.put(`api/auth/code/${encodeURIComponent(code)}`, { json: input }).json<{ result: AuthorityCode }>()),
  deleteCode: (code: string, version: number) => http.delete(`api/auth/code/${encodeURIComponent(code)}`, { searchParams: { version } }).json(),
  menus: () => result(http.get('api/auth/menu').json<{ result: MenuAuthority[] }>()),
  updateMenu: (pageId: string, roles: string[], version: number) =>
    result(http.put(`api/auth/menu/${encodeURIComponent(pageId)}`, { json: { roles, version } }).json<{ result: MenuAuthority }>()),
  resetMenu: (pageId: string) => http.delete(`api/auth/menu/${encodeURIComponent(pageId)}`).json(),
  consistency: () => result(http.get('api/auth/consistency').json<{ result: ConsistencyFinding[] }>()),
};
