import path from 'node:path';

/** Ports of the e2e stack: apart from `npm start`'s, so both can run at once. */
export const E2E = {
  hostPort: 3100,
  crmPort: 3101,
  adminPort: 3106,
  apiPort: 8190,
  runDir: path.join(__dirname, '..', '.run'),
  repo: path.join(__dirname, '..', '..'),
};
export const HOST_URL = `http://localhost:${E2E.hostPort}`;
export const CRM_URL = `http://localhost:${E2E.crmPort}`;
export const ADMIN_URL = `http://localhost:${E2E.adminPort}`;
export const API_URL = `http://localhost:${E2E.apiPort}/dure.crm`;
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'admin1234!';

/** The browser context every test starts in (the config's `use`), and the one the session fixture signs in with. */
export const CONTEXT_OPTIONS = {
  baseURL: HOST_URL,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
  serviceWorkers: 'block',
  // The app turns antd's animations off for users who ask for less motion: clicks never land on a dialog still zooming in.
  reducedMotion: 'reduce',
} as const;
