import { joinUrl } from '@route-discovery/check-engine';
import type { RedirectCheckVerdict } from '@route-discovery/contract';
import { request } from '../http';
import type { CheckResult } from '../types';
import type { PublishTarget } from './publish-run';

/** Checks sent per request (the most `POST v1/moved-urls/checks` takes). */
const CHECKS_PER_REQUEST = 1000;

/**
 * `--publish` with `--moved`: sends what each old URL answered to `POST v1/moved-urls/checks`,
 * so `v1/moved-urls` rows carry their `redirect_check` (decision 0230).
 * @returns how many old URLs the server stored, or why it stored none (never a secret or a body)
 */
export async function publishRedirectChecks(
  target: PublishTarget,
  results: readonly CheckResult[],
): Promise<{ stored: number } | { reason: string }> {
  const checks = results
    .filter((result) => result.moved && result.checked_at)
    .map((result) => ({
      old_url: result.moved?.oldUrl ?? '',
      verdict: result.kind as RedirectCheckVerdict,
      status: result.status,
      location: result.location ?? null,
      checked_at: result.checked_at ?? '',
    }));
  let stored = 0;
  for (let start = 0; start < checks.length; start += CHECKS_PER_REQUEST) {
    const chunk = checks.slice(start, start + CHECKS_PER_REQUEST);
    const answer = await request(
      joinUrl(target.baseUrl, `${target.prefix}/route-discovery/v1/moved-urls/checks`),
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${target.bearer}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: JSON.stringify({ checks: chunk }),
        timeoutMs: target.timeoutMs,
        maxRetries: target.maxRetries,
      },
      true,
    );
    if (answer.status !== 200) {
      return {
        reason:
          answer.status === null ? `the server is unreachable (${answer.error})` : `HTTP ${answer.status}`,
      };
    }
    try {
      stored += Number((JSON.parse(answer.body) as { stored?: unknown }).stored) || 0;
    } catch {
      return { reason: 'HTTP 200 with a body that is not JSON' };
    }
  }
  return { stored };
}
