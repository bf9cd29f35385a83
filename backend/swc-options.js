// The one set of swc options: Jest's transform (jest.config.js), the loader that runs the sources in
// real test processes (src/test/swc-loader) and the build (.ci/compile.mjs) compile alike.
export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};
