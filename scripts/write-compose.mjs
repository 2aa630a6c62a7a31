#!/usr/bin/env node
// docker-compose.yml is written from apps.json (compose cannot read JSON): one nginx image per web app with
// every public origin, the api's CORS origins, and two api instances behind one nginx.
// `node scripts/write-compose.mjs` after editing apps.json; a node test (scripts/__tests__) fails while the two disagree.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envName, readApps } from './apps.mjs';

const API_PORT = 8090;
/** The api instances behind the one api address. */
export const API_INSTANCES = ['api1', 'api2'];

/** `${PUBLIC_<NAME>_URL:-http://localhost:<port>}`: the public address of an app, overridable at `docker compose build`. */
const publicUrl = (app) => `\${PUBLIC_${envName(app.name)}_URL:-http://localhost:${app.port}}`;
const API_URL = `\${PUBLIC_API_HOST:-http://localhost:${API_PORT}}`;

function appService(app, origins) {
  return `  ${app.name}:
    build:
      context: .
      dockerfile: deploy/web.Dockerfile
      args:
        APP: ${app.name}
        PUBLIC_ORIGINS: '${origins}'
    image: dure-${app.name}
    restart: unless-stopped
    ports:
      - "${app.port}:80"
`;
}

function apiInstance(name) {
  return `  ${name}:
    <<: *api
    hostname: ${name}
`;
}

/** The whole compose file for these apps. */
export function renderCompose(apps) {
  const host = apps.find((a) => a.kind === 'host');
  const origins = JSON.stringify({ api: API_URL, ...Object.fromEntries(apps.map((a) => [a.name, publicUrl(a)])) });
  return `# Production stack: PostgreSQL, the compiled api twice behind one nginx, and each web app as static
# files behind its own nginx (cache rules, CSP, CORS: tools/serve/policy.mjs), each on its own origin.
# \`docker compose up --build\` then open http://localhost:${host.port} (first admin from ADMIN_USERNAME/ADMIN_PASSWORD).
# Public addresses other than localhost: set PUBLIC_API_HOST and PUBLIC_<APP>_URL before building.
# Written by scripts/write-compose.mjs from apps.json: edit those, then run it.

x-api: &api
  build:
    context: .
    dockerfile: api/Dockerfile
  image: dure-api
  restart: unless-stopped
  depends_on:
    postgres:
      condition: service_healthy
  environment:
    DATABASE_URL: postgres://dure:\${POSTGRES_PASSWORD:-dure}@postgres:5432/dure
    ADMIN_USERNAME: \${ADMIN_USERNAME:-admin}
    # Set both to create the first administrator at start (or run \`node dist/create-admin.js\` in an api container).
    ADMIN_PASSWORD: \${ADMIN_PASSWORD:-}
    CORS_ORIGINS: ${apps.map(publicUrl).join(',')}
    # Behind the api nginx (a private network address): per-IP login limits see the client.
    TRUST_PROXY: uniquelocal
  volumes:
    - files:/data/files

services:
  postgres:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: dure
      POSTGRES_USER: dure
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-dure}
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U dure -d dure"]
      interval: 5s
      retries: 20

${API_INSTANCES.map(apiInstance).join('\n')}
  api:
    build:
      context: .
      dockerfile: deploy/api-proxy.Dockerfile
      args:
        UPSTREAMS: ${API_INSTANCES.map((name) => `${name}:${API_PORT}`).join(' ')}
    image: dure-api-proxy
    restart: unless-stopped
    depends_on:
${API_INSTANCES.map((name) => `      ${name}:\n        condition: service_healthy\n`).join('')}    ports:
      - "${API_PORT}:${API_PORT}"

${apps.map((app) => appService(app, origins)).join('\n')}
volumes:
  pgdata:
  files:
`;
}

/** Writes docker-compose.yml under `root` from its apps.json. */
export function writeCompose(root) {
  writeFileSync(path.join(root, 'docker-compose.yml'), renderCompose(readApps(root)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  writeCompose(root);
  console.log('[두레] docker-compose.yml 작성 (apps.json)');
}
