'use strict';
/** The monitor benchmark's command-line options (scripts/bench/watch-run.js says what each sets). */
const { parseArgs } = require('node:util');

/**
 * Reads the options from `process.argv`.
 * @returns {object} whole numbers as numbers, `sqlite` the environment of the SQLite pragmas asked
 * @throws when a number is not a whole number
 */
function readOptions() {
  const { values } = parseArgs({
    options: {
      hosts: { type: 'string', default: '1000' },
      links: { type: 'string', default: '100000' },
      interval: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '2' },
      'quiet-passes': { type: 'string', default: '1' },
      'per-run': { type: 'string' },
      batch: { type: 'string' },
      checkpoint: { type: 'string' },
      concurrency: { type: 'string' },
      poll: { type: 'string', default: '2000' },
      database: { type: 'string', default: 'sqlite' },
      'sqlite-journal': { type: 'string' },
      'sqlite-synchronous': { type: 'string' },
    },
  });
  const number = (text, name) => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name}: not a whole number: ${text}`);
    return value;
  };
  return {
    hosts: number(values.hosts, 'hosts'),
    links: number(values.links, 'links'),
    interval: number(values.interval, 'interval'),
    runs: number(values.runs, 'runs'),
    quietPasses: number(values['quiet-passes'], 'quiet-passes'),
    perRun: values['per-run'] === undefined ? undefined : number(values['per-run'], 'per-run'),
    batch: values.batch === undefined ? undefined : number(values.batch, 'batch'),
    checkpoint: values.checkpoint === undefined ? undefined : Number(values.checkpoint),
    concurrency: values.concurrency === undefined ? undefined : number(values.concurrency, 'concurrency'),
    poll: number(values.poll, 'poll'),
    database: values.database,
    // SQLite's pragmas on Strapi's connections (playground/config/database.js); SQLite's defaults unless set.
    sqlite: {
      ...(values['sqlite-journal'] ? { DATABASE_SQLITE_JOURNAL_MODE: values['sqlite-journal'] } : {}),
      ...(values['sqlite-synchronous'] ? { DATABASE_SQLITE_SYNCHRONOUS: values['sqlite-synchronous'] } : {}),
    },
  };
}

module.exports = { readOptions };
