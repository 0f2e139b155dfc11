/**
 * Jest in ESM mode (NestJS 12 is ESM only): swc compiles TypeScript with legacy decorators and
 * decorator metadata; relative imports drop their `.js` ending. Run through
 * `node --experimental-vm-modules`.
 */
const transform = {
  '^.+\\.ts$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'es6' },
    },
  ],
};
/**
 * ESM-only packages that a CommonJS dependency require()s: sanitize-html (CommonJS) loads
 * htmlparser2 and its family, and @fastify/static loads content-disposition, which publish ESM only. Node ≥ 20.19 require()s them natively;
 * Jest does so only on Node ≥ 24.9, so on older Node it compiles them to CommonJS (swc picks
 * the module kind from how each file is loaded).
 */
const esmOnlyDependencies = ['content-disposition', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities'];
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { ...transform, [`/node_modules/(${esmOnlyDependencies.join('|')})/.+\\.js$`]: ['@swc/jest', { jsc: { target: 'es2022' } }] },
  // Nested copies too (@fastify/static keeps its own content-disposition): a path is left alone unless one of these packages holds it.
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmOnlyDependencies.join('|')})/).*/node_modules/`],
  testEnvironment: 'node',
};
export default {
  // Per test. A whole purchase through HTTP (sign-up, order, deposit, delivery, return) waits on
  // the projections at each write; on PostgreSQL + MongoDB + Kafka under load that passes 5 s.
  // Set here: Jest takes the timeout from the root config only, not from a project's.
  testTimeout: 20_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      roots: ['<rootDir>/src', '<rootDir>/../contracts/src'],
      testMatch: ['**/*.spec.ts', '**/*.int-spec.ts'],
    },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'] },
  ],
};
