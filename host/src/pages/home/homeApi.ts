import { http, result } from '@dure/shared';
import type { MyGoalSummary } from '@dure/shared/contracts/okr/goal';
import type { MyProject } from '@dure/shared/contracts/okr/project';

export type { MyDueKeyResult, MyGoal, MyGoalSummary } from '@dure/shared/contracts/okr/goal';
export type { MyProject } from '@dure/shared/contracts/okr/project';

/** The home page's own calls: the signed-in user's goals and projects (any signed-in user, only their own records). */
export const homeApi = {
  myGoals: () => result<MyGoalSummary>(http.get('api/goal/mine/summary')),
  myProjects: () => result<MyProject[]>(http.get('api/project/mine')),
};
