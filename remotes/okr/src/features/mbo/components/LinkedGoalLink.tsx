import { Link } from '@dure/shared';
import type { MboItem } from '../api/mboApi';

/** An item's linked goal as a link to the goal, or a dash when it links none (or the goal is gone). */
export function LinkedGoalLink({ item }: { item: Pick<MboItem, 'linkedGoalId' | 'linkedGoalTitle'> }) {
  if (item.linkedGoalId === null || !item.linkedGoalTitle) return <>-</>;
  return <Link to={`/goal/${item.linkedGoalId}`}>{item.linkedGoalTitle}</Link>;
}
