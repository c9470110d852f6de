import { createHmac } from 'node:crypto';
import { ALERT_SIGNATURE_HEADER, ALERT_TIMESTAMP_HEADER } from '@route-discovery/contract';
import type { WatchAlertsConfig } from '../../config';

/**
 * How one attempt went: delivered, or why not (an HTTP status or a network error, never the URL),
 * whether another attempt may succeed (a 429, a 5xx, a timeout or a network error), and the
 * answer's `Retry-After` header when it sent one.
 */
export type DeliveryResult =
  | { ok: true }
  | { ok: false; reason: string; retryable: boolean; retryAfter?: string | null };

/** What a delivery may be given instead of the real thing (tests: a fetch). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Whether an answer is worth another attempt: 429 (rate limited) or a 5xx (RFC 9110 section 15.6). */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The wait before the next attempt, ms: the answer's `Retry-After` (seconds or an HTTP date,
 * RFC 9110 section 10.2.3), else `retryDelayMs` doubled after each failed attempt (1 s, 2 s, 4 s
 * by default), either at most `maxRetryDelayMs`.
 * @param failed attempts failed so far (1 after the first)
 */
export function retryDelay(
  header: string | null | undefined,
  config: WatchAlertsConfig,
  now = Date.now(),
  failed = 1,
): number {
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
    if (Number.isFinite(ms)) return Math.min(Math.max(0, ms), config.maxRetryDelayMs);
  }
  return Math.min(config.retryDelayMs * 2 ** Math.max(0, failed - 1), config.maxRetryDelayMs);
}

/**
 * The generic webhook's signature headers: the time in Unix seconds and `sha256=` the hex
 * HMAC-SHA256 (RFC 2104) keyed by `secret` of `<timestamp>.<body>` (docs/monitoring.md, "Verifying
 * the generic webhook"). The receiver recomputes it over the raw body and refuses an old timestamp.
 */
export function signatureHeaders(secret: string, body: string, nowMs: number): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return { [ALERT_TIMESTAMP_HEADER]: timestamp, [ALERT_SIGNATURE_HEADER]: `sha256=${digest}` };
}

/** Why a request failed, without the URL (a network error's message may hold it). */
function failureOf(error: unknown): string {
  if ((error as Error)?.name === 'TimeoutError' || (error as Error)?.name === 'AbortError') return 'timeout';
  const code = (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' ? `network error ${code}` : 'network error';
}

/**
 * POSTs `body` (JSON) to a channel's URL once, waiting at most `timeoutMs`; redirects are not
 * followed. A 2xx is delivered; anything else is the reason, the URL never in it (it holds the
 * channel's token). The caller retries (`dispatch.ts`).
 * @param options `headers` added to the request (the generic webhook's signature and id)
 */
export async function postJson(
  url: string,
  body: string,
  config: WatchAlertsConfig,
  options: { headers?: Record<string, string>; fetchImpl?: FetchLike } = {},
): Promise<DeliveryResult> {
  const fetchImpl = options.fetchImpl ?? (fetch as FetchLike);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'route-discovery-monitor',
        ...(options.headers ?? {}),
      },
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return { ok: true };
    return {
      ok: false,
      reason: `HTTP ${response.status}`,
      retryable: retryable(response.status),
      retryAfter: response.headers.get('retry-after'),
    };
  } catch (error) {
    return { ok: false, reason: failureOf(error), retryable: true };
  }
}
