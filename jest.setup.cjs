// jsdom lacks these; ky needs TextEncoder at import, antd needs matchMedia and a
// MessageChannel that does not keep Jest alive.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
  const getComputedStyle = window.getComputedStyle;
  window.getComputedStyle = (el) => getComputedStyle(el);
  globalThis.MessageChannel = class {
    constructor() {
      const make = () => ({ onmessage: null, postMessage: () => {}, close() {} });
      this.port1 = make();
      this.port2 = make();
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    }
  };
}
// Build-time constants that webpack's DefinePlugin provides.
globalThis.__APP_VERSION__ = 'test';
globalThis.__BUILD_ID__ = 'test';
