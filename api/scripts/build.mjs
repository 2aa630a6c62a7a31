#!/usr/bin/env node
// `pnpm --filter @dure/api build`: the api as plain JavaScript for production (`node dist/server.js`, no
// TypeScript loader). The api's own production dependencies stay imports of node_modules (native code, wasm
// and files they read next to themselves keep working); @dure/shared (TypeScript source in the workspace) and
// what it brings in are bundled. dist/ sits beside src/, so paths taken from import.meta.url (the drizzle
// migrations folder) still resolve.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const external = (specifier) => specifier.startsWith('node:') || builtinModules.includes(specifier) || (packageName(specifier) in dependencies && !specifier.startsWith('@dure/'));
const result = await build({
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS (dayjs and its locale, through @dure/shared) may call require(): give ES modules one.
  banner: { js: "import { createRequire as __dureRequire } from 'node:module'; const require = __dureRequire(import.meta.url);" },
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => (external(specifier) ? { external: true } : undefined));
      },
    },
  ],
});

if (result.errors.length > 0) process.exit(1);
console.log('[두레] api 빌드: dist/server.js, dist/create-admin.js');
