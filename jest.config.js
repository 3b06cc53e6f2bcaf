/**
 * Three tiers (docs/architecture.md): unit specs beside the code, integration suites against a
 * real database (SQLite always; MariaDB/MySQL when DATABASE_URL points to one), and end-to-end
 * suites over real HTTP against the running app. Tests run as ES modules (NestJS 12 is ESM-only).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
};

export default {
  testTimeout: 60_000,
  // Jest otherwise waits for every handle a suite left open: twice a full SQLite run on the 2-core
  // machine finished all its tests and then never exited (no half of the run reproduced it), and a
  // run that never ends would hold CI until its time limit.
  forceExit: true,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'] },
  ],
};
