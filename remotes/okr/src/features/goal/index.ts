// What other features (the objective tree, the period page, MBO items) use of the goal feature.
export { type PickedOkrPeriod, GOAL_LEVEL, defaultPeriod, goalApi } from './api/goalApi';
export { OKR_KEY, goalPickerQuery, periodPickerQuery } from './api/goalQueries';
export { GoalParentSelect } from './components/GoalParentSelect';
export { GoalSelect } from './components/GoalSelect';
export { HealthTag, PeriodSelect, ProgressBar, StatusTag, levelOptions } from './components/okrFormat';
