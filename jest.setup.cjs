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
  // jsdom's getComputedStyle matches every rule of every stylesheet on each call, and antd's CSS-in-JS
  // injects thousands of rules: a crm screen test spent over half its time there (rc-table measures the
  // scrollbar on each render, testing-library checks each candidate's visibility). Tests read the inline
  // style and the hidden attribute instead: what antd's motion and popups set on the elements themselves.
  window.getComputedStyle = (el) => {
    if (!(el instanceof window.Element)) throw new TypeError("getComputedStyle: parameter 1 is not of type 'Element'");
    const style = window.document.createElement('div').style;
    style.cssText = el.style?.cssText ?? '';
    if (el.hidden) style.display = 'none';
    return style;
  };
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
