/** Jest for the browser tests: the built playground admin driven by Debian's Chromium (playwright-core). */
module.exports = {
  // Node's environment with the app's realm's Date (tests/helpers/shared-realm-environment.js says why).
  testEnvironment: '<rootDir>/tests/helpers/shared-realm-environment.js',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  testTimeout: 300000,
  // `strapi build` of the playground's admin panel, once for every file.
  globalSetup: '<rootDir>/tests/e2e/global-setup.js',
};
