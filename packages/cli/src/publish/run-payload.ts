import {
  MAX_RUN_DRIFT,
  MAX_RUN_FAILURES,
  MAX_RUN_TEXT,
  MAX_RUN_URL,
  RUN_BODY_LIMIT_BYTES,
  type RunFailure,
  type RunSummaryInput,
} from '@route-discovery/contract';
import { linkPlace } from '../links/summary';
import type { LinksSummary } from '../links/types';
import type { RunSummary } from '../report/summary';
import type { CiJob } from './ci-job';
import { reasonWithKnown } from '../known/known-behaviour';

/** Cuts `text` to `max` characters, marking the cut with an ellipsis. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const bytes = (body: RunSummaryInput) => Buffer.byteLength(JSON.stringify(body), 'utf8');

/**
 * The failed link occurrences of a `--links` run as run failures, suite `links`: method `LINK`
 * (an occurrence, requested or decided offline), the link's target, its place (`linkPlace`) as
 * handler, and a reason that names the outcome and the place, which the admin's run card shows.
 * A status outside 100-599 (LinkedIn's 999, failed by `--strict`) is sent as null.
 */
function linkFailures(links: LinksSummary | undefined): RunFailure[] {
  return (links?.results ?? [])
    .filter((result) => !result.passed)
    .map((result) => ({
      suite: 'links',
      method: 'LINK',
      target: clip(result.target, MAX_RUN_URL),
      handler: clip(linkPlace(result), MAX_RUN_URL),
      status: result.status !== null && result.status >= 100 && result.status <= 599 ? result.status : null,
      reason: clip(`${result.outcome}: ${result.reason} in ${linkPlace(result)}`, MAX_RUN_TEXT),
    }));
}

/** Totals and suites with the link occurrences of a `--links` run added: suite `links`, one check per occurrence. */
function withLinks(summary: RunSummary): Pick<RunSummaryInput, 'totals' | 'suites'> {
  if (!summary.links) return { totals: summary.totals, suites: summary.suites };
  const { occurrences, failed } = summary.links.totals;
  const passed = occurrences - failed;
  return {
    totals: {
      ...summary.totals,
      checks: summary.totals.checks + occurrences,
      passed: summary.totals.passed + passed,
      failed: summary.totals.failed + failed,
    },
    suites: { ...summary.suites, links: { checks: occurrences, passed, failed } },
  };
}

/**
 * The `POST v1/runs` body of a run (docs/api.md, "Runs"): totals per suite, the failures with
 * their reasons, drift, duration, exit code and CI job. A `--links` run adds its link occurrences
 * as suite `links` (totals and failures), so a run failed by links alone shows why. Texts are clipped to the schema's lengths;
 * failures and drift are cut (first ones kept, the rest counted in `*_omitted`) until the JSON fits
 * in `RUN_BODY_LIMIT_BYTES` (@route-discovery/contract), so a large failing run still publishes.
 * @param summary the run, as the reports see it
 * @param ci the CI job (`detectCiJob`), null outside CI
 * @param cliVersion this CLI's version
 */
export function buildRunPayload(summary: RunSummary, ci: CiJob | null, cliVersion: string): RunSummaryInput {
  const checkFailures = summary.results
    .filter((result) => !result.passed)
    .map(
      (result): RunFailure => ({
        suite: result.scope,
        method: clip(result.method, 16),
        target: clip(result.target, MAX_RUN_URL),
        handler: clip(result.handler, MAX_RUN_URL),
        status: result.status,
        reason: clip(reasonWithKnown(result), MAX_RUN_TEXT),
      }),
    );
  const allFailures = [...checkFailures, ...linkFailures(summary.links)];
  const allDrift = summary.drift.map((drift) => ({
    kind: drift.kind,
    subject: clip(drift.subject, MAX_RUN_URL),
    message: clip(drift.message, MAX_RUN_TEXT),
    fails: drift.fails,
  }));
  const payload: RunSummaryInput = {
    format: 'route-discovery-run/1',
    base_url: clip(summary.base_url, MAX_RUN_URL),
    started_at: summary.started_at,
    duration_ms: summary.duration_ms,
    exit_code: summary.exit_code,
    ...withLinks(summary),
    failures: allFailures.slice(0, MAX_RUN_FAILURES),
    failures_omitted: 0,
    drift: allDrift.slice(0, MAX_RUN_DRIFT),
    drift_omitted: 0,
    ci,
    cli_version: clip(cliVersion, 40),
  };
  // Halve the longer list until the body fits; each step at least halves what is left over.
  while (bytes(payload) > RUN_BODY_LIMIT_BYTES && payload.failures.length + payload.drift.length > 0) {
    if (payload.failures.length >= payload.drift.length) {
      payload.failures = payload.failures.slice(0, Math.floor(payload.failures.length / 2));
    } else payload.drift = payload.drift.slice(0, Math.floor(payload.drift.length / 2));
  }
  payload.failures_omitted = allFailures.length - payload.failures.length;
  payload.drift_omitted = allDrift.length - payload.drift.length;
  return payload;
}
