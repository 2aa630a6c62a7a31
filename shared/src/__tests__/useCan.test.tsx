import { act, render, renderHook, screen } from '@testing-library/react';
import { AREAS, type Area, LEVELS, type Level, expandAuthorities, holdsAnyRole, role } from '../access/index';
import { authoritiesAtom, sessionStore } from '../session/atoms';
import { Can } from '../session/Can';
import { useCan } from '../session/hooks';

const areas = Object.keys(AREAS) as Area[];
const pairs = areas.flatMap((area) => LEVELS.map((level) => [area, level] as const));

/** What the api answers for a route declared `roles: [role(area, level)]`: its rule on the grants as the token store expands them. */
function serverAllows(granted: string[], area: Area, level: Level): boolean {
  return holdsAnyRole(new Set(expandAuthorities(['ROLE_USER', ...granted])), [role(area, level)]);
}

/** Signs in with the authorities check_token returns for these grants. */
function signIn(granted: string[]) {
  act(() => sessionStore.set(authoritiesAtom, expandAuthorities(['ROLE_USER', ...granted])));
}

function Probe({ area, level, seen }: { area: Area; level: Level; seen: Map<string, boolean> }) {
  seen.set(`${area} ${level}`, useCan(area, level));
  return null;
}

/** Every area × level through the hook, in one render. */
function everyCan(): Map<string, boolean> {
  const seen = new Map<string, boolean>();
  render(
    <>
      {pairs.map(([area, level]) => (
        <Probe key={`${area} ${level}`} area={area} level={level} seen={seen} />
      ))}
    </>,
  );
  return seen;
}

const ROLE_SETS: string[][] = [
  [],
  ['ROLE_SUPER'],
  ['ROLE_ADMIN'],
  ['ROLE_HR_ADMIN'],
  ['ROLE_FINANCIAL_MANAGEMENT_ADMIN'],
  ['ROLE_BUSINESS_STRATEGY_ADMIN', 'ROLE_TASK_ADMIN'],
  ['ROLE_DEVELOPER_ADMIN'],
  ['ROLE_CUSTOMER'],
  ['ROLE_CUSTOMER_READ'],
  ['ROLE_CUSTOMER_WRITE', 'ROLE_LEAD_READ'],
  ['ROLE_LEAD_ADMIN', 'ROLE_CRM_WRITE', 'ROLE_TAX_INVOICE_MANAGEMENT_READ'],
  ['ROLE_DEVELOPER', 'ROLE_DEVELOPMENT'],
  ...areas.map((area) => [role(area, 'WRITE')]),
];

afterEach(() => act(() => sessionStore.set(authoritiesAtom, null)));

describe('useCan mirrors the server', () => {
  it.each(ROLE_SETS.map((set) => [set.join(' + ') || 'ROLE_USER only', set] as const))('answers as the api for every area and level: %s', (_, granted) => {
    signIn(granted);
    const seen = everyCan();
    expect(seen.size).toBe(pairs.length);
    const mismatches = pairs.filter(([area, level]) => seen.get(`${area} ${level}`) !== serverAllows(granted, area, level));
    expect(mismatches).toEqual([]);
  });

  it('follows the level order ADMIN ⊃ WRITE ⊃ READ, composites and ROLE_SUPER', () => {
    const cases: [string[], Area, Level, boolean][] = [
      [['ROLE_CUSTOMER_ADMIN'], 'CUSTOMER', 'WRITE', true],
      [['ROLE_CUSTOMER_WRITE'], 'CUSTOMER', 'READ', true],
      [['ROLE_CUSTOMER_WRITE'], 'CUSTOMER', 'ADMIN', false],
      [['ROLE_CUSTOMER_READ'], 'CUSTOMER', 'WRITE', false],
      [['ROLE_CUSTOMER_WRITE'], 'LEAD', 'READ', false],
      [['ROLE_ADMIN'], 'DEPARTMENT', 'ADMIN', true],
      [['ROLE_ADMIN'], 'USER_HR', 'WRITE', true],
      [['ROLE_ADMIN'], 'USER_HR', 'ADMIN', false],
      [['ROLE_HR_ADMIN'], 'CUSTOMER', 'READ', false],
      [['ROLE_SUPER'], 'EVALUATION_OKR', 'ADMIN', true],
      [[], 'CUSTOMER', 'READ', false],
    ];
    for (const [granted, area, level, allowed] of cases) {
      signIn(granted);
      const { result, unmount } = renderHook(() => useCan(area, level));
      expect([granted, area, level, result.current]).toEqual([granted, area, level, allowed]);
      unmount();
    }
  });

  it('updates when the session changes and is false when signed out', () => {
    const { result } = renderHook(() => useCan('LEAD', 'WRITE'));
    expect(result.current).toBe(false);
    signIn(['ROLE_LEAD_WRITE']);
    expect(result.current).toBe(true);
  });
});

describe('<Can>', () => {
  it('shows its children only with the permission, else the fallback', () => {
    signIn(['ROLE_LEAD_READ']);
    const { rerender } = render(
      <Can area="LEAD" level="WRITE" fallback={<span>읽기 전용</span>}>
        <button type="button">수정</button>
      </Can>,
    );
    expect(screen.queryByRole('button', { name: '수정' })).toBeNull();
    expect(screen.getByText('읽기 전용')).toBeTruthy();
    signIn(['ROLE_LEAD_WRITE']);
    rerender(
      <Can area="LEAD" level="WRITE" fallback={<span>읽기 전용</span>}>
        <button type="button">수정</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: '수정' })).toBeTruthy();
  });
});
