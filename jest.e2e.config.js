/** Jest for the browser tests: the built playground admin driven by Debian's Chromium (playwright-core). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tests/tsconfig.json' }] },
  testTimeout: 300000,
};
