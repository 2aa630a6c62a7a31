const path = require('node:path');

const preset = require('../jest.preset.cjs')(__dirname);
const [swc] = Object.values(preset.transform);

module.exports = {
  ...preset,
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  // antd in jsdom is slow to load and render; the grid tests render a few hundred cells.
  testTimeout: 30_000,
  // quill, quill-mention (.mjs), parchment, lodash-es and dompurify ship ESM only.
  transform: { '^.+\\.m?[tj]sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jotai|ky|typebox|@ant-design/colors|quill|quill-mention|parchment|quill-delta|lodash-es|dompurify|eventemitter3)/)'],
};
