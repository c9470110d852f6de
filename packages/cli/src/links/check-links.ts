import { PromisePool } from '@supercharge/promise-pool';
import {
  checkLink,
  FAILING_LINK_OUTCOMES,
  HostLimiter,
  joinUrl,
  parseStatusRanges,
  type LinkCheckResult,
} from '@route-discovery/check-engine';
import { BROKEN_STATUSES, MOVED_STATUS } from '@route-discovery/contract';
import { CouldNotRunError } from '../exit-codes';
import { rateGate } from '../runner';
import { LinkCache } from './cache';
import type { LinkOptions, LinkResult, LinkRow } from './types';

/** Server statuses that are broken links (docs/api.md, "Link status"). */
const BROKEN = new Set<string>(BROKEN_STATUSES);

/** Kinds the run requests: links into this CMS and its site; `external` only with `--links all`. */
const REQUESTED_KINDS = new Set(['api', 'media', 'site']);

/** How the run reaches the CMS and paces requests. */
export interface LinkRunContext {
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  /** Requests in flight at once, over all hosts. */
  concurrency: number;
  /** The run's requests-per-second ceiling for links into this CMS (0: none). */
  rate: number;
}

/** What to do with one row: decided already, to request (internal or outside), or left out. */
type Plan =
  | { decided: Pick<LinkResult, 'outcome' | 'reason' | 'decided_by' | 'status'> }
  | { request: string; outside: boolean }
  | null;

/** Whether a host (`hostname` and `host` of a URL) is one of `--exclude-host`: a name and its subdomains, or `host:port`. */
function isExcludedHost(excludeHosts: readonly string[], host: string, hostWithPort: string): boolean {
  return excludeHosts.some(
    (excluded) => excluded === hostWithPort || excluded === host || host.endsWith(`.${excluded}`),
  );
}

/**
 * Where a row points, as an absolute URL: its target, or a CMS path joined to the CMS's base URL.
 * A relative `site` target (no site URL configured) has no known host: null, as for a target that
 * is not a URL.
 */
function absoluteTarget(row: LinkRow, baseUrl: string): URL | null {
  if (row.target.startsWith('/') && row.kind === 'site') return null;
  try {
    return new URL(row.target.startsWith('/') ? joinUrl(baseUrl, row.target) : row.target);
  } catch {
    return null;
  }
}

/**
 * What to do with one row. An excluded host comes first: a reported row whose target's host is one
 * of `--exclude-host` is `excluded`, whatever the server's status or the kind says, and is never
 * requested (docs/decisions/0258-excluded-host-decides-first.md).
 */
function planRow(row: LinkRow, options: LinkOptions, baseUrl: string): Plan {
  const plan = planIncluded(row, options, baseUrl);
  if (!plan || options.excludeHosts.length === 0) return plan;
  const target = absoluteTarget(row, baseUrl);
  if (!target || !isExcludedHost(options.excludeHosts, target.hostname, target.host)) return plan;
  return {
    decided: {
      outcome: 'excluded',
      reason: `--exclude-host ${target.host}`,
      decided_by: 'offline',
      status: null,
    },
  };
}

/** What to do with a row when no host is excluded: decided offline, requested, or left out (null). */
function planIncluded(row: LinkRow, options: LinkOptions, baseUrl: string): Plan {
  if (row.status && BROKEN.has(row.status)) {
    return {
      decided: {
        outcome: 'broken',
        reason: `${row.status} (decided offline)`,
        decided_by: 'offline',
        status: null,
      },
    };
  }
  // A link to a moved website URL: the server's moved URLs decide it (its `moved` status and
  // `moved_to`). The redirect carries readers, so it is reported, not failed: editors update it.
  if (row.status === MOVED_STATUS) {
    return {
      decided: {
        outcome: 'redirect',
        reason: `moved to ${row.moved_to ?? 'a new URL'}: update the link (decided offline)`,
        decided_by: 'offline',
        status: null,
      },
    };
  }
  if (row.kind === 'document') {
    return {
      decided: { outcome: 'ok', reason: 'published (decided offline)', decided_by: 'offline', status: null },
    };
  }
  const outside = row.kind === 'external';
  if (!row.is_testable || !(REQUESTED_KINDS.has(row.kind) || (outside && options.mode === 'all')))
    return null;
  const url = row.target.startsWith('/') ? joinUrl(baseUrl, row.target) : row.target;
  try {
    new URL(url);
  } catch {
    return { decided: { outcome: 'broken', reason: 'not a URL', decided_by: 'offline', status: null } };
  }
  return { request: url, outside };
}

/**
 * Checks the content links of a run (`--links`): offline-decided broken links fail without a
 * request; every testable `api`, `media` and `site` link is requested once per distinct URL, and
 * with `--links all` every `external` one, politely (per-host interval and concurrency from the
 * check engine's `HostLimiter`, HEAD then GET, `Retry-After` honoured, results cache).
 * @throws CouldNotRunError on an `--accept` that does not parse
 */
export async function checkContentLinks(
  rows: LinkRow[],
  options: LinkOptions,
  context: LinkRunContext,
): Promise<LinkResult[]> {
  let accept;
  try {
    accept = parseStatusRanges(options.accept);
  } catch (error) {
    throw new CouldNotRunError(`--accept: ${(error as Error).message}.`);
  }
  const plans = rows.map((row) => planRow(row, options, context.baseUrl));
  const targets = new Map<string, boolean>();
  for (const plan of plans) if (plan && 'request' in plan) targets.set(plan.request, plan.outside);
  const cache = new LinkCache(options.cacheFile, options.cacheMaxAgeSeconds);
  const limiter = new HostLimiter({
    intervalMs: options.hostIntervalMs,
    concurrency: options.hostConcurrency,
  });
  const gate = rateGate(context.rate);
  const internalFetch = async (url: string, init: RequestInit) => {
    await gate();
    return fetch(url, init);
  };
  const answers = new Map<string, Pick<LinkResult, 'outcome' | 'reason' | 'decided_by' | 'status'>>();
  await PromisePool.withConcurrency(Math.max(1, context.concurrency))
    .for([...targets])
    .process(async ([url, outside]) => {
      const cached = outside ? cache.get(url) : null;
      if (cached) {
        answers.set(url, {
          outcome: cached.outcome,
          reason: cached.reason,
          status: cached.status,
          decided_by: 'cache',
        });
        return;
      }
      const result: LinkCheckResult = await checkLink(url, {
        fetchImpl: outside ? fetch : internalFetch,
        limiter: outside ? limiter : null,
        timeoutMs: context.timeoutMs,
        maxRetries: context.maxRetries,
        accept,
        strict: options.strict,
        headers: { 'User-Agent': 'route-discovery-links (+https://github.com/route-discovery)' },
      });
      if (outside) cache.set(url, result);
      answers.set(url, {
        outcome: result.outcome,
        reason: result.reason,
        status: result.status,
        decided_by: 'request',
      });
    });
  cache.save();
  const results: LinkResult[] = [];
  rows.forEach((row, index) => {
    const plan = plans[index];
    if (!plan) return;
    const decided = 'decided' in plan ? plan.decided : answers.get(plan.request);
    if (!decided) return;
    const { url, target, kind, content_type, document_id, locale, field_path, link_text, edit_url } = row;
    const passed = !FAILING_LINK_OUTCOMES.includes(decided.outcome);
    results.push({
      url,
      target,
      kind,
      content_type,
      document_id,
      locale,
      field_path,
      link_text,
      edit_url,
      ...decided,
      passed,
    });
  });
  return results;
}
