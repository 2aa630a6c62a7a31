#!/usr/bin/env node
// `npm run size`: builds what changed, then runs the budget spec, which prints the
// gzip JavaScript of the login page, the first remote visit and which app provided
// each shared library, and fails when budgets.json is exceeded.
import { buildStale, install, mustRun, runPnpm } from './lib.mjs';

install();
mustRun('빌드', await buildStale());
mustRun('size report', runPnpm(['--filter', '@dure/e2e', 'exec', 'playwright', 'test', '--project', 'exclusive', '--no-deps', 'specs/shell/budget.spec.ts']));
