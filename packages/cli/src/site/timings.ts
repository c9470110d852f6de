import { CouldNotRunError } from '../exit-codes';
import { readReport } from '../merge/read-report';
import { checkKey } from './shard';

/**
 * Reads the check durations of an earlier run for `--shard i/n --timings FILE`: FILE is a JSON
 * report of `smoke` or of `merge-reports` (each result keeps its `ms`, the duration of its last
 * attempt). Streamed (`readReport`), so a report of a million checks never sits whole in memory.
 * A check listed more than once keeps its longest duration.
 * @returns milliseconds per check identity (`checkKey`)
 * @throws CouldNotRunError when FILE is missing or not a JSON report
 */
export async function readTimings(file: string): Promise<Map<string, number>> {
  const durations = new Map<string, number>();
  try {
    const report = readReport(file);
    for await (const result of report.results) {
      if (typeof result.ms !== 'number') continue;
      const key = checkKey(result);
      durations.set(key, Math.max(durations.get(key) ?? 0, result.ms));
    }
    report.header();
  } catch (error) {
    const why = error instanceof CouldNotRunError ? error.message.replace(`merge-reports: ${file} `, '') : '';
    throw new CouldNotRunError(`--timings ${file} ${why || 'cannot be read.'}`);
  }
  return durations;
}
