import type { Drift } from '../baseline';
import { CouldNotRunError, EXIT } from '../exit-codes';
import { maskFinding } from '../integrity/run-integrity';
import { maskLinkRow } from '../links/run-links';
import { SCOPES } from '../scopes';
import type { RunSummary } from '../report/summary';
import type { CheckResult } from '../types';
import type { ReportHeader } from './read-report';

/** Counts gathered while the shards' results stream past. */
export interface ResultTally {
  checks: number;
  passed: number;
  suites: RunSummary['suites'];
}

/** An empty tally, one zeroed suite per scope. */
export function emptyTally(): ResultTally {
  const suites = Object.fromEntries(
    SCOPES.map((s) => [s, { checks: 0, passed: 0, failed: 0 }]),
  ) as RunSummary['suites'];
  return { checks: 0, passed: 0, suites };
}

/** Adds one result to a tally (a report of an older CLI may lack a scope: it is added). */
export function addToTally(tally: ResultTally, result: CheckResult): void {
  const suite = (tally.suites[result.scope] ??= { checks: 0, passed: 0, failed: 0 });
  suite.checks += 1;
  tally.checks += 1;
  if (result.passed) {
    suite.passed += 1;
    tally.passed += 1;
  } else suite.failed += 1;
}

/**
 * Checks that sharded reports form one whole run: every report of the same `n`, each shard index
 * once, none missing. Unsharded reports (no `shard`) are joined as they are.
 * @throws CouldNotRunError naming the duplicate or missing shard
 */
export function assertCompleteShards(headers: readonly ReportHeader[], files: readonly string[]): void {
  const sharded = headers.map((h, i) => ({ shard: h.shard, file: files[i] })).filter((h) => h.shard);
  if (sharded.length === 0) return;
  if (sharded.length !== headers.length) {
    throw new CouldNotRunError('merge-reports: some reports come from --shard runs and some do not.');
  }
  const total = sharded[0].shard?.total ?? 0;
  const seen = new Map<number, string>();
  for (const { shard, file } of sharded) {
    if (!shard || shard.total !== total)
      throw new CouldNotRunError(
        `merge-reports: ${file} is a shard of ${shard?.total}, the others of ${total}.`,
      );
    const other = seen.get(shard.index);
    if (other)
      throw new CouldNotRunError(
        `merge-reports: ${other} and ${file} are both shard ${shard.index}/${total}.`,
      );
    seen.set(shard.index, file);
  }
  const missing = Array.from({ length: total }, (_, i) => i + 1).filter((i) => !seen.has(i));
  if (missing.length) {
    throw new CouldNotRunError(
      `merge-reports: shard ${missing.map((i) => `${i}/${total}`).join(', ')} missing.`,
    );
  }
}

/**
 * The merged run's summary, `results` aside: counts from the tally; the earliest start; the longest
 * shard's duration (shards run side by side); notes and baseline drift once each (every shard
 * compares the same inventory); the sitemap check of the shard that ran it; the exit code the
 * whole run would have had (EXIT: 1 on any failure, failing drift, failing sitemap finding or broken content link, 3
 * when nothing was tested, else 0).
 */
export function mergedHeader(
  headers: readonly ReportHeader[],
  tally: ResultTally,
): Omit<RunSummary, 'results'> {
  const drift = new Map<string, Drift>();
  for (const h of headers) for (const d of h.drift ?? []) drift.set(`${d.kind} ${d.subject}`, d);
  const notes = [
    ...new Set(headers.flatMap((h) => h.notes ?? []).filter((n) => !/^Shard \d+\/\d+:/.test(n))),
  ];
  const sitemap = headers.find((h) => h.sitemap)?.sitemap;
  // Content links run in shard 1 only, like the sitemap check (smoke.ts).
  const links = headers.find((h) => h.links)?.links;
  const integrity = headers.find((h) => h.integrity)?.integrity;
  const failed = tally.checks - tally.passed;
  const fails =
    failed > 0 ||
    [...drift.values()].some((d) => d.fails) ||
    (sitemap?.findings.some((f) => f.fails) ?? false) ||
    (links?.totals.failed ?? 0) > 0 ||
    (integrity?.totals.findings ?? 0) > 0;
  const exitCode = fails ? EXIT.failed : tally.checks === 0 ? EXIT.nothingTested : EXIT.passed;
  return {
    format: 'route-discovery-report/2',
    base_url: headers[0].base_url,
    started_at: headers.map((h) => h.started_at).sort()[0],
    duration_ms: Math.max(...headers.map((h) => h.duration_ms)),
    exit_code: exitCode,
    admin_credentials: headers.every((h) => h.admin_credentials),
    notes,
    totals: {
      checks: tally.checks,
      passed: tally.passed,
      failed,
      excluded: Math.max(...headers.map((h) => h.totals.excluded)),
    },
    suites: tally.suites,
    drift: [...drift.values()],
    ...(sitemap ? { sitemap } : {}),
    // A shard report of a CLI before decision 0157 may hold a signed URL's signature.
    ...(links ? { links: { ...links, results: links.results.map(maskLinkRow) } } : {}),
    ...(integrity ? { integrity: { ...integrity, findings: integrity.findings.map(maskFinding) } } : {}),
    merged_from: headers.length,
  };
}
