// One Jest run over every front-end package (`pnpm exec jest` at the root): the packages'
// test files share one pool of workers instead of starting one Jest after another.
module.exports = {
  projects: ['<rootDir>/shared', '<rootDir>/host', '<rootDir>/remotes/*'],
  // Both cores; one worker per core keeps jsdom screens from starving each other.
  maxWorkers: 2,
  // A global option: the projects' own `testTimeout` (jest.preset.cjs) is ignored in a multi-project run.
  // The first render of a ProForm screen in a file (its theme and styles) takes seconds on a busy machine.
  testTimeout: 30000,
};
