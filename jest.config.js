/**
 * Four tiers (docs/architecture.md): unit specs beside the code, integration suites against a
 * real database (SQLite always; MariaDB/MySQL when DATABASE_URL points to one), end-to-end
 * suites over real HTTP against the running app, and the back-office in a real browser. Tests run
 * as ES modules (NestJS 12 is ESM-only).
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
  // Hooks too: a suite's app start (migrations, demo data, its logins' hashes) took over 60 s on a loaded 2-core machine.
  testTimeout: 120_000,
  // Jest otherwise waits for every handle a suite left open: twice a full SQLite run on the 2-core
  // machine finished all its tests and then never exited (no half of the run reproduced it), and a
  // run that never ends would hold CI until its time limit.
  forceExit: true,
  // Test files run in worker processes that are replaced once they hold more than 1 GB after a
  // file. Under --experimental-vm-modules each file's module graph stays behind in the process that
  // ran it: in one process (--runInBand) the heap grew until garbage collection took most of the
  // time (a suite of 18 s alone took 316 s late in the run) and then the process ran out of memory.
  maxWorkers: process.env['JEST_WORKERS'] ?? 2,
  workerIdleMemoryLimit: '1GB',
  // The service and the back-office are compiled once, before the workers start (no suite compiles).
  globalSetup: '<rootDir>/test/global-setup.mjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts'] },
    { ...common, displayName: 'integration', testMatch: ['<rootDir>/test/integration/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'] },
    // The back-office in Debian's Chromium against a started server (test/browser/back-office.ts).
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.browser.ts'] },
  ],
};
