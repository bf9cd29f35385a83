import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom lacks Node's fetch and text codecs, which RTK Query and React Router use. fetch's Request
 * accepts only Node's own AbortSignal, so AbortController comes from Node too.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const fromNode = [
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
      'structuredClone',
    ];
    for (const name of fromNode) {
      this.global[name] = globalThis[name];
    }
  }
}
