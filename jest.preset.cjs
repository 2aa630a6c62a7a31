// One Jest setup for every front-end package (shared, host, remotes).
const path = require('node:path');

/** `dir` is the package's folder: its package name is the project name (`jest --selectProjects @dure/remote-crm`). */
module.exports = (dir, overrides = {}) => ({
  displayName: require(path.join(dir, 'package.json')).name,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.m?[tj]sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jotai|ky|typebox|@ant-design/colors)/)'],
  setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.after-env.cjs')],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
  testMatch: ['**/*.test.ts?(x)'],
  // antd screens render slowly in jsdom on a busy 2-core machine.
  testTimeout: 30000,
  ...overrides,
});
