// The one list of front-end apps (apps.json at the repo root): name, kind, folder, port and e2e port.
// The start script, the test runner, the runtime config writer, docker-compose.yml (generated), the e2e
// stack and the api's default CORS origins all read it. Node built-ins only.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ name: string, kind: 'host' | 'remote', dir: string, port: number, e2ePort: number }} App */

/** The environment variable stem of an app: `crm` → `CRM`, so `CRM_PORT` and `PUBLIC_CRM_URL`. */
export const envName = (name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '_');

/** @returns {App[]} the apps as listed, host first */
export function readApps(root) {
  return JSON.parse(readFileSync(path.join(root, 'apps.json'), 'utf8'));
}

/** Writes the list back, one app a line as it is kept. */
export function writeApps(root, apps) {
  const line = (app) => `  { ${Object.entries(app).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`).join(', ')} }`;
  writeFileSync(path.join(root, 'apps.json'), `[\n${apps.map(line).join(',\n')}\n]\n`);
}

/** The apps with their ports as this run uses them: `<NAME>_PORT` overrides the listed port. */
export function appsWithEnvPorts(apps, env = process.env) {
  return apps.map((app) => ({ ...app, port: Number(env[`${envName(app.name)}_PORT`] ?? app.port) }));
}
