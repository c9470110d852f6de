'use strict';
/**
 * The pages and options of the admin pages benchmark (scripts/bench/admin-pages.js).
 */
const { parseArgs } = require('node:util');

const PLUGIN = '/admin/plugins/route-discovery';

/**
 * The pages measured: path and the selector of what shows once its data has come (on the paged
 * tables, a row of the first page; tests/e2e/plugin-pages.ts waits for the same test ids).
 */
const PAGES = [
  { name: 'homepage', path: '/admin', ready: '[data-testid="count-backend"]' },
  { name: 'reports-home', path: PLUGIN, ready: '[data-testid="count-backend"]' },
  { name: 'backend-urls', path: `${PLUGIN}/backend-urls`, ready: '[data-testid="report-row"]' },
  { name: 'frontend-urls', path: `${PLUGIN}/frontend-urls`, ready: '[data-testid="report-row"]' },
  { name: 'platform', path: `${PLUGIN}/platform`, ready: '[data-testid="runtime-node_version"]' },
  { name: 'exposure', path: `${PLUGIN}/exposure`, ready: '[data-testid="exposure-route"]' },
  { name: 'graphql', path: `${PLUGIN}/graphql`, ready: '[data-testid="graphql-operation"]' },
  { name: 'runs', path: `${PLUGIN}/runs`, ready: '[data-testid="runs-trend"], [data-testid="runs-empty"]' },
  { name: 'links', path: `${PLUGIN}/links`, ready: '[data-testid="link-row"]' },
  { name: 'files', path: `${PLUGIN}/files`, ready: '[data-testid="file-row"]' },
];

/**
 * The command line's options (see admin-pages.js's docstring): sizes ascending, the pages measured
 * (PAGES' entries), database, repeat and flags; throws an Error naming a bad option.
 */
function readOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: process.env.BENCH_SIZES || '100,10000' },
      database: { type: 'string', default: 'sqlite' },
      repeat: { type: 'string', default: '3' },
      json: { type: 'string' },
      pages: { type: 'string' },
      files: { type: 'boolean', default: false },
      'after-change': { type: 'boolean', default: false },
      'skip-admin-build': { type: 'boolean', default: false },
    },
  });
  const sizes = [...new Set(values.sizes.split(',').map(Number))].sort((a, b) => a - b);
  if (sizes.some((size) => !Number.isInteger(size) || size < 1)) throw new Error('--sizes: whole numbers');
  if (!['sqlite', 'postgres'].includes(values.database)) throw new Error('--database: sqlite or postgres');
  const repeat = Number(values.repeat);
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat: a whole number');
  const names = values.pages ? values.pages.split(',') : PAGES.map((spec) => spec.name);
  const unknown = names.filter((name) => !PAGES.some((spec) => spec.name === name));
  if (unknown.length) throw new Error(`--pages: unknown ${unknown.join(', ')}`);
  return {
    sizes,
    pages: PAGES.filter((spec) => names.includes(spec.name)),
    files: values.files,
    afterChange: values['after-change'],
    database: values.database,
    repeat,
    json: values.json,
    skipAdminBuild: values['skip-admin-build'],
  };
}

module.exports = { PAGES, readOptions };
