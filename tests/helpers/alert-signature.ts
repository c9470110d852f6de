import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Verifies the monitor's generic webhook as docs/monitoring.md ("Verifying the generic webhook")
 * tells a receiver to, line for line: the HMAC-SHA256 of `<timestamp>.<raw body>` keyed by the
 * channel's secret, compared in constant time, and a timestamp at most five minutes old.
 */
export function verifyAlertSignature(
  rawBody: string,
  headers: IncomingHttpHeaders,
  secret: string,
  toleranceSeconds = 300,
): boolean {
  const timestamp = String(headers['x-route-discovery-timestamp'] ?? '');
  const signature = String(headers['x-route-discovery-signature'] ?? '');
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) {
    return false;
  }
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  return (
    signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}
