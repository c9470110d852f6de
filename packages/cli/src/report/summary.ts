import type { Drift } from '../baseline';
import { reasonWithKnown } from '../known/known-behaviour';
import type { IntegritySummary } from '../integrity/run-integrity';
import type { LinksSummary } from '../links/types';
import { SCOPES, type Scope } from '../scopes';
import type { Shard } from '../site/shard';
import type { SitemapSummary } from '../site/sitemap-compare';
import type { CheckResult } from '../types';

/** Everything a report shows about one run (the JSON report is this object, see schema/report.schema.json). */
export interface RunSummary {
  format: 'route-discovery-report/2';
  base_url: string;
  started_at: string;
  duration_ms: number;
  exit_code: number;
  /** Whether backend rows were tested with an admin token. */
  admin_credentials: boolean;
  /** Lines a reader should see, e.g. that backend rows only got the auth-enforcement check. */
  notes: string[];
  totals: { checks: number; passed: number; failed: number; excluded: number };
  suites: Record<Scope, { checks: number; passed: number; failed: number }>;
  /** Failed checks first, then the rest in run order. */
  results: CheckResult[];
  /** Baseline drift, regressions first; empty without `--baseline`. */
  drift: Drift[];
  /** The sitemap cross-check (`--sitemap`), in the unsharded run or shard 1. */
  sitemap?: SitemapSummary;
  /** This run's shard (`--shard i/n`); absent in an unsharded or merged run. */
  shard?: Shard;
  /** The shards a merged report joins (`merge-reports`). */
  merged_from?: number;
  /** Content links (`--links`); absent when the run did not check links. */
  links?: LinksSummary;
  /** The integrity suite (`--fail-on integrity`): every finding fails the run; absent without it. */
  integrity?: IntegritySummary;
}

/** Counts results per scope and in total. */
export function tally(
  results: CheckResult[],
): Pick<RunSummary, 'suites'> & { passed: number; failed: number } {
  const suites = Object.fromEntries(
    SCOPES.map((scope) => [scope, { checks: 0, passed: 0, failed: 0 }]),
  ) as RunSummary['suites'];
  for (const result of results) {
    const suite = suites[result.scope];
    suite.checks += 1;
    if (result.passed) suite.passed += 1;
    else suite.failed += 1;
  }
  const passed = results.filter((r) => r.passed).length;
  return { suites, passed, failed: results.length - passed };
}

/** What a check requested: `GET /api/articles`, or `POST /graphql articles` for a GraphQL operation. */
export function requestLabel(check: Pick<CheckResult, 'method' | 'target' | 'graphql'>): string {
  const operation = check.graphql ? ` ${check.graphql.operation}` : '';
  return `${check.method} ${check.target}${operation}`;
}

/** One line naming a failed check, e.g. `FAIL frontend GET /api/articles/feed?format=json (api::article.article.feed): HTTP 500`. */
export function failureLine(result: CheckResult): string {
  return `FAIL ${result.scope} ${requestLabel(result)} (${result.handler || 'no handler'}): ${reasonWithKnown(result)}`;
}
