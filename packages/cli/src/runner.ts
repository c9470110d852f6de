import { PromisePool } from '@supercharge/promise-pool';
import {
  classify,
  classifyGraphql,
  joinUrl,
  provesMove,
  type HostLimiter,
} from '@route-discovery/check-engine';
import { request } from './http';
import { readsServerError, strapiErrorMessage } from './strapi-error';
import type { Check, CheckResult } from './types';

/** How checks run. */
export interface RunOptions {
  baseUrl: string;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  /** Requests per second ceiling over all workers; 0 for none. */
  rate: number;
  allowRedirects: boolean;
  adminToken: string | null;
  /** Per-host politeness for checks on absolute URLs (the website: `--site`). */
  hostLimiter?: HostLimiter;
  /** The codes a `moved` check accepts (`--redirect-status`, `--gone-status`). */
  moved?: { redirectStatuses: readonly number[]; goneStatuses: readonly number[] };
  /** Called after every check. */
  onResult?: (result: CheckResult) => void;
}

/**
 * A ceiling of `perSecond` request starts per second shared by all workers: each start takes the
 * next free slot `1000 / perSecond` ms after the previous one.
 */
export function rateGate(perSecond: number): () => Promise<void> {
  if (!(perSecond > 0)) return async () => undefined;
  const spacing = 1000 / perSecond;
  let nextSlot = 0;
  return async () => {
    const now = performance.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacing;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}

/**
 * Runs one GraphQL check: the operation POSTed anonymously as JSON, retried, its body classified
 * by `classifyGraphql` (a refusal is HTTP 200 with an error code, so the body decides).
 */
async function runGraphqlCheck(
  check: Check & { graphql: NonNullable<Check['graphql']> },
  options: RunOptions,
  gate: () => Promise<void>,
): Promise<CheckResult> {
  const { document, variables } = check.graphql;
  const answer = await request(
    joinUrl(options.baseUrl, check.target),
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ query: document, variables }),
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      beforeAttempt: gate,
    },
    true,
  );
  const verdict = classifyGraphql(
    { status: answer.status, body: answer.body, error: answer.error ?? undefined },
    check.expect,
  );
  return { ...check, ...verdict, status: answer.status, ms: answer.ms, attempts: answer.attempts };
}

/**
 * Runs one `moved` check: the old URL without following redirects and, when it redirects
 * elsewhere than the new URL, that target once more (a chain or a wrong target), decided by the
 * check engine's `provesMove`. Both requests go through the per-host politeness of site checks.
 */
async function runMovedCheck(
  check: Check & { moved: NonNullable<Check['moved']> },
  options: RunOptions,
  gate: () => Promise<void>,
): Promise<CheckResult> {
  const checkedAt = new Date().toISOString();
  const get = (url: string) => {
    const send = () =>
      request(url, { timeoutMs: options.timeoutMs, maxRetries: options.maxRetries, beforeAttempt: gate });
    return options.hostLimiter ? options.hostLimiter.run(new URL(url).host, send) : send();
  };
  const answer = await get(check.target);
  const first = { status: answer.status, location: answer.location, error: answer.error ?? undefined };
  const expectation = {
    requested: check.target,
    newUrl: check.moved.newUrl,
    redirectStatuses: options.moved?.redirectStatuses ?? [301, 308],
    goneStatuses: options.moved?.goneStatuses ?? [410, 404],
  };
  let proof = provesMove(expectation, first);
  if (!proof.passed && proof.verdict === 'wrong-target' && proof.location && check.moved.newUrl) {
    const next = await get(proof.location);
    proof = provesMove(expectation, first, { status: next.status, location: next.location });
  }
  return {
    ...check,
    passed: proof.passed,
    kind: proof.verdict,
    reason: proof.reason,
    location: proof.location,
    checked_at: checkedAt,
    status: answer.status,
    ms: answer.ms,
    attempts: answer.attempts,
  };
}

/** Runs one check: a GET without redirects, retried and classified by `@route-discovery/check-engine`. */
async function runCheck(check: Check, options: RunOptions, gate: () => Promise<void>): Promise<CheckResult> {
  if (check.graphql) return runGraphqlCheck({ ...check, graphql: check.graphql }, options, gate);
  if (check.moved) return runMovedCheck({ ...check, moved: check.moved }, options, gate);
  const headers: Record<string, string> = {};
  if (check.withAdminToken && options.adminToken) headers.Authorization = `Bearer ${options.adminToken}`;
  // A site check names a full URL on the website; the others a path on the CMS.
  const absolute = /^https?:\/\//.test(check.target);
  const url = absolute ? check.target : joinUrl(options.baseUrl, check.target);
  // A server error of the CMS is read for Strapi's message; a website's pages are not read.
  const send = () =>
    request(
      url,
      { headers, timeoutMs: options.timeoutMs, maxRetries: options.maxRetries, beforeAttempt: gate },
      absolute ? false : readsServerError,
    );
  // Website pages go through the per-host politeness the link checks use (check-engine HostLimiter).
  const answer =
    absolute && options.hostLimiter ? await options.hostLimiter.run(new URL(url).host, send) : await send();
  const verdict = classify(
    { status: answer.status, location: answer.location, error: answer.error ?? undefined },
    check.expect,
    options.allowRedirects,
  );
  const said = verdict.passed ? null : strapiErrorMessage(answer.body);
  const reason = said ? `${verdict.reason}; Strapi's error: ${said}` : verdict.reason;
  return { ...check, ...verdict, reason, status: answer.status, ms: answer.ms, attempts: answer.attempts };
}

/**
 * Runs every check with at most `concurrency` in flight (@supercharge/promise-pool) and returns the
 * results in the checks' order.
 */
export async function runChecks(checks: Check[], options: RunOptions): Promise<CheckResult[]> {
  const gate = rateGate(options.rate);
  const { results } = await PromisePool.withConcurrency(Math.max(1, options.concurrency))
    .for(checks)
    .useCorrespondingResults()
    .process(async (check) => {
      const result = await runCheck(check, options, gate);
      options.onResult?.(result);
      return result;
    });
  return results as CheckResult[];
}
