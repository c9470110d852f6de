'use strict';
/**
 * The table and the targets of the admin pages benchmark (scripts/bench/admin-pages.js, issue 34
 * item 5): one line per page and size beside the same page at the run's smallest size, then one
 * PASS / FAIL line per target with the figure that decided it.
 */

/** Issue 34's targets, on every page at every size. */
const TARGETS = {
  /** Time to the first row: at most this many times the same page's at the smallest size. */
  firstRowRatio: 1.2,
  /** The page's used JS heap after load and a GC, in bytes. */
  heapBytes: 150 * 1048576,
  /** Table rows mounted (`tbody tr`). */
  rows: 1000,
  /** Bytes the homepage receives from the plugin's endpoints, whatever the size. */
  homepagePluginBytes: 50 * 1024,
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mib = (bytes) => `${(bytes / 1048576).toFixed(1)} MiB`;
const ms = (value) => `${value.toLocaleString('en-US')} ms`;

/** One page at one size beside its baseline: `value (baseline)` per figure. */
function line(name, size, result, baseline) {
  const head = `${name.padEnd(14)} ${size.toLocaleString('en-US').padStart(9)}`;
  if (result.error) return `${head}  error: ${result.error}`;
  const cell = (value, base, format) =>
    base && !base.error ? `${format(value)} (${format(base)})` : format(value);
  return [
    head,
    cell(result.firstRowMs, baseline?.firstRowMs, ms).padEnd(24),
    `[${result.firstRowRuns.map(ms).join(', ')}]`.padEnd(30),
    cell(result.rows, baseline?.rows, String).padEnd(12),
    cell(result.heapBytes, baseline?.heapBytes, mib).padEnd(24),
    `${cell(result.pluginBytes, baseline?.pluginBytes, kib)} in ${result.pluginRequests} requests`,
  ].join('  ');
}

/** Every target of one page at one size: `{ok, text}` each. */
function checks(name, size, result, baseline) {
  if (result.error) return [{ ok: false, text: `${name} at ${size}: error (${result.error})` }];
  const out = [];
  if (baseline && !baseline.error) {
    const ratio = result.firstRowMs / baseline.firstRowMs;
    out.push({
      ok: ratio <= TARGETS.firstRowRatio,
      text: `${name} at ${size}: first row ${ms(result.firstRowMs)}, ${ratio.toFixed(2)}x (${ms(baseline.firstRowMs)}; target <= ${TARGETS.firstRowRatio}x)`,
    });
  }
  out.push({
    ok: result.heapBytes <= TARGETS.heapBytes,
    text: `${name} at ${size}: JS heap ${mib(result.heapBytes)} (target <= ${mib(TARGETS.heapBytes)})`,
  });
  out.push({
    ok: result.rows <= TARGETS.rows,
    text: `${name} at ${size}: ${result.rows} rows mounted (target <= ${TARGETS.rows})`,
  });
  if (name === 'homepage')
    out.push({
      ok: result.pluginBytes <= TARGETS.homepagePluginBytes,
      text: `${name} at ${size}: ${kib(result.pluginBytes)} from the plugin (target <= ${kib(TARGETS.homepagePluginBytes)})`,
    });
  return out;
}

/**
 * Prints the table and the targets.
 * @param {{name: string, size: number, result: object, baseline?: object}[]} entries each page at
 *   each size, with the same page at the baseline size measured in turns with it
 * @param {number} smallest the baseline size
 * @returns {number} how many targets failed
 */
function printReport(entries, smallest, label) {
  console.log(
    `\nadmin pages (${label}; in parentheses: the same page at ${smallest} documents, loaded in turns with it)`,
  );
  console.log(
    ['page'.padEnd(14), 'docs'.padStart(9), 'first row (median)'.padEnd(24), 'runs'.padEnd(30)]
      .concat(['rows'.padEnd(12), 'JS heap'.padEnd(24), 'from the plugin'])
      .join('  '),
  );
  const results = [];
  for (const { name, size, result, baseline } of entries) {
    console.log(line(name, size, result, baseline));
    if (baseline)
      console.log(`${''.padEnd(25)}baseline runs [${(baseline.firstRowRuns || []).map(ms).join(', ')}]`);
    results.push(...checks(name, size, result, baseline));
    if (baseline) results.push(...checks(name, smallest, baseline, undefined));
  }
  console.log('\ntargets');
  for (const { ok, text } of results) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  return results.filter((result) => !result.ok).length;
}

module.exports = { printReport, TARGETS };
