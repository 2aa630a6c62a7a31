// The layering DESIGN.md §4 asks for, checked in `npm test` (lint stage). Paths are from the repo root.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-remote-to-remote',
      comment: 'A remote never imports another remote: what they share lives in @dure/shared.',
      severity: 'error',
      from: { path: '^remotes/([^/]+)/' },
      to: { path: '^remotes/', pathNot: '^remotes/$1/' },
    },
    {
      name: 'host-knows-remotes-by-name',
      comment: 'The host loads remotes at run time from remotes.json, never through an import.',
      severity: 'error',
      from: { path: '^host/' },
      to: { path: '^remotes/' },
    },
    {
      name: 'api-no-screen-code',
      comment: "The api imports only @dure/shared's pure parts (access, messages, money, format …), never screens.",
      severity: 'error',
      from: { path: '^api/' },
      to: { path: ['^(host|remotes|e2e)/', '^shared/src/(records|ui|http|session|standalone)/'] },
    },
    {
      name: 'shared-no-app',
      comment: 'shared is the contract every app builds on; it depends on none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(host|remotes|api|e2e)/' },
    },
    {
      name: 'feature-public-file-only',
      comment: "A feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^remotes/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^remotes/$1/src/features/', pathNot: ['^remotes/$1/src/features/$2/', '^remotes/$1/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'remote-routing-through-shared',
      comment: "Remote screens navigate with @dure/shared's router functions; only tests mount a router (the standalone shell is @dure/shared/standalone).",
      severity: 'error',
      from: { path: '^remotes/[^/]+/src/', pathNot: ['/__tests__/', '^remotes/[^/]+/src/lib/testing/'] },
      to: { path: ['node_modules/(react-router|react-router-dom)/', '^react-router(-dom)?$'] },
    },
    {
      name: 'testing-helpers-in-tests-only',
      comment: '@dure/shared/testing mounts routers and test caches: tests use it, no bundle carries it.',
      severity: 'error',
      from: { pathNot: ['/__tests__/', '^remotes/[^/]+/src/lib/testing/', '^shared/src/testing/'] },
      to: { path: '^shared/src/testing/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.run/', '^tools/boundaries/fixtures/'] },
    // TypeScript 7 has no compiler API; dependency-cruiser reads the sources with the root's TypeScript 5.9.
    parser: 'tsc',
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
