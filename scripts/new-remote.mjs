#!/usr/bin/env node
// `npm run new-remote -- <name> <port>`: a new federated remote from the template (remotes/README.md):
// its package, build, type and test configs, the exposed routes through defineRemoteRoutes, the standalone
// bootstrap, and its entry in apps.json (docker-compose.yml is written again from the list).
//   --e2e-port N   the e2e stack's port (default: port + 100)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readApps, writeApps } from './apps.mjs';
import { writeCompose } from './write-compose.mjs';

/** The remote names of the page table (its `RemoteName` union): a remote outside it would serve no page. */
export function remoteNamesOf(pagesSource) {
  const union = pagesSource.match(/export type RemoteName =([^;]+);/)?.[1] ?? '';
  return [...union.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** The remote's package: the host's versions of every singleton, so the shared libraries match. */
function packageJson(root, name) {
  const host = JSON.parse(readFileSync(path.join(root, 'host/package.json'), 'utf8'));
  const pick = (from, names) => Object.fromEntries(names.map((n) => [n, from[n]]));
  const hostDeps = { ...host.dependencies, ...host.devDependencies };
  return {
    name: `@dure/remote-${name}`,
    version: '0.1.0',
    private: true,
    scripts: { build: 'webpack --mode production', test: 'jest', typecheck: 'tsc --noEmit -p .' },
    dependencies: {
      ...pick(hostDeps, ['@ant-design/icons', '@ant-design/pro-components']),
      '@dure/shared': 'workspace:*',
      ...pick(hostDeps, ['@tanstack/react-query', 'antd', 'dayjs', 'jotai', 'react', 'react-dom', 'react-router-dom']),
    },
    devDependencies: {
      '@dure/build': 'workspace:*',
      ...pick(hostDeps, ['@swc/core', '@swc/jest', '@testing-library/react', '@types/jest', '@types/react', '@types/react-dom', 'jest', 'jest-environment-jsdom', 'ky', 'typescript', 'webpack', 'webpack-cli']),
    },
  };
}

/** The template's files, by path inside the remote's folder. */
const templateFiles = (root, name) => ({
  'package.json': `${JSON.stringify(packageJson(root, name), null, 2)}\n`,
  'webpack.config.cjs': `const { createConfig } = require('@dure/build');

module.exports = (_env, argv) =>
  createConfig({ dir: __dirname, name: '${name}', title: '두레 ${name} (개발용 단독 실행)', exposes: { './routes': './src/routes.tsx' } }, argv);
`,
  'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "lib": ["ES2023", "DOM", "DOM.Iterable"], "types": ["jest"] },
  "include": ["src"]
}
`,
  'jest.config.cjs': `module.exports = require('../../jest.preset.cjs')(__dirname);\n`,
  'src/index.ts': `// Standalone development entry; the host only loads remoteEntry.js and ./routes.\nimport('./bootstrap');\n`,
  'src/bootstrap.tsx': `import { startStandalone } from '@dure/shared/standalone';
import { routes } from './routes';

startStandalone(routes);
`,
  'src/routes.tsx': `import { defineRemoteRoutes } from '@dure/shared/remote';

// One line a page of this remote in the page table: PageId: () => import('./features/<feature>/components/<Page>'),
export const { routes, sharedVersion } = defineRemoteRoutes('${name}', {});
`,
  'src/globals.d.ts': `declare const __APP_VERSION__: string;\ndeclare const __BUILD_ID__: string;\ndeclare module '*.css';\n`,
});

/**
 * Writes remotes/<name> under `root` and lists it in apps.json and docker-compose.yml; throws (writing
 * nothing) for a name already listed or unknown to the page table, or a port another app uses.
 */
export function createRemote(root, { name, port, e2ePort = port + 100 }) {
  if (!/^[a-z][a-z0-9]*$/.test(name) || !Number.isInteger(port) || !Number.isInteger(e2ePort)) {
    throw new Error('사용법: npm run new-remote -- <이름(영문 소문자)> <포트> [--e2e-port N]');
  }
  const apps = readApps(root);
  const dir = `remotes/${name}`;
  if (apps.some((a) => a.name === name) || existsSync(path.join(root, dir))) throw new Error(`${name} 리모트가 이미 있습니다.`);
  const taken = apps.flatMap((a) => [a.port, a.e2ePort]);
  for (const p of [port, e2ePort]) if (taken.includes(p)) throw new Error(`포트 ${p}: apps.json의 다른 앱이 쓰는 포트입니다.`);
  if (!remoteNamesOf(readFileSync(path.join(root, 'shared/src/access/pages.ts'), 'utf8')).includes(name)) {
    throw new Error(`리모트 이름 ${name}: 페이지 표의 RemoteName에 없습니다. shared/src/access/pages.ts에 리모트와 그 페이지를 먼저 추가해 주세요.`);
  }
  for (const [file, text] of Object.entries(templateFiles(root, name))) {
    const target = path.join(root, dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  const app = { name, kind: 'remote', dir, port, e2ePort };
  writeApps(root, [...apps, app]);
  writeCompose(root);
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'e2e-port': { type: 'string' } } });
  const [name = '', port] = positionals;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  try {
    const { dir, e2ePort } = createRemote(root, { name, port: Number(port), ...(values['e2e-port'] ? { e2ePort: Number(values['e2e-port']) } : {}) });
    console.log(`[두레] ${dir} 작성, apps.json과 docker-compose.yml에 ${name}(포트 ${port}, e2e ${e2ePort}) 추가.
다음: pnpm install → ${dir}/src/routes.tsx에 페이지 추가 → npm start (단독 실행 화면: http://localhost:${port}/)`);
  } catch (error) {
    console.error(`[두레] ${error.message}`);
    process.exit(1);
  }
}
