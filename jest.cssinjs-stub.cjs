// antd's CSS-in-JS serialises each component's styles and writes them into <style> tags on its first render in every
// test file, and jsdom parses every rule of them: a third of a screen test's time, for styles our getComputedStyle
// (jest.setup.cjs) never reads. Components render the same without them. A test of the theme's CSS itself sets
// `globalThis.__ANTD_STYLES__ = true` at the top of its file to get the real styles.
const real = require(globalThis.__CSSINJS_PATH__);

const noStyles = () => (node) => node;
module.exports = new Proxy(real, {
  get: (target, key) =>
    key === 'useStyleRegister' ? (info, styleFn) => (globalThis.__ANTD_STYLES__ ? target.useStyleRegister : noStyles)(info, styleFn) : target[key],
});
