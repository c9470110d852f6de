/** Jest: unit tests run against the TypeScript sources; integration tests boot the playground. */
module.exports = {
  // Node's environment with the app's realm's Date (the file says why).
  testEnvironment: '<rootDir>/tests/helpers/shared-realm-environment.js',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  testTimeout: 120000,
  // The CLI bundle is built once for all workers (the suites then leave it alone), and the run is named
  // for its schema templates.
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  // Drops the suites' schema templates (tests/helpers/schema-template.ts).
  globalTeardown: '<rootDir>/tests/helpers/global-teardown.ts',
  // Longer waits for the jsdom suites under load (the file says why).
  setupFilesAfterEnv: ['<rootDir>/tests/helpers/async-timeout.js'],
};
