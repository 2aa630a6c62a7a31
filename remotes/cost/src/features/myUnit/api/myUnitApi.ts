import { http } from '@dure/shared';
import type { MyUnit } from '@dure/shared/contracts/cost/myUnit';

export type { MyUnit, UnitMember, UnitMyProject, UnitProject, UnitWeekStatus } from '@dure/shared/contracts/cost/myUnit';
export { UNIT_WEEK_STATUS } from '@dure/shared/contracts/cost/myUnit';

/** 내 유닛 (/mypage/myunit): the caller's department for one ISO week (a Monday). */
export const myUnitApi = {
  get: (weekStart: string) => http.get('api/mypage/myunit', { searchParams: { weekStart } }).json<{ result: MyUnit }>().then((r) => r.result),
};
