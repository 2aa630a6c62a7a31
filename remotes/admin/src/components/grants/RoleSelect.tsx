import { ROLE_TABLE, base, http, result } from '@dure/shared';
import type { AuthorityCode } from '@dure/shared/contracts/admin/authority';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';

type Code = Pick<AuthorityCode, 'code' | 'name'> & { level: string };

const GROUPS: { label: string; levels: string[] }[] = [
  { label: '시스템·복합 권한', levels: ['SYSTEM', 'COMPOSITE'] },
  { label: '기본 권한', levels: ['BASE'] },
  { label: '조회 권한', levels: ['READ'] },
  { label: '편집 권한', levels: ['WRITE'] },
  { label: '관리 권한', levels: ['ADMIN'] },
];

let cache: Promise<Code[]> | null = null;
/** The stored authority codes (with composites admins added); the shared role table when they cannot be read. */
function loadCodes(): Promise<Code[]> {
  cache ??= result<Code[]>(http.get('api/auth/code')).catch(() => ROLE_TABLE.map((r) => ({ code: r.code, name: r.name, level: r.level })));
  return cache;
}

export function invalidateRoleCodes() {
  cache = null;
}

type Props = { value?: string | string[]; onChange?: (v: any) => void; multiple?: boolean; exclude?: string[]; placeholder?: string; style?: React.CSSProperties; id?: string; 'aria-label'?: string };

/** Role picker with Korean names, grouped by level; searchable by name or code. */
export function RoleSelect({ multiple, exclude = [], placeholder = '권한 선택', ...rest }: Props) {
  const [codes, setCodes] = useState<Code[] | null>(null);
  useEffect(() => {
    void loadCodes().then(setCodes);
  }, []);
  const excluded = exclude.join(',');
  const options = useMemo(() => {
    const skip = new Set<string>([...excluded.split(','), base('USER')]);
    return GROUPS.map((g) => ({
      label: g.label,
      options: (codes ?? []).filter((r) => g.levels.includes(r.level) && !skip.has(r.code)).map((r) => ({ value: r.code, label: `${r.name} · ${r.code}` })),
    })).filter((g) => g.options.length > 0);
  }, [codes, excluded]);
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      allowClear
      loading={codes === null}
      optionFilterProp="label"
      placeholder={placeholder}
      options={options}
      popupMatchSelectWidth={false}
    />
  );
}
