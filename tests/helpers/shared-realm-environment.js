'use strict';
/**
 * Jest's Node environment, sharing with the test two things of the worker's own realm that the
 * integration suites need now that Strapi is loaded once per worker outside jest's sandbox
 * (tests/helpers/native-modules.ts, docs/decisions/0109-one-strapi-load-per-test-worker.md):
 * - `Date`: Strapi's modules and knex recognise dates with `instanceof Date`, which a sandbox
 *   `Date` fails (knex then refuses it as an SQLite binding);
 * - `process.env`: what a test sets (an API key, a setting read at request time) is what the booted
 *   app reads, as in one process. Jest gives each test file a copy instead; to keep a file's
 *   changes from reaching the next file of the same worker, the environment is put back as it was
 *   when the file ends.
 */
const { TestEnvironment } = require('jest-environment-node');

class SharedRealmEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.Date = Date;
    this.envAtStart = { ...process.env };
    this.global.process.env = process.env;
  }

  async teardown() {
    for (const name of Object.keys(process.env)) {
      if (!(name in this.envAtStart)) Reflect.deleteProperty(process.env, name);
    }
    Object.assign(process.env, this.envAtStart);
    await super.teardown();
  }
}

module.exports = SharedRealmEnvironment;
