import { RUN_BODY_LIMIT_BYTES, PLUGIN_ID } from '@route-discovery/contract';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { sendError } from '../api';
import { restPrefix } from '../model/rest-prefix';

/** `POST <prefix>/<plugin id>/v<n>/runs`, the only route this guard looks at. */
function runsPathPattern(restPrefix: string): RegExp {
  const escaped = `${restPrefix}/${PLUGIN_ID}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}/v\\d+/runs/?$`);
}

/**
 * Decides on a `POST v1/runs` body from its headers alone, before any byte of it is read: Strapi's
 * `strapi::body` middleware parses every request body before routing (`@strapi/core`
 * `middlewares/body`), so a route middleware would see a body already parsed up to koa-body's own
 * 1 MB limit. A missing `Content-Length` (chunked upload) answers 411 (RFC 9110 section 15.5.12),
 * a larger one than `RUN_BODY_LIMIT_BYTES` answers 413 (section 15.5.14).
 * @returns the status and message to answer with, or null to let the request through
 */
export function checkRunBodyLength(
  contentLength: string | undefined,
): { status: 411 | 413; message: string } | null {
  if (contentLength === undefined || contentLength === '') {
    return { status: 411, message: 'Send the run with a Content-Length header' };
  }
  const length = Number(contentLength);
  if (!Number.isSafeInteger(length) || length < 0) {
    return { status: 411, message: 'The Content-Length header is not a byte count' };
  }
  if (length > RUN_BODY_LIMIT_BYTES) {
    return {
      status: 413,
      message: `A run may be at most ${RUN_BODY_LIMIT_BYTES} bytes; this one is ${length}`,
    };
  }
  return null;
}

/**
 * A Koa middleware the plugin's `register` adds in front of Strapi's global middlewares (so before
 * `strapi::body`), answering 411 or 413 to an oversized `POST v1/runs` (docs/api.md, "Runs").
 */
export function createRunBodyLimit(strapi: Core.Strapi) {
  const pattern = runsPathPattern(restPrefix(strapi));
  return async function routeDiscoveryRunBodyLimit(ctx: Context, next: Next) {
    if (ctx.method !== 'POST' || !pattern.test(ctx.path)) return next();
    const refusal = checkRunBodyLength(ctx.get('Content-Length') || undefined);
    if (refusal === null) return next();
    ctx.set('Cache-Control', 'no-store');
    sendError(
      ctx,
      refusal.status,
      refusal.status === 413 ? 'PayloadTooLargeError' : 'LengthRequiredError',
      refusal.message,
    );
  };
}
