// findBy*/waitFor wait 1 s by default; antd screens on a busy 2-core machine need longer.
// Resolved from the test file's package (pnpm does not hoist testing-library to the root).
const path = require('node:path');
const { configure } = require(require.resolve('@testing-library/react', { paths: [path.dirname(expect.getState().testPath)] }));
configure({ asyncUtilTimeout: 5000 });
