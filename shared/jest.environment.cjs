// jsdom has no fetch; the records toolkit talks through ky, so tests get Node's
// fetch family (and its AbortController, which undici's Request insists on).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'ReadableStream', 'WritableStream', 'TransformStream', 'structuredClone'];

class RecordsEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = RecordsEnvironment;
