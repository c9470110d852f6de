import { PromisePool } from '@supercharge/promise-pool';
import { classify, joinUrl, type PerHostGate } from '@route-discovery/check-engine';
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
  /** Per-host politeness for checks on absolute URLs (the website: `--site`). */
  hostGate?: PerHostGate;
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

/** Runs one check: a GET without redirects, retried and classified by `@route-discovery/check-engine`. */
async function runCheck(check: Check, options: RunOptions, gate: () => Promise<void>): Promise<CheckResult> {
  const headers: Record<string, string> = {};
  if (check.withAdminToken && options.adminToken) headers.Authorization = `Bearer ${options.adminToken}`;
  // A site check names a full URL on the website; the others a path on the CMS.
  const absolute = /^https?:\/\//.test(check.target);
  const url = absolute ? check.target : joinUrl(options.baseUrl, check.target);
  const release = absolute && options.hostGate ? await options.hostGate.acquire(url) : () => undefined;
  let answer;
  try {
    answer = await request(url, {
      headers,
      timeoutMs: options.timeoutMs,
      maxRetries: options.maxRetries,
      beforeAttempt: gate,
    });
  } finally {
    release();
  }
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
