/** Every work-log query's first key part (내 업무일지, 업무일지 관리, 내 유닛): a saved, submitted or decided week marks them all stale. */
export const WORKLOG_KEY = ['worklog'] as const;
