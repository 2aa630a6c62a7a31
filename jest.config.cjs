// One Jest run over every front-end package (`pnpm exec jest` at the root): the packages'
// test files share one pool of workers instead of starting one Jest after another.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes/*'],
  // Both cores; one worker per core keeps jsdom screens from starving each other.
  maxWorkers: 2,
  // A global option: Jest ignores testTimeout in a project's config. antd screens render slowly in jsdom on a busy 2-core machine.
  testTimeout: 30_000,
};
