type ChartsModule = typeof import('./Charts');

/** recharts and the chart components, one chunk of the app that shows a dashboard. */
export const loadCharts = (): Promise<ChartsModule> => import('./Charts');

/**
 * A dashboard route's page code together with the chart code, so its charts never wait for a second download.
 * Its own entry ('@dure/shared/dashboard/routes'): a remote's route table imports it without the dashboard screens.
 */
export const withCharts =
  <M>(page: () => Promise<M>) =>
  (): Promise<M> =>
    Promise.all([page(), loadCharts()]).then(([module]) => module);
