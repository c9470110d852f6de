import type { Context } from 'koa';

/**
 * Sets the caching headers every API response carries, errors included (docs/security.md, "Caching"):
 * `Cache-Control: private, no-store` and `Vary` naming Authorization and Cookie, merged with any
 * `Vary` other middlewares set (e.g. `Origin` from CORS).
 */
export function setPrivateCacheHeaders(ctx: Context): void {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.vary('Authorization');
  ctx.vary('Cookie');
}

/**
 * Adds the deprecation headers (docs/api.md, "Versioning") for a deprecated version: `Deprecation: true`,
 * `Sunset` (IMF-fixdate, RFC 8594) when a date is announced, and `Link: rel="successor-version"`
 * (RFC 5829) when a newer stable version exists.
 */
export function setDeprecationHeaders(
  ctx: Context,
  lifecycle: { sunsetHttpDate: string | null; successorPath: string | null },
): void {
  ctx.set('Deprecation', 'true');
  if (lifecycle.sunsetHttpDate) ctx.set('Sunset', lifecycle.sunsetHttpDate);
  if (lifecycle.successorPath) ctx.append('Link', `<${lifecycle.successorPath}>; rel="successor-version"`);
}
