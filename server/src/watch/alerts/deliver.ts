import { createHmac } from 'node:crypto';
import { ALERT_SIGNATURE_HEADER, ALERT_TIMESTAMP_HEADER } from '@route-discovery/contract';
import type { WatchAlertsConfig } from '../../config/alerts-schema';

/** How one delivery went: delivered, or why not (an HTTP status or a network error, never the URL). */
export type DeliveryResult = { ok: true } | { ok: false; reason: string };

/** What a delivery may be given instead of the real thing (tests: a fetch). */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Whether an answer is worth one retry: 429 (rate limited) or a 5xx (RFC 9110 section 15.6). */
const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The wait before the retry, ms: the answer's `Retry-After` (seconds or an HTTP date,
 * RFC 9110 section 10.2.3) up to `maxRetryDelayMs`, else `retryDelayMs`.
 */
export function retryDelay(header: string | null, config: WatchAlertsConfig, now = Date.now()): number {
  if (header) {
    const seconds = Number(header);
    const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
    if (Number.isFinite(ms)) return Math.min(Math.max(0, ms), config.maxRetryDelayMs);
  }
  return config.retryDelayMs;
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
 * POSTs `body` (JSON) to a channel's URL: at most `timeoutMs` per attempt, one retry after a 429
 * or 5xx (or a network error), waiting `retryDelay`. A 2xx is delivered; anything else is the
 * reason, the URL never in it (it holds the channel's token).
 * @param headers extra headers (the generic webhook's signature, made per attempt by `sign`)
 */
export async function postJson(
  url: string,
  body: string,
  config: WatchAlertsConfig,
  options: { sign?: (body: string) => Record<string, string>; fetchImpl?: FetchLike } = {},
): Promise<DeliveryResult> {
  const fetchImpl = options.fetchImpl ?? (fetch as FetchLike);
  let reason = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let wait = config.retryDelayMs;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'route-discovery-monitor',
          ...(options.sign?.(body) ?? {}),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { ok: true };
      reason = `HTTP ${response.status}`;
      if (!retryable(response.status)) return { ok: false, reason };
      wait = retryDelay(response.headers.get('retry-after'), config);
    } catch (error) {
      reason = failureOf(error);
    }
    if (attempt === 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return { ok: false, reason: `${reason} after a retry` };
}
