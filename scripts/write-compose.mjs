#!/usr/bin/env node
// docker-compose.yml is written from apps.json (compose cannot read JSON): the build's public remote URLs,
// the api's CORS origins and one static server per app come from the list. `node scripts/write-compose.mjs`
// after editing apps.json; a node test (scripts/__tests__) fails while the two disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envName, readApps } from './apps.mjs';

/** `pnpm@<version>` of the root package.json, the one the build container installs with. */
const PNPM = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).packageManager;

function appService(app) {
  const mode = app.kind === 'host' ? '--spa' : '--cors';
  return `  ${app.name}:
    <<: *node
    command: node tools/serve/serve.mjs --dir ${app.dir}/dist --port ${app.port} --host 0.0.0.0 ${mode}
    depends_on:
      build:
        condition: service_completed_successfully
    ports:
      - "${app.port}:${app.port}"
`;
}

/** The whole compose file for these apps. */
export function renderCompose(apps) {
  const host = apps.find((a) => a.kind === 'host');
  const remotes = apps.filter((a) => a.kind === 'remote');
  const publicUrls = remotes.map((r) => `      PUBLIC_${envName(r.name)}_URL: \${PUBLIC_${envName(r.name)}_URL:-http://localhost:${r.port}}\n`).join('');
  const origins = apps.map((a) => `http://localhost:${a.port}`).join(',');
  return `# Production-like stack: PostgreSQL, the api, and a static server per front-end app,
# each on its own origin, wired through the host's remotes.json.
# \`docker compose up\` then open http://localhost:${host.port} (first admin from ADMIN_USERNAME/ADMIN_PASSWORD).
# Written by scripts/write-compose.mjs from apps.json: edit those, then run it.

x-node: &node
  image: node:20-bookworm-slim
  working_dir: /app
  volumes:
    - .:/app
  environment: &node-env
    COREPACK_ENABLE_DOWNLOAD_PROMPT: "0"

services:
  postgres:
    image: postgres:16
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

  build:
    <<: *node
    command: >
      sh -c "npx --yes ${PNPM} install --frozen-lockfile &&
             npx --yes ${PNPM} run build &&
             node scripts/write-runtime-config.mjs host/dist"
    environment:
      <<: *node-env
      PUBLIC_API_HOST: \${PUBLIC_API_HOST:-http://localhost:8090}
${publicUrls}
  api:
    <<: *node
    command: sh -c "cd api && node --import tsx src/server.ts"
    depends_on:
      postgres:
        condition: service_healthy
      build:
        condition: service_completed_successfully
    environment:
      <<: *node-env
      NODE_ENV: production
      HOST: 0.0.0.0
      PORT: "8090"
      DATABASE_URL: postgres://dure:\${POSTGRES_PASSWORD:-dure}@postgres:5432/dure
      ADMIN_USERNAME: \${ADMIN_USERNAME:-admin}
      # Set both to create the first administrator at start (or run \`pnpm --filter @dure/api create-admin\`).
      ADMIN_PASSWORD: \${ADMIN_PASSWORD:-}
      CORS_ORIGINS: ${origins}
      TRUST_PROXY: "false"
    ports:
      - "8090:8090"

${apps.map(appService).join('\n')}
volumes:
  pgdata:
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
