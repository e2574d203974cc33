// jsdom lacks fetch, Request, Response, Headers, TextEncoder and streams (docs/ARCHITECTURE.md §7); the API client needs them,
// so copy Node's own into the jsdom global.
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class JSDOMWithFetchEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
      'Blob',
      'URL',
      'URLSearchParams',
      'BroadcastChannel',
    ];
    for (const name of names) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JSDOMWithFetchEnvironment;
