// findBy*/waitFor wait 1 s by default; antd screens on a busy 2-core machine need longer.
// Resolved from the package under test (pnpm does not hoist testing-library to the root).
const { configure } = require(require.resolve('@testing-library/react', { paths: [process.cwd()] }));
configure({ asyncUtilTimeout: 5000 });
