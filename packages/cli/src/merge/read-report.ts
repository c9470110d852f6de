import { createReadStream } from 'node:fs';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import { Assembler } from 'stream-json/assembler.js';
import { none } from 'stream-chain/defs.js';
import { CouldNotRunError } from '../exit-codes';
import type { RunSummary } from '../report/summary';
import type { CheckResult } from '../types';

/** A JSON report without its `results` (the part that grows with the number of checks). */
export type ReportHeader = Omit<RunSummary, 'results'>;

/** Why a file is not a readable JSON report, without a stack trace. */
function unreadable(file: string, error: unknown): CouldNotRunError {
  const code = (error as { code?: string }).code;
  const why = code === 'ENOENT' ? 'does not exist' : code ? `cannot be read (${code})` : 'is not valid JSON';
  return new CouldNotRunError(`merge-reports: ${file} ${why}.`);
}

/** A report read in one pass: its results as they stream past, then its header. */
export interface ReportReader {
  results: AsyncGenerator<CheckResult>;
  /** The report without its results; call after `results` is exhausted. */
  header(): ReportHeader;
}

/**
 * Reads a JSON report written by `smoke --report json=FILE` in one streamed pass (stream-json's
 * parser and Assembler): each element of `results` is handed on as soon as it is complete and
 * taken out of the document being assembled, so memory holds one result and the header, whatever
 * the report's size.
 * @throws CouldNotRunError (from `results` or `header`) when the file is missing, not JSON, or not
 *   a `route-discovery-report/2`
 */
export function readReport(file: string): ReportReader {
  const assembler = new Assembler();
  // After each token: a finished element of the top-level `results` array is taken out.
  const stage = (token: { name: string; value?: unknown }) => {
    assembler.consume(token);
    const { stack, current } = assembler as unknown as { stack: unknown[]; current: unknown };
    if (stack.length === 2 && stack[1] === 'results' && Array.isArray(current) && current.length > 0) {
      return current.pop();
    }
    return none;
  };
  const build = chain as unknown as (fns: unknown[]) => AsyncIterable<CheckResult>;
  async function* results(): AsyncGenerator<CheckResult> {
    try {
      yield* build([createReadStream(file), parser({ streamValues: false }), stage]);
    } catch (error) {
      throw unreadable(file, error);
    }
  }
  return {
    results: results(),
    header() {
      const header = (assembler as unknown as { done: boolean; current: unknown }).done
        ? (assembler as unknown as { current: ReportHeader }).current
        : undefined;
      if (!header || header.format !== 'route-discovery-report/2' || typeof header.totals !== 'object') {
        throw new CouldNotRunError(`merge-reports: ${file} is not a JSON report of route-discovery smoke.`);
      }
      return header;
    },
  };
}
