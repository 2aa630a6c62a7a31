// The week grid both work-log pages use: 내 업무일지 (the caller's week) and 업무일지 관리 (a person's week, read-only or entered on their behalf).
export * from './gridModel';
export { WorklogGrid } from './WorklogGrid';
export { AddRow } from './AddRow';
export { WeekNotices, useWeekEditor } from './useWeekEditor';
export { WeekNav } from './WeekNav';
export { WORKLOG_KEY } from './keys';
export { QueryState } from './QueryState';
export { HoursOfExpected } from './HoursOfExpected';
