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
const common = {
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform,
  testEnvironment: 'node',
};
export default {
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
