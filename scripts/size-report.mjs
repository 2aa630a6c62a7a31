#!/usr/bin/env node
// `npm run size`: builds what changed, then runs the budget spec, which prints the
// gzip JavaScript of the login page and of each remote, the bytes on the wire from
// sign-in to the home page (per file), the page and first-data-row times of a first
// visit to every crm and admin list page (after the shell's idle prefetch), and which
// app provided each shared library; it fails when the login page or login → home
// exceed budgets.json, a shared library loads more than once, or more of
// @ant-design/icons than its icon component is shared (all icons would ship).
import { buildStale, install, mustRun, runPnpm } from './lib.mjs';

install();
mustRun('빌드', await buildStale());
mustRun('size report', runPnpm(['--filter', '@dure/e2e', 'exec', 'playwright', 'test', '--project', 'exclusive', '--no-deps', 'specs/shell/budget.spec.ts']));
