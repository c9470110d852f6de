import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CouldNotRunError } from '../exit-codes';
import { formatConsole } from '../report/console';
import { formatMarkdown } from '../report/markdown';
import { siteGroupCounter } from '../report/site-sections';
import type { RunSummary } from '../report/summary';
import type { ReportFormat } from '../report/writer';
import { writeTextFile } from '../text-file';
import { SCOPES, type Scope } from '../scopes';
import type { CheckResult } from '../types';
import { junitOpen, junitSuiteOpen, junitTestCase, suiteTitle, type SuiteCounts } from './junit-stream';
import { copyInto, textSink, type TextSink } from './line-file';
import { addToTally, assertCompleteShards, emptyTally, mergedHeader } from './merge-summary';
import { readReport } from './read-report';

/** Failures and redirects a merged Markdown report shows at most (as `formatMarkdown`). */
const MARKDOWN_FAILURES = 200;
const MARKDOWN_REDIRECTS = 20;

/** Streams a JSON-lines file's lines into `sink` as JSON array elements, `first` saying whether one was written before. */
async function copyElements(sink: TextSink, file: string, first: boolean): Promise<boolean> {
  let none = first;
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue;
    await sink.write(none ? `\n    ${line}` : `,\n    ${line}`);
    none = false;
  }
  return none;
}

/** Opens a report file for writing, creating its folder. */
function outputSink(file: string): TextSink {
  mkdirSync(dirname(file), { recursive: true });
  return textSink(file);
}

/**
 * Joins the JSON reports of `smoke` runs (the shards of one `--shard` run, or any runs) into one
 * report of each asked format, in bounded memory: each input is read once as a stream (its results
 * one at a time, then its header: `readReport`), results go to temporary files (JSON lines:
 * failures, passes; JUnit test cases per suite) and the outputs are assembled from them. Only
 * counts, the site groups and the first failures and redirects (for Markdown) stay in memory.
 * @returns the exit code of the whole run (`mergedHeader`)
 * @throws CouldNotRunError for a missing or unreadable report, or an incomplete set of shards
 */
export async function mergeReports(
  files: readonly string[],
  outputs: ReadonlyArray<{ format: ReportFormat; file: string }>,
  out: NodeJS.WritableStream,
): Promise<number> {
  if (files.length === 0) throw new CouldNotRunError('merge-reports: name at least one JSON report.');
  const headers = [];
  const wants = (format: ReportFormat) => outputs.some((o) => o.format === format);
  const temp = mkdtempSync(join(tmpdir(), 'route-discovery-merge-'));
  try {
    const failed = wants('json') ? textSink(join(temp, 'failed.jsonl')) : null;
    const passed = wants('json') ? textSink(join(temp, 'passed.jsonl')) : null;
    const suites = new Map<Scope, { sink: TextSink; counts: SuiteCounts; file: string }>();
    const tally = emptyTally();
    const groups = siteGroupCounter();
    const sample: CheckResult[] = [];
    let failures = 0;
    let redirects = 0;
    for (const file of files) {
      const report = readReport(file);
      for await (const result of report.results) {
        addToTally(tally, result);
        groups.add(result);
        if (!result.passed && failures++ < MARKDOWN_FAILURES) sample.push(result);
        if (result.passed && result.kind === 'redirect' && redirects++ < MARKDOWN_REDIRECTS)
          sample.push(result);
        if (wants('json')) await (result.passed ? passed : failed)?.write(`${JSON.stringify(result)}\n`);
        if (wants('junit')) {
          let suite = suites.get(result.scope);
          if (!suite) {
            const suiteFile = join(temp, `suite-${result.scope}.xml`);
            suite = {
              sink: textSink(suiteFile),
              counts: { tests: 0, failures: 0, seconds: 0 },
              file: suiteFile,
            };
            suites.set(result.scope, suite);
          }
          suite.counts.tests += 1;
          if (!result.passed) suite.counts.failures += 1;
          suite.counts.seconds += result.ms / 1000;
          await suite.sink.write(junitTestCase(result));
        }
      }
      headers.push(report.header());
    }
    assertCompleteShards(headers, files);
    await failed?.close();
    await passed?.close();
    for (const suite of suites.values()) await suite.sink.close();
    const header = mergedHeader(headers, tally);
    const summary: RunSummary = { ...header, results: sample };
    for (const { format, file } of outputs) {
      if (format === 'markdown')
        writeTextFile(file, formatMarkdown(summary, MARKDOWN_FAILURES, groups.groups()));
      if (format === 'json') {
        const text = JSON.stringify({ ...header, results: [] }, null, 2);
        const [before, after] = text.split('"results": []');
        const sink = outputSink(file);
        await sink.write(`${before}"results": [`);
        const none = await copyElements(sink, join(temp, 'failed.jsonl'), true);
        const stillNone = await copyElements(sink, join(temp, 'passed.jsonl'), none);
        await sink.write(`${stillNone ? '' : '\n  '}]${after}\n`);
        await sink.close();
      }
      if (format === 'junit') {
        const sink = outputSink(file);
        const all = [...suites.values()].map((s) => s.counts);
        const total = {
          tests: all.reduce((n, c) => n + c.tests, 0),
          failures: all.reduce((n, c) => n + c.failures, 0),
          seconds: all.reduce((n, c) => n + c.seconds, 0),
        };
        await junitOpen(sink, total);
        // Suites in report order (SCOPES), as the unsharded report writes them.
        const ordered = [...suites].sort(([a], [b]) => SCOPES.indexOf(a) - SCOPES.indexOf(b));
        for (const [scope, suite] of ordered) {
          await sink.write(junitSuiteOpen(suiteTitle(scope), suite.counts));
          await copyInto(sink, suite.file);
          await sink.write('  </testsuite>\n');
        }
        await sink.write('</testsuites>\n');
        await sink.close();
      }
    }
    out.write(formatConsole(summary));
    return header.exit_code;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}
