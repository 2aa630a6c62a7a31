const path = require('node:path');

// quill, quill-mention, parchment, lodash-es and dompurify ship ESM only.
module.exports = require('../jest.preset.cjs')({
  testEnvironment: path.join(__dirname, 'jest.environment.cjs'),
  // antd in jsdom is slow to load and render; the grid tests render a few hundred cells.
  testTimeout: 30_000,
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|jotai|ky|@ant-design/colors|quill|quill-mention|parchment|quill-delta|lodash-es|dompurify|eventemitter3)/)'],
});
