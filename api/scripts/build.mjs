#!/usr/bin/env node
// `pnpm --filter @dure/api build`: the api as plain JavaScript for production (`node dist/server.js`, no
// TypeScript loader). The api's own production dependencies stay imports of node_modules (native code, wasm
// and files they read next to themselves keep working); @dure/shared (TypeScript source in the workspace) and
// what it brings in are bundled. dist/ sits beside src/, so paths taken from import.meta.url (the drizzle
// migrations folder) still resolve.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { nodeBundleOptions } from './nodeBundle.mjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = await build({
  ...nodeBundleOptions(apiDir),
  entryPoints: { server: 'src/server.ts', 'create-admin': 'src/cli/create-admin.ts' },
  outdir: 'dist',
});

if (result.errors.length > 0) process.exit(1);
console.log('[두레] api 빌드: dist/server.js, dist/create-admin.js');
