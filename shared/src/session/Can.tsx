import type { ReactNode } from 'react';
import type { Area, Level } from '../access/roles';
import { useCan } from './hooks';

type Props = { area: Area; level: Level; children: ReactNode; fallback?: ReactNode };

/** Renders its children only when the user may act at `level` in `area` (see `useCan`). */
export function Can({ area, level, children, fallback = null }: Props) {
  return <>{useCan(area, level) ? children : fallback}</>;
}
