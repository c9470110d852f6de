import { createReadStream } from 'node:fs';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { ignore } from 'stream-json/filters/ignore.js';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { CouldNotRunError } from '../exit-codes';
import type { RunSummary } from '../report/summary';
import type { CheckResult } from '../types';

/** A JSON report without its `results` (the part that grows with the number of checks). */
export type ReportHeader = Omit<RunSummary, 'results'>;

/** A stream-chain pipeline from a file through stream-json's parser and the given stages. */
function pipeline(file: string, stages: unknown[]): AsyncIterable<{ value: unknown }> {
  const source = createReadStream(file);
  const build = chain as unknown as (fns: unknown[]) => AsyncIterable<{ value: unknown }>;
  return build([source, parser(), ...stages]);
}

/** Why a file is not a readable JSON report, without a stack trace. */
function unreadable(file: string, error: unknown): CouldNotRunError {
  const code = (error as { code?: string }).code;
  const why = code === 'ENOENT' ? 'does not exist' : code ? `cannot be read (${code})` : 'is not valid JSON';
  return new CouldNotRunError(`merge-reports: ${file} ${why}.`);
}

/**
 * Reads a JSON report written by `smoke --report json=FILE` without its `results`, streamed
 * (stream-json), so a report of a million results costs the memory of its header only.
 * @throws CouldNotRunError when the file is missing, not JSON, or not a `route-discovery-report/1`
 */
export async function readReportHeader(file: string): Promise<ReportHeader> {
  let header: ReportHeader | undefined;
  try {
    for await (const { value } of pipeline(file, [ignore({ filter: 'results' }), streamValues()])) {
      header = value as ReportHeader;
    }
  } catch (error) {
    throw unreadable(file, error);
  }
  if (!header || header.format !== 'route-discovery-report/1' || typeof header.totals !== 'object') {
    throw new CouldNotRunError(`merge-reports: ${file} is not a JSON report of route-discovery smoke.`);
  }
  return header;
}

/**
 * The `results` of a JSON report one at a time, streamed: memory stays that of one result.
 * @throws CouldNotRunError when the file cannot be read or parsed
 */
export async function* readResults(file: string): AsyncGenerator<CheckResult> {
  try {
    for await (const { value } of pipeline(file, [pick({ filter: 'results' }), streamArray()])) {
      yield value as CheckResult;
    }
  } catch (error) {
    throw unreadable(file, error);
  }
}
