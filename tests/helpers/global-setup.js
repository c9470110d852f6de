'use strict';
/**
 * Jest's globalSetup: names this run for the suites' schema template
 * (`ROUTE_DISCOVERY_TEST_RUN_ID`, read by tests/helpers/schema-template.ts and dropped by
 * global-teardown.ts), then bundles the CLI once, before any worker starts, and tells the suites it
 * is built (`ROUTE_DISCOVERY_TEST_CLI_PREBUILT=1`, read by tests/helpers/cli.ts). With more than one
 * jest worker, two CLI suites each rebuilding `packages/cli/dist/cli.js` would each run the other's
 * half-written bundle. Workers are started after this hook and inherit its environment.
 */
const { execFileSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { resolve } = require('node:path');

module.exports = function prepareRun() {
  process.env.ROUTE_DISCOVERY_TEST_RUN_ID = randomBytes(6).toString('hex');
  if (process.env.ROUTE_DISCOVERY_TEST_CLI_PREBUILT === '1') return;
  execFileSync(process.execPath, [resolve(__dirname, '../../packages/cli/bundle.js')], { stdio: 'inherit' });
  process.env.ROUTE_DISCOVERY_TEST_CLI_PREBUILT = '1';
};
