import path from 'node:path';
import APPS from '../../apps.json';

/** The front-end apps of apps.json on the e2e stack's ports: apart from `npm start`'s, so both can run at once. */
export const E2E_APPS = APPS.map((app) => ({ ...app, url: `http://localhost:${app.e2ePort}` }));
const appUrl = (name: string) => E2E_APPS.find((app) => app.name === name)!.url;

export const E2E = {
  hostPort: E2E_APPS.find((app) => app.kind === 'host')!.e2ePort,
  apiPort: 8190,
  runDir: path.join(__dirname, '..', '.run'),
  repo: path.join(__dirname, '..', '..'),
};
export const HOST_URL = appUrl('host');
export const CRM_URL = appUrl('crm');
export const ADMIN_URL = appUrl('admin');
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
