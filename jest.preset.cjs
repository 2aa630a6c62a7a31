// One Jest setup for every front-end package (shared, host, remotes).
const path = require('node:path');

/** The real @ant-design/cssinjs (antd's copy), for the stub that stands in for it. */
const cssinjs = require.resolve('@ant-design/cssinjs', { paths: [path.dirname(require.resolve('antd', { paths: [path.join(__dirname, 'shared')] }))] });

/** `dir` is the package's folder: its package name is the project name (`jest --selectProjects @dure/remote-crm`). */
module.exports = (dir, overrides = {}) => ({
  displayName: require(path.join(dir, 'package.json')).name,
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.m?[tj]sx?$': [path.join(__dirname, 'jest.transform.cjs'), { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jotai|ky|typebox|@ant-design/colors)/)'],
  setupFiles: [path.join(__dirname, 'jest.setup.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.after-env.cjs')],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs'), '^@ant-design/cssinjs$': path.join(__dirname, 'jest.cssinjs-stub.cjs') },
  globals: { __CSSINJS_PATH__: cssinjs },
  testMatch: ['**/*.test.ts?(x)'],
  // antd screens render slowly in jsdom on a busy 2-core machine.
  testTimeout: 30000,
  ...overrides,
});
