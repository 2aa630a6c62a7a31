import { GOAL_LEVEL, GoalSelect } from '../../goal';
import type { MboSheetDetail } from '../api/mboApi';
import { halfDates } from '../model/mboLabels';

type Props = {
  sheet: Pick<MboSheetDetail, 'userId' | 'year' | 'half'>;
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The linked goal's title as the sheet answered it (shown before the search loads). */
  initialLabel?: string | null;
  'aria-label'?: string;
};

/** 연결 목표: the sheet owner's goals whose period overlaps the sheet's half year, searched on the server by title. */
export function MboGoalSelect({ sheet, ...rest }: Props) {
  return (
    <GoalSelect
      {...rest}
      filter={{ ownerUserId: sheet.userId, ...halfDates(sheet) }}
      placeholder="연결 안 함"
      emptyText="이 기간에 연결할 수 있는 목표가 없습니다."
      labelOf={(g) => `[${GOAL_LEVEL.labels[g.level]}] ${g.title} · ${g.periodCode}`}
      style={{ width: '100%' }}
    />
  );
}
