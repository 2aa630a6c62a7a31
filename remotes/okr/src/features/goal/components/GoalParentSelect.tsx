import { GoalSelect } from './GoalSelect';

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  periodId?: number;
  /** The goal being aligned: itself and its descendants are not offered. */
  excludeId?: number;
  initialLabel?: string | null;
  disabled?: boolean;
  'aria-label'?: string;
};

/** 상위 목표 (alignment picker): the goals the caller may see in the period, searched on the server by title. */
export function GoalParentSelect({ periodId, excludeId, ...rest }: Props) {
  return <GoalSelect {...rest} filter={{ periodId, excludeId }} placeholder="상위 목표 검색" emptyText="정렬할 수 있는 목표가 없습니다." />;
}
