import { josaOf } from '../format/josa';
import type { ConfirmAction } from './useConfirmAction';

/** A status a record's page can move it to: the button's word, what the confirmation says, and whether it cuts something off. */
export type StatusAction<S extends string> = { status: S; label: string; confirm: string; danger?: boolean };

/**
 * A status change as `useConfirmAction` asks it: titled with the record's name and the action, confirmed with 변경,
 * and told with the new status's name and its particle (상태를 '휴면'으로 바꿨습니다).
 */
export function statusChange<S extends string, T>(
  name: string,
  action: StatusAction<S>,
  statusLabel: string,
  call: Omit<ConfirmAction<T>, 'title' | 'content' | 'okText' | 'danger' | 'success'>,
): ConfirmAction<T> {
  return {
    title: `${name}: ${action.label}`,
    content: action.confirm,
    okText: '변경',
    danger: action.danger,
    success: `상태를 '${statusLabel}'${josaOf(statusLabel, '으로/로')} 바꿨습니다.`,
    ...call,
  };
}
