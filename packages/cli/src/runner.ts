import { PromisePool } from '@supercharge/promise-pool';
import { classify, classifyGraphql, joinUrl } from '@route-discovery/check-engine';
import { request } from './http';
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

/** Runs one check: a GET without redirects, retried and classified by `@route-discovery/check-engine`. */
async function runCheck(check: Check, options: RunOptions, gate: () => Promise<void>): Promise<CheckResult> {
  if (check.graphql) return runGraphqlCheck({ ...check, graphql: check.graphql }, options, gate);
  const headers: Record<string, string> = {};
  if (check.withAdminToken && options.adminToken) headers.Authorization = `Bearer ${options.adminToken}`;
  const answer = await request(joinUrl(options.baseUrl, check.target), {
    headers,
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
    beforeAttempt: gate,
  });
  const verdict = classify(
    { status: answer.status, location: answer.location, error: answer.error ?? undefined },
    check.expect,
    options.allowRedirects,
  );
  return { ...check, ...verdict, status: answer.status, ms: answer.ms, attempts: answer.attempts };
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
